// personalHistoryCopy (betting record, spec §2): the member's rounds with the vendor in a day range, by game
// type, with the settled totals and the stakes still open, and paging.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bettingRecordQuery } from '../../api/records.ts';
import type { BettingRecordPage } from '../../api/contract/records.ts';
import { formatMemberTime } from '../../domain/time.ts';
import { selectToken } from '../../machines/session.selectors.ts';
import { useApi } from '../app-providers.tsx';
import { useSession } from '../actors.ts';
import { DayRangePicker } from './day-range-picker.tsx';
import { GameTypeFilter } from './game-type-filter.tsx';
import { ListStates } from './list-states.tsx';
import { Pager } from './pager.tsx';
import { useDayRange } from './use-day-range.ts';
import { useMoney, useSignedMoney } from './use-money.ts';
import css from './member-centre.module.css';

export default function BettingRecordPage() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const signed = useSignedMoney();
  const { today, range, setRange } = useDayRange();
  const [gameType, setGameType] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ ...bettingRecordQuery(useApi(), token, { ...range, pageNum, gameType: gameType || undefined }), placeholderData: keepPreviousData });
  return (
    <section className={css.section} aria-labelledby="bets-title" aria-busy={list.isFetching}>
      <h2 id="bets-title">{t('memberCentre.pages.personalHistoryCopy')}</h2>
      <DayRangePicker range={range} today={today} onChange={(r) => (setRange(r), setPageNum(1))} />
      <GameTypeFilter value={gameType} onChange={(g) => (setGameType(g), setPageNum(1))} />
      <ListStates<BettingRecordPage> query={list} isEmpty={(d) => d.content.length === 0} empty={t('records.emptyBets', { start: range.startDate, end: range.endDate })}>
        {(data) => (
          <>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">{t('deposit.col.time')}</th>
                  <th scope="col">{t('records.game')}</th>
                  <th scope="col">{t('records.gameType')}</th>
                  <th scope="col" className={css.num}>
                    {t('records.bet')}
                  </th>
                  <th scope="col" className={css.num}>
                    {t('records.win')}
                  </th>
                  <th scope="col" className={css.num}>
                    {t('records.net')}
                  </th>
                  <th scope="col">{t('deposit.col.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((r) => (
                  <tr key={r.round}>
                    <td>{formatMemberTime(r.createdAt)}</td>
                    <td>{r.gameName}</td>
                    <td>{t(`nav.types.${r.gameType}`, { defaultValue: r.gameType })}</td>
                    <td className={css.num}>{money(r.bet)}</td>
                    <td className={css.num}>{money(r.win)}</td>
                    <td className={css.num}>{signed(r.net)}</td>
                    <td>{t(`records.round.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={css.totals} aria-label={t('records.totals')}>
              <span>{t('wallet.count', { count: data.total })}</span>
              <span>
                {t('records.totalBet')} <strong>{money(data.totalBet)}</strong>
              </span>
              <span>
                {t('records.totalWin')} <strong>{money(data.totalWin)}</strong>
              </span>
              <span>
                {t('records.net')} <strong>{signed(data.net)}</strong>
              </span>
              <span>
                {t('records.openBet')} <strong>{money(data.openBet)}</strong>
              </span>
            </p>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={setPageNum} />
          </>
        )}
      </ListStates>
    </section>
  );
}
