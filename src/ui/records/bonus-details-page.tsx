// bonusDetails (docs/product.md §2, issue 13): every reward, rebate and VIP payout paid to the wallet (the ledger's
// bonus.* movements) in a day range: its date, its type in the member's words, the amount and what it was for,
// with the total of the whole range and paging.
import { useTranslation } from 'react-i18next';
import { bonusDetailsQuery } from '../../api/records/records.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { kindKey } from './kind-key.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useMoney } from '../kit/use-money.ts';
import { useRecordPage } from '../kit/use-record-page.ts';
import css from '../kit/centre.module.css';

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const record = useRecordPage(null, (api, token, q) => bonusDetailsQuery(api, token, q));
  return (
    <RecordTable
      title={t('memberCentre.pages.bonusDetails')}
      record={record}
      empty="records.empty"
      columns={[
        { label: t('deposit.col.time') },
        { label: t('records.type') },
        { label: t('deposit.col.amount'), numeric: true },
        { label: t('records.memo') },
      ]}
      items={(data) => data.content}
      row={(m) => (
        <tr key={m.id}>
          <td>{memberTime(m.createdAt)}</td>
          <td>{t(kindKey(m.kind), { defaultValue: m.kind })}</td>
          <td className={css.num}>{money(m.amount)}</td>
          <td>{m.memo}</td>
        </tr>
      )}
      totals={(data) => [{ label: t('rewards.bonusTotal'), value: money(data.net) }]}
    />
  );
}
