// personalProfit (docs/product.md §2 "personal loss"): settled rounds by day and game type in a day range, with totals.
import { useTranslation } from 'react-i18next';
import { profitLossQuery } from '../../api/records/records.ts';
import { GameTypeFilter } from '../kit/game-type-filter.tsx';
import { RecordTable } from '../kit/record-table.tsx';
import { useRecordPage } from '../kit/use-record-page.ts';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export default function ProfitLossPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const signed = useSignedMoney();
  // One row per day and game type: the report has no pages.
  const record = useRecordPage('', (api, token, { startDate, endDate }, gameType) =>
    profitLossQuery(api, token, { startDate, endDate, gameType: gameType || undefined }),
  );
  return (
    <RecordTable
      title={t('memberCentre.pages.personalProfit')}
      record={record}
      filter={<GameTypeFilter value={record.filter} onChange={record.setFilter} />}
      empty="records.emptyBets"
      columns={[
        { label: t('records.day') },
        { label: t('records.gameType') },
        { label: t('records.rounds'), numeric: true },
        { label: t('records.bet'), numeric: true },
        { label: t('records.win'), numeric: true },
        { label: t('records.net'), numeric: true },
      ]}
      items={(data) => data.rows}
      row={(r) => (
        <tr key={`${r.date}:${r.gameType}`}>
          <td>{r.date}</td>
          <td>{t(`nav.types.${r.gameType}`, { defaultValue: r.gameType })}</td>
          <td className={css.num}>{r.rounds}</td>
          <td className={css.num}>{money(r.bet)}</td>
          <td className={css.num}>{money(r.win)}</td>
          <td className={css.num}>{signed(r.net)}</td>
        </tr>
      )}
      totals={(data) => [
        { label: t('records.totalBet'), value: money(data.totalBet) },
        { label: t('records.totalWin'), value: money(data.totalWin) },
        { label: t('records.net'), value: signed(data.net) },
      ]}
    />
  );
}
