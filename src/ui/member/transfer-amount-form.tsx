// The amount and submit block both transfer pages share (transferFund, transferUpline): the amount checked here
// against what the sending wallet holds, one request per submission, the refusal or the outcome in words, and
// the read models the money moved refreshed (the header balance, the account record, the page's own).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldProblem } from '../../domain/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { checkTransferAmount } from '../../domain/transfer-amount.ts';
import { useMoney } from './use-money.ts';
import css from './member-centre.module.css';

export function TransferAmountForm({
  title,
  available,
  check,
  send,
  refresh,
  children,
}: {
  /** A heading that names the form. */
  title?: string;
  /** What the sending wallet holds. */
  available: number;
  /** The rest of the form's own problem, asked before the amount's. */
  check?(): FieldProblem | null;
  /** Sends the amount; answers what to say once it is done. */
  send(amount: number): Promise<string>;
  /** The page's own read models that the transfer changes. */
  refresh: readonly QueryKey[];
  /** The fields above the amount. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const transfer = useMutation({
    mutationFn: send,
    onSuccess: (said) => {
      setAmount('');
      setDone(said);
      for (const queryKey of [...refresh, ['balance'], ['accountRecord']]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => setProblem(refusalProblem(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const wrong = check?.();
    if (wrong) return setProblem(wrong);
    const checked = checkTransferAmount(amount, available);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    transfer.mutate(checked.amount);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={title ? `${id}-title` : undefined}>
      {title && <h3 id={`${id}-title`}>{title}</h3>}
      {children}
      <div className={css.field} style={{ marginTop: 16 }}>
        <label htmlFor={`${id}-amt`}>{t('transfer.amount')}</label>
        <input
          id={`${id}-amt`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} className={css.error} role="alert">
          {t(problem.key, problem.values && Object.fromEntries(Object.entries(problem.values).map(([k, v]) => [k, typeof v === 'number' ? money(v) : v])))}
        </p>
      )}
      {done && (
        <p className={css.notice} role="status">
          {done}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className="btn btn-primary" disabled={transfer.isPending} aria-busy={transfer.isPending}>
          {transfer.isPending && <span className="spinner-small" aria-hidden="true" />}
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
