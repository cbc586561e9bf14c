// Binding an email address: the address, a mailed code (the send button counts down), then bind. A bound address
// is replaced by the new one (docs/decisions.md).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bindEmail } from '../../api/account/security.ts';
import { checkBinding, checkEmail } from '../../../contract/rules/security-forms.ts';
import { useApi } from '../app/app-providers.tsx';
import { useFlowActor } from '../app/flows-context.tsx';
import { bindEmailCodeFlow } from './security-wiring.ts';
import { BindFormEnd, type BindingFormProps } from './binding-block.tsx';
import { CodeRow } from './code-row.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import css from '../kit/centre.module.css';

export function BindEmailForm({ onBound, onCancel }: BindingFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const mail = useFlowActor(
    useMemo(() => bindEmailCodeFlow(api), [api]),
    { input: { compensateLatency: false } },
  );
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const id = useId();
  const bind = useFormMutation({
    send: (body: { email: string; verificationCode: string }) => bindEmail(api, body),
    invalidates: [['securityCenter'], ['registerPromotions']],
    onDone: onBound,
  });
  const sendCode = () => {
    const problem = checkEmail(email);
    bind.refuse(problem);
    if (!problem) mail.send({ type: 'sms.send', request: { email: email.trim() } });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    bind.submit({ email: email.trim(), verificationCode: code.trim() }, checkBinding(checkEmail(email), code));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('security.bindEmail')}>
      <div className={css.field}>
        <label htmlFor={`${id}-email`}>{t('security.emailAddress')}</label>
        <input id={`${id}-email`} type="email" autoComplete="email" maxLength={120} value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <CodeRow id={`${id}-code`} label={t('login.code')} value={code} onChange={setCode} sms={mail} onSend={sendCode} />
      <BindFormEnd bind={bind} onCancel={onCancel} />
    </form>
  );
}
