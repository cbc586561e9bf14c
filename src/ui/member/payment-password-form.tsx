// The first payment password (6 digits, sent encrypted); withdrawals need it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPaymentPassword } from '../../api/withdraw.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { useApi } from '../app-providers.tsx';
import css from './member-centre.module.css';

const SIX_DIGITS = /^\d{6}$/;

export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const save = useMutation({
    mutationFn: () => setPaymentPassword(api, { paymentPassword: password, confirmPaymentPassword: confirm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['withdrawInfo'] }),
    onError: (error) => setProblem(refusalProblem(error).key),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!SIX_DIGITS.test(password)) return setProblem('withdraw.passwordFormat');
    if (password !== confirm) return setProblem('validation.confirmMismatch');
    setProblem(null);
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdraw.setPassword')}</h3>
      <p className={css.muted}>{t('withdraw.setPasswordHint')}</p>
      <div className={css.field}>
        <label htmlFor={`${id}-p`}>{t('withdraw.newPassword')}</label>
        <input id={`${id}-p`} type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={password} onChange={(e) => setPassword(e.target.value)} />
        <label htmlFor={`${id}-c`}>{t('withdraw.confirmPassword')}</label>
        <input id={`${id}-c`} type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      {problem && (
        <p className={css.error} role="alert">
          {t(problem)}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <span className="spinner-small" aria-hidden="true" />}
          {t('withdraw.savePassword')}
        </button>
      </div>
    </form>
  );
}
