// The payment password (6 digits, sent encrypted), which withdrawals ask for: set once ("set"), then changed with
// the current one ("change"). Either way the withdraw page and the security centre learn of it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePaymentPassword, setPaymentPassword } from '../../api/withdrawal/withdraw.ts';
import { checkPaymentPassword } from '../../../contract/rules/security-forms.ts';
import { useApi } from '../app/app-providers.tsx';
import { SubmitButton } from '../kit/form-parts.tsx';
import { FormProblem, FormStatus } from '../kit/form-messages.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import css from '../kit/centre.module.css';

interface Values {
  old: string;
  password: string;
  confirm: string;
}

const EMPTY: Values = { old: '', password: '', confirm: '' };
const INVALIDATES = [['withdrawInfo'], ['securityCenter']] as const;

export function PaymentPasswordForm({ mode = 'set' }: { mode?: 'set' | 'change' }) {
  const { t } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState<Values>(EMPTY);
  // What the last success did: the form turns from "set" to "change" once one is set, and still says so.
  const [saved, setSaved] = useState<'set' | 'change' | null>(null);
  const id = useId();
  const save = useFormMutation({
    send: ({ old, password, confirm }: Values) =>
      mode === 'set'
        ? setPaymentPassword(api, { paymentPassword: password, confirmPaymentPassword: confirm })
        : changePaymentPassword(api, { oldPaymentPassword: old, newPaymentPassword: password, confirmPaymentPassword: confirm }),
    invalidates: INVALIDATES,
    onDone: () => {
      setSaved(mode);
      setValues(EMPTY);
    },
  });
  const change = (field: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    save.submit(values, checkPaymentPassword(mode === 'change' ? values : { password: values.password, confirm: values.confirm }));
  };
  const digits = { type: 'password', inputMode: 'numeric', maxLength: 6 } as const;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(mode === 'set' ? 'withdraw.setPassword' : 'security.changePaymentPassword')}</h3>
      <p className={css.muted}>{t(mode === 'set' ? 'withdraw.setPasswordHint' : 'security.changePaymentPasswordHint')}</p>
      <div className={css.field}>
        {mode === 'change' && (
          <>
            <label htmlFor={`${id}-o`}>{t('security.oldPaymentPassword')}</label>
            <input id={`${id}-o`} {...digits} autoComplete="current-password" value={values.old} onChange={change('old')} />
          </>
        )}
        <label htmlFor={`${id}-p`}>{t(mode === 'set' ? 'withdraw.newPassword' : 'security.newPaymentPassword')}</label>
        <input id={`${id}-p`} {...digits} autoComplete="new-password" value={values.password} onChange={change('password')} />
        <label htmlFor={`${id}-c`}>{t(mode === 'set' ? 'withdraw.confirmPassword' : 'security.confirmNewPaymentPassword')}</label>
        <input id={`${id}-c`} {...digits} autoComplete="new-password" value={values.confirm} onChange={change('confirm')} />
      </div>
      <FormProblem problem={save.problem} />
      <FormStatus>{saved ? t(saved === 'set' ? 'security.paymentPasswordSet' : 'security.paymentPasswordChanged') : null}</FormStatus>
      <div className={css.actions}>
        <SubmitButton busy={save.pending}>{t(mode === 'set' ? 'withdraw.savePassword' : 'security.changePaymentPasswordSubmit')}</SubmitButton>
      </div>
    </form>
  );
}
