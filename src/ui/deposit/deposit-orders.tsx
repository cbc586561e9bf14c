// The member's deposit orders (newest first) with a status filter and paging, and the paid total of the days.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { depositOrdersQuery } from '../../api/deposit/deposit.ts';
import type { DepositStatus } from '../../../contract/deposit/deposit.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { Pager } from '../kit/pager.tsx';
import { writePendingDeposit } from './pending-deposit.ts';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

/** The statuses to filter by (the contract's list is a zod value, which stays on the server). */
const STATUSES: readonly DepositStatus[] = ['pending', 'paid', 'cancelled', 'expired'];

export function DepositOrders() {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const memberTime = useMemberTime();
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const orders = useQuery({ ...depositOrdersQuery(useApi(), token, { pageNum, status: status || undefined }), placeholderData: keepPreviousData });

  return (
    <section className={css.section} aria-labelledby="deposit-orders-title" aria-busy={orders.isFetching}>
      <h2 id="deposit-orders-title">{t('deposit.orders')}</h2>
      <div className={css.filters}>
        <label>
          {t('deposit.filterStatus')}
          <select value={status} onChange={(e) => (setStatus(e.target.value as DepositStatus | ''), setPageNum(1))}>
            <option value="">{t('deposit.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`deposit.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {orders.data && <span className={css.muted}>{t('wallet.range', { start: orders.data.startDate, end: orders.data.endDate })}</span>}
      </div>
      {orders.isPending ? (
        <div role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={css.skeleton} />
          ))}
        </div>
      ) : orders.isError ? (
        <ErrorRetry onRetry={() => orders.refetch()} />
      ) : orders.data.content.length === 0 ? (
        <p className={css.empty}>{t('deposit.empty', { start: orders.data.startDate, end: orders.data.endDate })}</p>
      ) : (
        <>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('deposit.col.time')}</th>
                <th scope="col">{t('deposit.col.order')}</th>
                <th scope="col">{t('deposit.col.method')}</th>
                <th scope="col" className={css.num}>
                  {t('deposit.col.amount')}
                </th>
                <th scope="col">{t('deposit.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.content.map((o) => (
                <tr key={o.orderNo}>
                  <td>{memberTime(o.createdAt)}</td>
                  <td>{o.orderNo}</td>
                  <td>{o.methodName}</td>
                  <td className={css.num}>{money(o.amount)}</td>
                  <td>
                    <span className={css.status} data-status={o.status}>
                      {t(`deposit.status.${o.status}`)}
                    </span>
                    {o.payUrl && (
                      <>
                        {' '}
                        <a href={o.payUrl} onClick={() => writePendingDeposit(o.orderNo)}>
                          {t('deposit.return.pay')}
                        </a>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={css.totals}>
            <span>{t('wallet.count', { count: orders.data.total })}</span>
            <span>
              {t('deposit.totalPaid')} <strong>{money(orders.data.totalPaid)}</strong>
            </span>
          </p>
          <Pager page={orders.data.pageNum} pages={orders.data.totalPages} busy={orders.isFetching} onPage={setPageNum} />
        </>
      )}
    </section>
  );
}
