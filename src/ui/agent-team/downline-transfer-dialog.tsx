// Transfer to a direct downline (issue 14): the amount (at most what the agent's wallet holds) and the payment
// password, one request id per submission; the outcome names both new balances, and the balances on the page
// refresh. An agent without a payment password is sent to the security centre to set one.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TEAM_KEYS, transferToDownline } from '../../api/agent-team/agent-team.ts';
import { newRequestId, withdrawInfoQuery } from '../../api/withdrawal/withdraw.ts';
import { paths } from '../../domain/paths.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { Dialog } from '../kit/dialog.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { TransferAmountForm } from '../wallet/transfer-amount-form.tsx';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

export function DownlineTransferDialog({ account, onClose }: { account: string; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const id = useId();
  const info = useQuery(withdrawInfoQuery(api, token));
  const [password, setPassword] = useState('');
  const send = async (amount: number) => {
    const sent = await transferToDownline(api, { account, amount, paymentPassword: password, requestId: newRequestId() });
    setPassword('');
    return t('agentTeam.transfer.done', {
      amount: money(sent.amount),
      account: sent.account,
      balance: money(sent.balance),
      downlineBalance: money(sent.downlineBalance),
    });
  };
  return (
    <Dialog title={t('agentTeam.transfer.title', { account })} onClose={onClose}>
      {info.isPending ? (
        <div className={css.skeleton} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />
      ) : info.isError ? (
        <ErrorRetry onRetry={() => info.refetch()} />
      ) : !info.data.hasPaymentPassword ? (
        <p className={css.empty}>
          {t('agentTeam.transfer.noPassword')} <Link href={paths.memberPage('securityCenter')}>{t('agentTeam.transfer.setPassword')}</Link>
        </p>
      ) : (
        <TransferAmountForm
          available={info.data.balance}
          check={() => (password === '' ? { key: 'agentTeam.transfer.passwordRequired' } : null)}
          send={send}
          refresh={[['withdrawInfo'], TEAM_KEYS.downlines, TEAM_KEYS.detail]}
        >
          <dl className={css.facts}>
            <dt>{t('agentTeam.transfer.to')}</dt>
            <dd>{account}</dd>
            <dt>{t('withdraw.available')}</dt>
            <dd data-testid="agent-balance">{money(info.data.balance)}</dd>
          </dl>
          <div className={css.field} style={{ marginTop: 16 }}>
            <label htmlFor={`${id}-pin`}>{t('agentTeam.transfer.paymentPassword')}</label>
            <input id={`${id}-pin`} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
        </TransferAmountForm>
      )}
    </Dialog>
  );
}
