// The member's invitees (issue 15): masked names, status (registered, qualified, failed, duplicate), when each
// registered and first deposited, in a day range (the last 30 days first) with a status filter.
import { useTranslation } from 'react-i18next';
import { inviteListQuery } from '../../api/referral/referral.ts';
import type { InviteeStatus } from '../../../contract/referral/referral.ts';
import { STATUSES } from './lists.ts';
import { lastDays } from '../../domain/day-range.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useRecordPage } from '../kit/use-record-page.ts';
import css from '../kit/centre.module.css';
import rf from './referral.module.css';

export function InviteeList() {
  const { t } = useTranslation();
  const memberTime = useMemberTime();
  const record = useRecordPage(
    '' as InviteeStatus | '',
    (api, token, q, status) => inviteListQuery(api, token, { ...q, ...(status ? { status } : {}) }),
    (today) => lastDays(30, today),
  );
  return (
    <RecordTable
      title={t('referral.invitees.title')}
      record={record}
      empty="referral.invitees.empty"
      filter={
        <div className={css.filters}>
          <label>
            {t('referral.invitees.status')}
            <select value={record.filter} onChange={(e) => record.setFilter(e.target.value as InviteeStatus | '')}>
              <option value="">{t('referral.invitees.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`referral.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
      columns={[
        { label: t('referral.invitees.name') },
        { label: t('referral.invitees.status') },
        { label: t('referral.invitees.registered') },
        { label: t('referral.invitees.firstDeposit') },
      ]}
      items={(data) => data.content}
      row={(r) => (
        <tr key={`${r.inviteeName}-${r.registerTime}`} data-testid="invitee-row">
          <td>{r.inviteeName}</td>
          <td className={rf.status} data-status={r.status}>
            {t(`referral.status.${r.status}`)}
          </td>
          <td>{memberTime(r.registerTime)}</td>
          <td>{r.firstDepositTime ? memberTime(r.firstDepositTime) : '–'}</td>
        </tr>
      )}
      totals={() => []}
    />
  );
}
