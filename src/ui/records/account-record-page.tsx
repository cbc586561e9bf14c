// transactionHistory (account record, docs/product.md §2): every ledger movement of the member's wallet with its type, in
// a day range, filtered by type, with totals over the whole range and filter, and paging.
import { useTranslation } from 'react-i18next';
import { accountRecordQuery } from '../../api/records/records.ts';
import type { AccountKind } from '../../../contract/records/records.ts';
import { useMovementTable } from './movement-table.tsx';
import { kindKey } from './kind-key.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useRecordPage } from '../kit/use-record-page.ts';
import css from '../kit/centre.module.css';

/** The type filter's choices (the contract's list is a zod value, which stays on the server). */
const KINDS: readonly AccountKind[] = [
  'opening',
  'deposit',
  'withdrawal',
  'withdrawal.return',
  'withdrawal.refund',
  'game.bet',
  'game.win',
  'game.rollback',
  'transfer.out',
  'transfer.in',
  'transfer.upline',
  'agent.transfer',
  'bonus',
  'trial',
];

export default function AccountRecordPage() {
  const { t } = useTranslation();
  const record = useRecordPage('' as AccountKind | '', (api, token, q, kind) => accountRecordQuery(api, token, { ...q, kind: kind || undefined }));
  return (
    <RecordTable
      title={t('memberCentre.pages.transactionHistory')}
      record={record}
      empty="records.empty"
      {...useMovementTable()}
      filter={
        <div className={css.filters}>
          <label>
            {t('records.type')}
            <select value={record.filter} onChange={(e) => record.setFilter(e.target.value as AccountKind | '')}>
              <option value="">{t('deposit.allStatuses')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(kindKey(k))}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
    />
  );
}
