// transactionHistory (account record, spec §2) and bonusDetails: every ledger movement of the member's wallet
// with its type, in a day range, with totals over the whole range and filter, and paging.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountRecordQuery, bonusDetailsQuery } from '../../api/records.ts';
import type { AccountKind, AccountRecordPage } from '../../api/contract/records.ts';
import { formatMemberTime } from '../../domain/time.ts';
import { selectToken } from '../../machines/session.selectors.ts';
import { useApi } from '../app-providers.tsx';
import { useSession } from '../actors.ts';
import { DayRangePicker } from './day-range-picker.tsx';
import { ListStates } from './list-states.tsx';
import { Pager } from './pager.tsx';
import { useDayRange } from './use-day-range.ts';
import { useMoney, useSignedMoney } from './use-money.ts';
import css from './member-centre.module.css';

/** The type filter's choices (the contract's list is a zod value, which stays on the server). */
const KINDS: readonly AccountKind[] = ['opening', 'deposit', 'withdrawal', 'withdrawal.return', 'withdrawal.refund', 'game.bet', 'game.win', 'game.rollback', 'transfer.out', 'transfer.in', 'transfer.upline', 'bonus', 'trial'];

/** i18n keys cannot hold dots: withdrawal.return → records.kind.withdrawal_return. */
export const kindKey = (kind: string) => `records.kind.${kind.replace(/\./g, '_')}`;

export function AccountRecord({ bonus }: { bonus: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const signed = useSignedMoney();
  const { today, range, setRange } = useDayRange();
  const [kind, setKind] = useState<AccountKind | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const base = bonus ? bonusDetailsQuery(api, token, { ...range, pageNum }) : accountRecordQuery(api, token, { ...range, pageNum, kind: kind || undefined });
  const list = useQuery({ ...(base as ReturnType<typeof bonusDetailsQuery>), placeholderData: keepPreviousData });
  const title = t(`memberCentre.pages.${bonus ? 'bonusDetails' : 'transactionHistory'}`);
  return (
    <section className={css.section} aria-labelledby="records-title" aria-busy={list.isFetching}>
      <h2 id="records-title">{title}</h2>
      <DayRangePicker range={range} today={today} onChange={(r) => (setRange(r), setPageNum(1))} />
      {!bonus && (
        <div className={css.filters}>
          <label>
            {t('records.type')}
            <select value={kind} onChange={(e) => (setKind(e.target.value as AccountKind | ''), setPageNum(1))}>
              <option value="">{t('deposit.allStatuses')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(kindKey(k))}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <ListStates<AccountRecordPage> query={list} isEmpty={(d) => d.content.length === 0} empty={t('records.empty', { start: range.startDate, end: range.endDate })}>
        {(data) => (
          <>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">{t('deposit.col.time')}</th>
                  <th scope="col">{t('records.type')}</th>
                  <th scope="col" className={css.num}>
                    {t('deposit.col.amount')}
                  </th>
                  <th scope="col" className={css.num}>
                    {t('records.balanceAfter')}
                  </th>
                  <th scope="col">{t('records.memo')}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((m) => (
                  <tr key={m.id}>
                    <td>{formatMemberTime(m.createdAt)}</td>
                    <td>{t(kindKey(m.kind), { defaultValue: m.kind })}</td>
                    <td className={css.num}>{signed(m.amount)}</td>
                    <td className={css.num}>{money(m.balanceAfter)}</td>
                    <td>{m.memo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={css.totals} aria-label={t('records.totals')}>
              <span>{t('wallet.count', { count: data.total })}</span>
              <span>
                {t('records.totalIn')} <strong>{money(data.totalIn)}</strong>
              </span>
              <span>
                {t('records.totalOut')} <strong>{money(data.totalOut)}</strong>
              </span>
              <span>
                {t('records.net')} <strong>{signed(data.net)}</strong>
              </span>
            </p>
            <Pager page={data.pageNum} pages={data.totalPages} busy={list.isFetching} onPage={setPageNum} />
          </>
        )}
      </ListStates>
    </section>
  );
}

export default function AccountRecordPage() {
  return <AccountRecord bonus={false} />;
}
