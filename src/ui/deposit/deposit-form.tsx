// The deposit form: a method tile (with its limits), an amount (typed or a preset), then the order is created
// and the member goes to the provider's pay page in this tab (docs/decisions.md); the page shows the outcome on
// return.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createDeposit, depositMethodsQuery } from '../../api/deposit/deposit.ts';
import { checkAmount } from '../../domain/deposit-amount.ts';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { selectToken } from '../../machines/session/session.selectors.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { writePendingDeposit } from './pending-deposit.ts';
import { useMoney } from '../kit/use-money.ts';
import { FormProblem } from '../kit/form-messages.tsx';
import css from '../kit/centre.module.css';

export function DepositForm() {
  const { t } = useTranslation();
  const api = useApi();
  const token = useSession(selectToken) ?? '';
  const money = useMoney();
  const methods = useQuery(depositMethodsQuery(api, token));
  const [picked, setPicked] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const amountId = useId();
  const errorId = useId();
  const create = useMutation({
    mutationFn: (body: { method: string; amount: number }) => createDeposit(api, body),
    onSuccess: (order) => {
      if (!order.payUrl) return;
      writePendingDeposit(order.orderNo);
      window.location.assign(order.payUrl);
    },
    onError: (error) => setProblem(refusalProblem(error)),
  });

  if (methods.isPending) return <div className={css.skeleton} style={{ height: 120 }} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />;
  if (methods.isError) return <ErrorRetry onRetry={() => methods.refetch()} />;
  const list = methods.data.methods;
  if (list.length === 0) return <p className={css.empty}>{t('deposit.noMethods')}</p>;
  const method = list.find((m) => m.code === picked) ?? list[0]!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAmount(amount, method);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    create.mutate({ method: method.code, amount: checked.amount });
  };
  const busy = create.isPending || create.isSuccess;

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={css.tiles}>
        <legend>{t('deposit.methods')}</legend>
        {list.map((m) => (
          <label key={m.code} className={css.tile}>
            <input type="radio" name="method" value={m.code} checked={m.code === method.code} onChange={() => (setPicked(m.code), setProblem(null))} />
            <span className={css.tileName}>{m.name}</span>
            <span className={css.tileLimits}>{t('deposit.limits', { min: money(m.min), max: money(m.max) })}</span>
          </label>
        ))}
      </fieldset>
      <div className={css.field}>
        <label htmlFor={amountId}>{t('deposit.amount')}</label>
        <input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t('deposit.limits', { min: money(method.min), max: money(method.max) })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <FormProblem id={errorId} problem={problem} money={money} />
      </div>
      <div className={css.presets} role="group" aria-label={t('deposit.presets')}>
        {method.presets.map((p) => (
          <button key={p} type="button" className="btn" aria-pressed={Number(amount) === p} onClick={() => (setAmount(String(p)), setProblem(null))}>
            {money(p)}
          </button>
        ))}
      </div>
      <p className={css.muted}>{t('deposit.expireNote', { count: methods.data.expireMinutes })}</p>
      <div className={css.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner-small" aria-hidden="true" />}
          {t('deposit.submit')}
        </button>
      </div>
    </form>
  );
}
