// The reward centre's history (issue 13): the rewards claimed in a day range, with their type, amount and total.
import { useTranslation } from 'react-i18next';
import { claimHistoryQuery } from '../../api/rewards/rewards.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useRecordPage } from '../kit/use-record-page.ts';
import css from '../kit/centre.module.css';

export function ClaimHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const record = useRecordPage(null, (api, token, q) => claimHistoryQuery(api, token, q));
  return (
    <RecordTable
      title={t('rewards.history.title')}
      record={record}
      empty="rewards.history.empty"
      columns={[
        { label: t('rewards.history.claimedAt') },
        { label: t('records.type') },
        { label: t('rewards.history.reward') },
        { label: t('deposit.col.amount'), numeric: true },
      ]}
      items={(data) => data.content}
      row={(r) => (
        <tr key={r.rewardId}>
          <td>{memberTime(r.claimedAt)}</td>
          <td>{t(`rewards.type.${r.promotionType}`, { defaultValue: r.promotionType })}</td>
          <td>{r.title}</td>
          <td className={css.num}>{money(r.amount)}</td>
        </tr>
      )}
      totals={(data) => [{ label: t('rewards.history.total'), value: money(data.totalAmount) }]}
    />
  );
}
