// The amount and submit block both transfer pages share (transferFund, transferUpline): the amount checked here
// against what the sending wallet holds, one request per submission, the refusal or the outcome in words, and
// the read models the money moved refreshed (the header balance, the account record, the page's own).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { checkTransferAmount } from '../../domain/transfer-amount.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import { useMoney } from '../kit/use-money.ts';
import css from '../kit/centre.module.css';

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
  const id = useId();
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const transfer = useFormMutation({
    send,
    invalidates: [...refresh, ['balance'], ['accountRecord']],
    onDone: (said: string) => {
      setAmount('');
      setDone(said);
    },
  });
  const problem = transfer.problem;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const checked = checkTransferAmount(amount, available);
    transfer.submit('amount' in checked ? checked.amount : 0, check?.() ?? ('problem' in checked ? checked.problem : null));
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
      <FormProblem id={`${id}-problem`} problem={problem} money={money} />
      <FormStatus>{done}</FormStatus>
      <div className={css.actions}>
        <SubmitButton busy={transfer.pending}>{t('transfer.submit')}</SubmitButton>
      </div>
    </form>
  );
}
