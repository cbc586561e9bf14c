// transferUpline (docs/product.md §2): money from the main wallet to the member's agent, where the merchant allows it.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { newRequestId } from '../../api/withdrawal/withdraw.ts';
import { fetchTransferUplineInfo, transferToUpline } from '../../api/wallet/transfer.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { TransferAmountForm } from './transfer-amount-form.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export default function TransferUplinePage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const info = useQuery({ queryKey: ['transferUpline', token], queryFn: () => fetchTransferUplineInfo(api), staleTime: 10_000 });
  const send = async (amount: number) => {
    const sent = await transferToUpline(api, { amount, requestId: newRequestId() });
    return t('upline.done', { amount: money(amount), upline: sent.upline });
  };
  return (
    <section className={css.section} aria-labelledby="upline-title" aria-busy={info.isFetching}>
      <h2 id="upline-title">{t('memberCentre.pages.transferUpline')}</h2>
      {info.isPending ? (
        <div className={css.skeleton} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />
      ) : info.isError ? (
        <ErrorRetry onRetry={() => info.refetch()} />
      ) : !info.data.enabled || !info.data.upline ? (
        <p className={css.empty}>{t(info.data.upline ? 'upline.off' : 'upline.none')}</p>
      ) : (
        <TransferAmountForm available={info.data.balance} send={send} refresh={[['transferUpline']]}>
          <dl className={css.facts}>
            <dt>{t('upline.agent')}</dt>
            <dd>{info.data.upline}</dd>
            <dt>{t('withdraw.available')}</dt>
            <dd>{money(info.data.balance)}</dd>
          </dl>
        </TransferAmountForm>
      )}
    </section>
  );
}
