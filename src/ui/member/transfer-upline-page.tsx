// transferUpline (spec §2): money from the main wallet to the member's agent, where the merchant allows it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newRequestId } from '../../api/withdraw.ts';
import { fetchTransferUplineInfo, transferToUpline } from '../../api/transfer.ts';
import { checkAmount } from '../../domain/deposit-amount.ts';
import type { FieldProblem } from '../../domain/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { selectToken } from '../../machines/session.selectors.ts';
import { useApi } from '../app-providers.tsx';
import { useSession } from '../actors.ts';
import { ErrorRetry } from '../components/error-retry.tsx';
import { useMoney } from './use-money.ts';
import css from './member-centre.module.css';

export default function TransferUplinePage() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: ['transferUpline', token], queryFn: () => fetchTransferUplineInfo(api), staleTime: 10_000 });
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const send = useMutation({
    mutationFn: (value: number) => transferToUpline(api, { amount: value, requestId: newRequestId() }),
    onSuccess: (value, sent) => {
      setAmount('');
      setDone(t('upline.done', { amount: money(sent), upline: value.upline }));
      void queryClient.invalidateQueries({ queryKey: ['transferUpline'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
    onError: (error) => setProblem(refusalProblem(error)),
  });
  const submit = (e: FormEvent, balance: number) => {
    e.preventDefault();
    setDone(null);
    const checked = checkAmount(amount, { min: 0.01, max: balance });
    if ('problem' in checked) return setProblem(checked.problem.key === 'wallet.amountAboveMax' ? { key: 'errors.wallet.insufficient.balance' } : checked.problem);
    setProblem(null);
    send.mutate(checked.amount);
  };
  return (
    <section className={css.section} aria-labelledby="upline-title" aria-busy={info.isFetching}>
      <h2 id="upline-title">{t('memberCentre.pages.transferUpline')}</h2>
      {info.isPending ? (
        <div className={css.skeleton} aria-busy="true" aria-label={t('common.loading')} />
      ) : info.isError ? (
        <ErrorRetry onRetry={() => info.refetch()} />
      ) : !info.data.enabled || !info.data.upline ? (
        <p className={css.empty}>{t(info.data.upline ? 'upline.off' : 'upline.none')}</p>
      ) : (
        <form onSubmit={(e) => submit(e, info.data.balance)} noValidate>
          <dl className={css.facts}>
            <dt>{t('upline.agent')}</dt>
            <dd>{info.data.upline}</dd>
            <dt>{t('withdraw.available')}</dt>
            <dd>{money(info.data.balance)}</dd>
          </dl>
          <div className={css.field} style={{ marginTop: 16 }}>
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
              {done}
            </p>
          )}
          <div className={css.actions}>
            <button type="submit" className="btn btn-primary" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending && <span className="spinner-small" aria-hidden="true" />}
              {t('transfer.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
