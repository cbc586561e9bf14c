// The income records of one stream (issue 15): each credited bonus or day's rebate, what it was computed from and
// how many invitees it came from, in a day range (the last 30 days first).
import { useTranslation } from 'react-i18next';
import { referralRecordsQuery } from '../../api/referral/referral.ts';
import type { ReferralStream } from '../../../contract/referral/referral.ts';
import { STREAMS } from './lists.ts';
import { lastDays } from '../../domain/day-range.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { RecordTable } from '../kit/record-table.tsx';
import { useRecordPage } from '../kit/use-record-page.ts';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export function IncomeRecords() {
  const { t } = useTranslation();
  const money = useMoney();
  const memberTime = useMemberTime();
  const record = useRecordPage(
    'achievement' as ReferralStream,
    (api, token, q, stream) => referralRecordsQuery(api, token, { ...q, stream }),
    (today) => lastDays(30, today),
  );
  const amount = (n: number) => (record.filter === 'invitation' ? t('referral.points', { n }) : money(n));
  return (
    <RecordTable
      title={t('referral.records.title')}
      record={record}
      empty="referral.records.empty"
      filter={
        <div className={css.filters}>
          <label>
            {t('referral.income.stream')}
            <select value={record.filter} onChange={(e) => record.setFilter(e.target.value as ReferralStream)}>
              {STREAMS.map((s) => (
                <option key={s} value={s}>
                  {t(`referral.streams.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      }
      columns={[
        { label: t('referral.records.creditedAt') },
        { label: t('referral.records.source') },
        { label: t('referral.records.basis'), numeric: true },
        { label: t('referral.records.amount'), numeric: true },
        { label: t('referral.records.members'), numeric: true },
      ]}
      items={(data) => data.content}
      row={(r) => (
        <tr key={`${r.creditedAt}-${r.day ?? r.inviteeName}`} data-testid="record-row">
          <td>{memberTime(r.creditedAt)}</td>
          <td>{r.inviteeName ?? r.day ?? '—'}</td>
          <td className={css.num}>{r.basis === null ? '—' : money(r.basis)}</td>
          <td className={css.num}>{amount(r.amount)}</td>
          <td className={css.num}>{r.memberCount}</td>
        </tr>
      )}
      totals={(data) => [{ label: t('referral.records.total'), value: amount(data.totalAmount) }]}
    />
  );
}
