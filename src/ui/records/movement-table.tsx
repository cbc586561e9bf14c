// The account record's table (transactionHistory and bonusDetails share it): each wallet movement with its
// type, signed amount and the balance it left, and the money in, out and net of the whole range.
import { useTranslation } from 'react-i18next';
import type { AccountMovement, AccountRecordPage } from '../../../contract/records/records.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import type { RecordTableProps } from '../kit/record-table.tsx';
import { useMoney, useSignedMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';
import { kindKey } from './kind-key.ts';

type MovementTable = Pick<RecordTableProps<unknown, AccountRecordPage, AccountMovement>, 'columns' | 'items' | 'row' | 'totals'>;

export function useMovementTable(): MovementTable {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const signed = useSignedMoney();
  return {
    columns: [
      { label: t('deposit.col.time') },
      { label: t('records.type') },
      { label: t('deposit.col.amount'), numeric: true },
      { label: t('records.balanceAfter'), numeric: true },
      { label: t('records.memo') },
    ],
    items: (data) => data.content,
    row: (m) => (
      <tr key={m.id}>
        <td>{memberTime(m.createdAt)}</td>
        <td>{t(kindKey(m.kind), { defaultValue: m.kind })}</td>
        <td className={css.num}>{signed(m.amount)}</td>
        <td className={css.num}>{money(m.balanceAfter)}</td>
        <td>{m.memo}</td>
      </tr>
    ),
    totals: (data) => [
      { label: t('records.totalIn'), value: money(data.totalIn) },
      { label: t('records.totalOut'), value: money(data.totalOut) },
      { label: t('records.net'), value: signed(data.net) },
    ],
  };
}
