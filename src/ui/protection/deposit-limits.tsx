// The deposit limits (issue 16 §5): one row per period with what is used and left, and a raise or removal waiting
// for its cooling-off day. Lowering holds at once; the page says so before the member sends.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositLimitView } from '../../../contract/protection/protection.ts';
import { setDepositLimit } from '../../api/protection/protection.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { useApi } from '../app/app-providers.tsx';
import { useMoney } from '../kit/use-money.ts';
import { FormProblem } from '../kit/form-messages.tsx';
import { useMemberTime } from '../kit/use-platform-time.ts';
import css from './protection.module.css';
// The member centre's form fields, so these look like every other form there.
import fields from '../kit/centre.module.css';

function LimitRow({ limit }: { limit: DepositLimitView }) {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const time = useMemberTime();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [shown, setShown] = useState(false);
  const save = useMutation({
    mutationFn: (value: number | null) => setDepositLimit(api, { period: limit.period, amount: value }),
    onSuccess: () => {
      setAmount('');
      setShown(false);
      void queryClient.invalidateQueries({ queryKey: ['protection'] });
    },
  });
  const value = Number(amount);
  const valid = /^\d+(\.\d{1,2})?$/.test(amount) && value >= 1 && value <= 100_000_000;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (valid) save.mutate(value);
  };
  const id = `limit-${limit.period}`;
  return (
    <form className={css.limit} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={save.isPending}>
      <h3 id={`${id}-title`}>{t(`protection.limits.period.${limit.period}`)}</h3>
      <p data-testid={`${id}-now`}>
        {limit.amount === null
          ? t('protection.limits.none')
          : t('protection.limits.current', { amount: money(limit.amount), used: money(limit.used), remaining: money(limit.remaining ?? 0) })}
      </p>
      {limit.pending && (
        <p role="note">
          {limit.pending.amount === null
            ? t('protection.limits.pendingRemoval', { from: time(limit.pending.from) })
            : t('protection.limits.pendingRaise', { amount: money(limit.pending.amount), from: time(limit.pending.from) })}
        </p>
      )}
      <label className={fields.field}>
        {t('protection.limits.newAmount')}
        <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.trim())} disabled={save.isPending} />
      </label>
      {shown && !valid && <p className={css.problem}>{t('protection.limits.amountInvalid')}</p>}
      {save.error && <FormProblem problem={refusalProblem(save.error)} money={money} />}
      <div className={css.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('protection.limits.save')}
        </button>
        {limit.amount !== null && !(limit.pending && limit.pending.amount === null) && (
          <button type="button" className="btn" disabled={save.isPending} onClick={() => save.mutate(null)}>
            {t('protection.limits.remove')}
          </button>
        )}
      </div>
    </form>
  );
}

export function DepositLimits({ limits }: { limits: DepositLimitView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">{t('protection.limits.title')}</h2>
      <p>{t('protection.limits.rule')}</p>
      <div className={css.limits}>
        {limits.map((l) => (
          <LimitRow key={l.period} limit={l} />
        ))}
      </div>
    </section>
  );
}
