// Binding a bank account (or e-wallet): bank, account name, account number (6 to 20 digits).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindBankAccount } from '../../api/withdraw.ts';
import type { BankCode } from '../../api/contract/withdraw.ts';
import { refusalProblem } from '../../domain/refusal.ts';
import { useApi } from '../app-providers.tsx';
import css from './member-centre.module.css';

const ACCOUNT_NUMBER = /^\d{6,20}$/;
const ACCOUNT_NAME = /^\p{L}[\p{L} .,'-]{1,59}$/u;

export function BankAccountForm({ banks, first }: { banks: { code: string; name: string }[]; first: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(first);
  const [bankCode, setBankCode] = useState(banks[0]?.code ?? '');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const bind = useMutation({
    mutationFn: () => bindBankAccount(api, { bankCode: bankCode as BankCode, accountName: accountName.trim(), accountNumber: accountNumber.trim() }),
    onSuccess: () => {
      setAccountName('');
      setAccountNumber('');
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: ['withdrawInfo'] });
    },
    onError: (error) => setProblem(refusalProblem(error).key),
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
    if (!ACCOUNT_NAME.test(accountName.trim())) return setProblem('withdraw.accountNameFormat');
    if (!ACCOUNT_NUMBER.test(accountNumber.trim())) return setProblem('withdraw.accountNumberFormat');
    setProblem(null);
    bind.mutate();
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
      {problem && (
        <p className={css.error} role="alert">
          {t(problem)}
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className="btn btn-primary" disabled={bind.isPending} aria-busy={bind.isPending}>
          {bind.isPending && <span className="spinner-small" aria-hidden="true" />}
          {t('withdraw.bindSubmit')}
        </button>
        {!first && (
          <button type="button" className="btn" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
