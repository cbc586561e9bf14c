// transferFund (spec §2 "wallet"): the member's wallets. A single-wallet merchant (GCS_merchantWallet isSingle)
// shows the one balance; with transfer wallets, money moves between the main wallet and a provider's wallet
// through GCS_walletTransfer (a request id per submission).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchantWalletQuery } from '../../api/catalogue.ts';
import { newRequestId } from '../../api/withdraw.ts';
import { fetchConsolidatedFunds, walletTransfer } from '../../api/transfer.ts';
import { checkAmount } from '../../domain/deposit-amount.ts';
import type { FieldProblem } from '../../domain/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { selectToken } from '../../machines/session.selectors.ts';
import { useApi, useSite } from '../app-providers.tsx';
import { useSession } from '../actors.ts';
import { ErrorRetry } from '../components/error-retry.tsx';
import { useMoney } from './use-money.ts';
import css from './member-centre.module.css';

const MAIN = 'MAIN';

export default function TransferFundPage() {
  const { t } = useTranslation();
  const api = useApi();
  const site = useSite();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const mode = useQuery(merchantWalletQuery(api, site.cache, site.merchant));
  const funds = useQuery({ queryKey: ['funds', token], queryFn: () => fetchConsolidatedFunds(api), staleTime: 10_000 });
  const busy = mode.isPending || funds.isPending;
  return (
    <section className={css.section} aria-labelledby="wallet-title" aria-busy={funds.isFetching}>
      <h2 id="wallet-title">{t('memberCentre.pages.transferFund')}</h2>
      {busy ? (
        <div className={css.skeleton} style={{ height: 120 }} aria-busy="true" aria-label={t('common.loading')} />
      ) : mode.isError || funds.isError ? (
        <ErrorRetry onRetry={() => (mode.isError ? mode.refetch() : funds.refetch())} />
      ) : (
        <>
          <table className={css.table}>
            <caption className="sr-only">{t('transfer.wallets')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('transfer.wallet')}</th>
                <th scope="col" className={css.num}>
                  {t('member.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {funds.data.wallets.map((w) => (
                <tr key={w.code ?? w.name}>
                  <td>{(w.code ?? MAIN) === MAIN ? t('transfer.main') : w.name}</td>
                  <td className={css.num}>{money(w.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {mode.data.isSingle ? (
            <p className={css.muted}>{t('transfer.single')}</p>
          ) : (
            <TransferForm wallets={funds.data.wallets.map((w) => ({ code: w.code ?? MAIN, name: (w.code ?? MAIN) === MAIN ? t('transfer.main') : w.name }))} />
          )}
        </>
      )}
    </section>
  );
}

function TransferForm({ wallets }: { wallets: { code: string; name: string }[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const queryClient = useQueryClient();
  const others = wallets.filter((w) => w.code !== MAIN);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(others[0]?.code ?? MAIN);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [done, setDone] = useState(false);
  const id = useId();
  const send = useMutation({
    mutationFn: (value: number) => walletTransfer(api, { from, to, amount: value, requestId: newRequestId() }),
    onSuccess: () => {
      setAmount('');
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: ['funds'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
    onError: (error) => setProblem(refusalProblem(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (from === to) return setProblem({ key: 'errors.wallet.transfer.same' });
    const checked = checkAmount(amount, { min: 0.01, max: 1_000_000_000 });
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    send.mutate(checked.amount);
  };
  // One side is always the main wallet: picking a provider on one side puts the main wallet on the other.
  const pick = (side: 'from' | 'to', code: string) => {
    const other = code === MAIN ? (others[0]?.code ?? MAIN) : MAIN;
    setFrom(side === 'from' ? code : other);
    setTo(side === 'from' ? other : code);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('transfer.title')}</h3>
      <div className={css.field}>
        <label htmlFor={`${id}-from`}>{t('transfer.from')}</label>
        <select id={`${id}-from`} value={from} onChange={(e) => pick('from', e.target.value)}>
          {wallets.map((w) => (
            <option key={w.code} value={w.code}>
              {w.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-to`}>{t('transfer.to')}</label>
        <select id={`${id}-to`} value={to} onChange={(e) => pick('to', e.target.value)}>
          {wallets.map((w) => (
            <option key={w.code} value={w.code}>
              {w.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-amt`}>{t('transfer.amount')}</label>
        <input id={`${id}-amt`} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </div>
      {problem && (
        <p className={css.error} role="alert">
          {t(problem.key, problem.values && Object.fromEntries(Object.entries(problem.values).map(([k, v]) => [k, typeof v === 'number' ? money(v) : v])))}
        </p>
      )}
      {done && (
        <p className={css.notice} role="status">
          {t('transfer.done')}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className="btn btn-primary" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending && <span className="spinner-small" aria-hidden="true" />}
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
