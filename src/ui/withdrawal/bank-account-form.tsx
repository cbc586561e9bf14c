// Binding a bank account (or e-wallet): bank, account name, account number (6 to 20 digits).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bindBankAccount } from '../../api/withdrawal/withdraw.ts';
import type { BankCode } from '../../../contract/withdrawal/withdraw.ts';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { useApi } from '../app/app-providers.tsx';
import { useSessionRef } from '../app/actors.ts';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem } from '../kit/form-messages.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import css from '../kit/centre.module.css';

const ACCOUNT_NUMBER = /^\d{6,20}$/;
const ACCOUNT_NAME = /^\p{L}[\p{L} .,'-]{1,59}$/u;
const INVALIDATES = [['withdrawInfo'], ['securityCenter'], ['registerPromotions']] as const;

function checkAccount(accountName: string, accountNumber: string): FieldProblem | null {
  if (!ACCOUNT_NAME.test(accountName)) return { key: 'withdraw.accountNameFormat' };
  if (!ACCOUNT_NUMBER.test(accountNumber)) return { key: 'withdraw.accountNumberFormat' };
  return null;
}

export function BankAccountForm({ banks, first }: { banks: { code: string; name: string }[]; first: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const [open, setOpen] = useState(first);
  const [bankCode, setBankCode] = useState(banks[0]?.code ?? '');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const id = useId();
  const session = useSessionRef();
  const bind = useFormMutation({
    send: (body: { bankCode: BankCode; accountName: string; accountNumber: string }) => bindBankAccount(api, body),
    invalidates: INVALIDATES,
    onDone: () => {
      setAccountName('');
      setAccountNumber('');
      setOpen(false);
      // A bank account may unlock a newbie reward: the header's count follows.
      session.send({ type: 'session.reload' });
    },
  });
  if (!open) {
    return (
      <div className={css.actions}>
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          {t('withdraw.addAccount')}
        </button>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { bankCode: bankCode as BankCode, accountName: accountName.trim(), accountNumber: accountNumber.trim() };
    bind.submit(body, checkAccount(body.accountName, body.accountNumber));
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdraw.bindAccount')}</h3>
      <div className={css.field}>
        <label htmlFor={`${id}-b`}>{t('withdraw.bank')}</label>
        <select id={`${id}-b`} value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-n`}>{t('withdraw.accountName')}</label>
        <input id={`${id}-n`} autoComplete="name" value={accountName} onChange={(e) => setAccountName(e.target.value)} />
        <label htmlFor={`${id}-a`}>{t('withdraw.accountNumber')}</label>
        <input id={`${id}-a`} inputMode="numeric" autoComplete="off" value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} />
      </div>
      <FormProblem problem={bind.problem} />
      <div className={css.actions}>
        <SubmitButton busy={bind.pending}>{t('withdraw.bindSubmit')}</SubmitButton>
        {!first && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              bind.reset();
              setOpen(false);
            }}
          >
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
