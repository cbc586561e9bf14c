// Binding a mobile number: country and number, a texted code (the send button counts down), then bind. A bound
// number is replaced by the new one (docs/decisions.md).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bindMobile } from '../../api/account/security.ts';
import { COUNTRIES, DEFAULT_DIALING_CODE } from '../../../contract/rules/phone.ts';
import { checkBinding, checkMobile } from '../../../contract/rules/security-forms.ts';
import { useApi } from '../app/app-providers.tsx';
import { useFlowActor } from '../app/flows-context.tsx';
import { bindMobileCodeFlow } from './security-wiring.ts';
import { BindFormEnd, type BindingFormProps } from './binding-block.tsx';
import { CodeRow } from './code-row.tsx';
import { useFormMutation } from '../kit/use-form-mutation.ts';
import css from '../kit/centre.module.css';

export function BindMobileForm({ onBound, onCancel }: BindingFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const sms = useFlowActor(
    useMemo(() => bindMobileCodeFlow(api), [api]),
    { input: { compensateLatency: false } },
  );
  const [countryDialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const id = useId();
  const bind = useFormMutation({
    send: (body: { countryDialingCode: string; mobileNum: string; verificationCode: string }) => bindMobile(api, body),
    invalidates: [['securityCenter'], ['registerPromotions']],
    onDone: onBound,
  });
  const sendCode = () => {
    const problem = checkMobile(countryDialingCode, mobileNum);
    bind.refuse(problem);
    if (!problem) sms.send({ type: 'sms.send', request: { countryDialingCode, mobileNum: mobileNum.trim() } });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    bind.submit(
      { countryDialingCode, mobileNum: mobileNum.trim(), verificationCode: code.trim() },
      checkBinding(checkMobile(countryDialingCode, mobileNum), code),
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('security.bindMobile')}>
      <div className={css.phoneRow}>
        <div className={css.field}>
          <label htmlFor={`${id}-country`}>{t('login.country')}</label>
          <select id={`${id}-country`} value={countryDialingCode} onChange={(e) => setDialingCode(e.target.value)}>
            {COUNTRIES.map((c) => (
              <option key={c.countryCode} value={c.countryDialingCode}>
                {c.countryCode} +{c.countryDialingCode}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor={`${id}-mobile`}>{t('login.mobile')}</label>
          <input id={`${id}-mobile`} type="tel" autoComplete="tel-national" maxLength={20} value={mobileNum} onChange={(e) => setMobileNum(e.target.value)} />
        </div>
      </div>
      <CodeRow id={`${id}-code`} label={t('login.code')} value={code} onChange={setCode} sms={sms} onSend={sendCode} />
      <BindFormEnd bind={bind} onCancel={onCancel} />
    </form>
  );
}
