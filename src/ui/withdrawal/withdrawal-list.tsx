// The member's withdrawals (newest first) with paging; each opens its confirmation view.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withdrawalsQuery } from '../../api/withdrawal/withdraw.ts';
import { useMemberTime } from '../kit/use-platform-time.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { Pager } from '../kit/pager.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export function WithdrawalList({ onOpen }: { onOpen(id: number): void }) {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const memberTime = useMemberTime();
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ ...withdrawalsQuery(useApi(), token, { pageNum }), placeholderData: keepPreviousData });
  return (
    <section className={css.section} aria-labelledby="withdrawals-title" aria-busy={list.isFetching}>
      <h2 id="withdrawals-title">{t('withdraw.list')}</h2>
      {list.isPending ? (
        <div role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={css.skeleton} />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorRetry onRetry={() => list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <p className={css.empty}>{t('withdraw.empty', { start: list.data.startDate, end: list.data.endDate })}</p>
      ) : (
        <>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('deposit.col.time')}</th>
                <th scope="col">{t('deposit.col.order')}</th>
                <th scope="col" className={css.num}>
                  {t('deposit.col.amount')}
                </th>
                <th scope="col" className={css.num}>
                  {t('withdraw.received')}
                </th>
                <th scope="col" className={css.num}>
                  {t('withdraw.remaining')}
                </th>
                <th scope="col">{t('deposit.col.status')}</th>
                <th scope="col">
                  <span className="sr-only">{t('withdraw.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((w) => (
                <tr key={w.id}>
                  <td>{memberTime(w.requestedAt)}</td>
                  <td>{w.orderNo}</td>
                  <td className={css.num}>{money(w.amount)}</td>
                  <td className={css.num}>{money(w.receivedAmount)}</td>
                  <td className={css.num}>{money(w.remainingAmount)}</td>
                  <td>
                    <span className={css.status} data-status={w.status}>
                      {t(`withdraw.status.${w.status}`)}
                    </span>
                  </td>
                  <td>
                    <button type="button" className="btn" onClick={() => onOpen(w.id)} aria-label={t('withdraw.detailsOf', { orderNo: w.orderNo })}>
                      {t('withdraw.details')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={list.data.pageNum} pages={list.data.totalPages} busy={list.isFetching} onPage={setPageNum} />
        </>
      )}
    </section>
  );
}
