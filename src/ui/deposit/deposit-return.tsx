// The order the member was sent to pay: its status now (asked again while pending). A paid order refreshes the
// balance and the order list, so the header shows the new balance at once.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { depositOrderQuery } from '../../api/deposit/deposit-order.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export function DepositReturn({ orderNo, onDismiss }: { orderNo: string; onDismiss(): void }) {
  const { t } = useTranslation();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const queryClient = useQueryClient();
  const order = useQuery(depositOrderQuery(useApi(), token, orderNo));
  const status = order.data?.status;

  useEffect(() => {
    if (status === 'paid' || status === 'cancelled' || status === 'expired') {
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      void queryClient.invalidateQueries({ queryKey: ['depositOrders'] });
      void queryClient.invalidateQueries({ queryKey: ['accountRecord'] });
    }
  }, [status, queryClient]);

  if (order.isPending) return <div className={css.skeleton} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />;
  if (order.isError) return <ErrorRetry message={t(refusalProblem(order.error).key)} onRetry={() => order.refetch()} />;
  const o = order.data;
  return (
    <div className={css.notice} data-status={o.status} role="status" aria-label={t('deposit.return.title')}>
      <strong>
        {t('deposit.return.title')} · {o.orderNo} ·{' '}
        <span className={css.status} data-status={o.status}>
          {t(`deposit.status.${o.status}`)}
        </span>
      </strong>
      <span>{t(`deposit.return.${o.status}`, { amount: money(o.amount), method: o.methodName })}</span>
      <div className={css.actions}>
        {o.payUrl && (
          <a className="btn btn-primary" href={o.payUrl}>
            {t('deposit.return.pay')}
          </a>
        )}
        {o.status === 'pending' && (
          <button type="button" className="btn" onClick={() => order.refetch()} disabled={order.isFetching} aria-busy={order.isFetching}>
            {t('deposit.return.check')}
          </button>
        )}
        <button type="button" className="btn" onClick={onDismiss}>
          {t('deposit.return.dismiss')}
        </button>
      </div>
    </div>
  );
}
