// The withdrawal request: amount (within the server's limits), the bank account, the payment password; sent
// encrypted with a request id made once per submission. The amount is held from the balance at once, so the
// balance queries are refreshed on success.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newRequestId, withdraw } from '../../api/withdrawal/withdraw.ts';
import type { WithdrawInfo } from '../../../contract/withdrawal/withdraw.ts';
import { checkAmount } from '../../domain/deposit-amount.ts';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import { useApi } from '../app/app-providers.tsx';
import { useMoney } from '../kit/use-money.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import css from '../kit/centre.module.css';
import { PAYMENT_PASSWORD_LENGTH } from '../../../contract/rules/payment-password.ts';

export function WithdrawForm({ info, onRequested }: { info: WithdrawInfo; onRequested(id: number): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(info.accounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const send = useMutation({
    mutationFn: (body: { amount: number }) =>
      withdraw(api, { amount: body.amount, bankAccountId: accountId, paymentPassword: password, requestId: newRequestId() }),
    onSuccess: (view) => {
      setAmount('');
      setPassword('');
      setDone(t('withdraw.requested', { amount: money(view.amount), orderNo: view.orderNo }));
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      void queryClient.invalidateQueries({ queryKey: ['withdrawInfo'] });
      void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
      void queryClient.invalidateQueries({ queryKey: ['accountRecord'] });
      onRequested(view.id);
    },
    onError: (error) => {
      setProblem(withdrawRefusal(error));
      // The turnover notice above the form shows the same amount still to play.
      if (refusalOf(error).errorCode === 'withdraw.turnover.pending') void queryClient.invalidateQueries({ queryKey: ['turnoverStatus'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const checked = checkAmount(amount, info);
    if ('problem' in checked) return setProblem(checked.problem);
    if (password === '') return setProblem({ key: 'withdraw.passwordRequired' });
    setProblem(null);
    send.mutate({ amount: checked.amount });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdraw.request')}</h3>
      <div className={css.field}>
        <label htmlFor={`${id}-acc`}>{t('withdraw.account')}</label>
        <select id={`${id}-acc`} value={accountId} onChange={(e) => setAccountId(Number(e.target.value))}>
          {info.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankName} · {a.accountName} · {a.accountNumber}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-amt`}>{t('withdraw.amount')}</label>
        <input
          id={`${id}-amt`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <label htmlFor={`${id}-pw`}>{t('withdraw.paymentPassword')}</label>
        <input
          id={`${id}-pw`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PAYMENT_PASSWORD_LENGTH}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <FormProblem problem={problem} money={money} />
      <FormStatus>{done}</FormStatus>
      <p className={css.muted}>{t('withdraw.confirmNote', { count: info.confirmMinutes })}</p>
      <div className={css.actions}>
        <SubmitButton busy={send.isPending}>{t('withdraw.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** A refusal in the member's words; the bonus turnover one names the amount still to play (FormProblem formats it). */
function withdrawRefusal(error: unknown): FieldProblem {
  const { errorCode, value } = refusalOf(error);
  if (errorCode === 'withdraw.turnover.pending')
    return { key: 'turnover.pending', values: { remaining: (value as { remaining?: number } | null)?.remaining ?? 0 } };
  return refusalProblem(error);
}
