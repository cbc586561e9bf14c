// personalHistoryCopy (betting record, docs/product.md §2): the member's rounds with the vendor in a day range, by game
// type, with the settled totals and the stakes still open, and paging.
import { useTranslation } from 'react-i18next';
import { bettingRecordQuery } from '../../api/records/records.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { GameTypeFilter } from '../kit/game-type-filter.tsx';
import { RecordTable } from '../kit/record-table.tsx';
import { useRecordPage } from '../kit/use-record-page.ts';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export default function BettingRecordPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const signed = useSignedMoney();
  const record = useRecordPage('', (api, token, q, gameType) => bettingRecordQuery(api, token, { ...q, gameType: gameType || undefined }));
  return (
    <RecordTable
      title={t('memberCentre.pages.personalHistoryCopy')}
      record={record}
      filter={<GameTypeFilter value={record.filter} onChange={record.setFilter} />}
      empty="records.emptyBets"
      columns={[
        { label: t('deposit.col.time') },
        { label: t('records.game') },
        { label: t('records.gameType') },
        { label: t('records.bet'), numeric: true },
        { label: t('records.win'), numeric: true },
        { label: t('records.net'), numeric: true },
        { label: t('deposit.col.status') },
      ]}
      items={(data) => data.content}
      row={(r) => (
        <tr key={r.round}>
          <td>{memberTime(r.createdAt)}</td>
          <td>{r.gameName}</td>
          <td>{t(`nav.types.${r.gameType}`, { defaultValue: r.gameType })}</td>
          <td className={css.num}>{money(r.bet)}</td>
          <td className={css.num}>{money(r.win)}</td>
          <td className={css.num}>{signed(r.net)}</td>
          <td>{t(`records.round.${r.status}`)}</td>
        </tr>
      )}
      totals={(data) => [
        { label: t('records.totalBet'), value: money(data.totalBet) },
        { label: t('records.totalWin'), value: money(data.totalWin) },
        { label: t('records.net'), value: signed(data.net) },
        { label: t('records.openBet'), value: money(data.openBet) },
      ]}
    />
  );
}
