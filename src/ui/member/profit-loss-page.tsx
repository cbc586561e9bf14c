// personalProfit (spec §2 "personal loss"): settled rounds by day and game type in a day range, with totals.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profitLossQuery } from '../../api/records.ts';
import type { ProfitLoss } from '../../api/contract/records.ts';
import { selectToken } from '../../machines/session.selectors.ts';
import { useApi } from '../app-providers.tsx';
import { useSession } from '../actors.ts';
import { DayRangePicker } from './day-range-picker.tsx';
import { GameTypeFilter } from './game-type-filter.tsx';
import { ListStates } from './list-states.tsx';
import { useDayRange } from './use-day-range.ts';
import { useMoney, useSignedMoney } from './use-money.ts';
import css from './member-centre.module.css';

export default function ProfitLossPage() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const signed = useSignedMoney();
  const { today, range, setRange } = useDayRange();
  const [gameType, setGameType] = useState('');
  const report = useQuery({ ...profitLossQuery(useApi(), token, { ...range, gameType: gameType || undefined }), placeholderData: keepPreviousData });
  return (
    <section className={css.section} aria-labelledby="profit-title" aria-busy={report.isFetching}>
      <h2 id="profit-title">{t('memberCentre.pages.personalProfit')}</h2>
      <DayRangePicker range={range} today={today} onChange={setRange} />
      <GameTypeFilter value={gameType} onChange={setGameType} />
      <ListStates<ProfitLoss> query={report} isEmpty={(d) => d.rows.length === 0} empty={t('records.emptyBets', { start: range.startDate, end: range.endDate })}>
        {(data) => (
          <>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">{t('records.day')}</th>
                  <th scope="col">{t('records.gameType')}</th>
                  <th scope="col" className={css.num}>
                    {t('records.rounds')}
                  </th>
                  <th scope="col" className={css.num}>
                    {t('records.bet')}
                  </th>
                  <th scope="col" className={css.num}>
                    {t('records.win')}
                  </th>
                  <th scope="col" className={css.num}>
                    {t('records.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={`${r.date}:${r.gameType}`}>
                    <td>{r.date}</td>
                    <td>{t(`nav.types.${r.gameType}`, { defaultValue: r.gameType })}</td>
                    <td className={css.num}>{r.rounds}</td>
                    <td className={css.num}>{money(r.bet)}</td>
                    <td className={css.num}>{money(r.win)}</td>
                    <td className={css.num}>{signed(r.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={css.totals} aria-label={t('records.totals')}>
              <span>
                {t('records.totalBet')} <strong>{money(data.totalBet)}</strong>
              </span>
              <span>
                {t('records.totalWin')} <strong>{money(data.totalWin)}</strong>
              </span>
              <span>
                {t('records.net')} <strong>{signed(data.net)}</strong>
              </span>
            </p>
          </>
        )}
      </ListStates>
    </section>
  );
}
