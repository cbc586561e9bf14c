import { use } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { useSystemStatus } from '../app/actors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { registerFields, type RegisterMode } from '../../../contract/rules/registration-rules.ts';
import { ADULT_AGE } from '../../machines/registration/registration.types.ts';
import type { registrationMachine } from '../../machines/registration/registration.machine.ts';
import type { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import type { affiliateCheckMachine } from '../../machines/registration/affiliate-check.machine.ts';
import { SendCodeButton } from '../session/send-code-button.tsx';
import { deviceId, referralCodeOf } from '../referral/device-id.ts';
import { AuthForm, FormError, FormTabs, PhoneFields, SubmitButton, TextField } from '../kit/form-parts.tsx';
import css from '../kit/form-parts.module.css';

type RegistrationRef = ActorRefFrom<typeof registrationMachine>;

const SECRET = new Set(['password', 'confirmPassword', 'paymentPassword']);
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

/** Registration by username or mobile number: the fields the server enables, required ones marked *. */
export function RegisterForm() {
  const { t } = useTranslation();
  const rules = useSystemStatus((s) => s.context.status?.info.register ?? {});
  const flags = useSystemStatus(selectFlags);
  const tabs = { username: isOn(flags, 'USERNAMEREG3'), mobile: isOn(flags, 'MOBILENUMREG3') };
  const smsVerification = isOn(flags, 'REGMOBVERF3');
  // A referral link carries the inviting agent's code: /register?affiliateCode=AGENT01.
  const affiliateCode = new URLSearchParams(window.location.search).get('affiliateCode')?.slice(0, 32) ?? null;
  // A player's invite link carries their code (/register?referralCode=X or ?r=X), sent with this browser's id.
  const referralCode = referralCodeOf(window.location.search);
  const flow = useFlowActor(use(useFlows().registration()), {
    input: { rules, tabs, smsVerification, affiliateCode, referralCode, deviceId: referralCode ? deviceId() : null },
  });
  const mode = useSelector(flow, (s) => s.context.mode);
  const terms = useSelector(flow, (s) => s.context.terms);
  const error = useSelector(flow, (s) => s.context.error);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const fields = registerFields(rules, mode, mode === 'mobile' && smsVerification);

  return (
    <AuthForm onSubmit={() => flow.send({ type: 'register.submit' })}>
      {tabs.username && tabs.mobile && (
        <FormTabs
          options={['mobile', 'username'] as const}
          selected={mode}
          labelKey={(m: RegisterMode) => `register.tabs.${m}`}
          onSelect={(m) => flow.send({ type: 'tab.select', mode: m })}
        />
      )}
      {fields.map(({ name, required }) =>
        name === 'mobileNum' ? (
          <NumberWithCountry key={name} flow={flow} required={required} disabled={submitting} />
        ) : name === 'verificationCode' ? (
          <div key={name} className={css.captcha}>
            <RegisterInput flow={flow} name={name} required={required} disabled={submitting} />
            <SmsButton flow={flow} />
          </div>
        ) : name === 'affiliateCode' ? (
          <div key={name}>
            <RegisterInput flow={flow} name={name} required={required} disabled={submitting} />
            <AffiliateVerdict flow={flow} />
          </div>
        ) : (
          <RegisterInput key={name} flow={flow} name={name} required={required} disabled={submitting} />
        ),
      )}
      <label className={css.check}>
        <input type="checkbox" checked={terms} onChange={() => flow.send({ type: 'terms.toggle' })} disabled={submitting} />
        <span>{t('register.terms', { age: ADULT_AGE })}</span>
      </label>
      <FormError>{error && t(error.key, error.values)}</FormError>
      <SubmitButton busy={submitting}>{t('register.submit')}</SubmitButton>
    </AuthForm>
  );
}

function RegisterInput({ flow, name, required, disabled }: { flow: RegistrationRef; name: string; required: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const value = useSelector(flow, (s) => s.context.values[name] ?? '');
  const problem = useSelector(flow, (s) => s.context.problems[name]);
  return (
    <TextField
      name={name}
      label={t(`register.fields.${name}`)}
      required={required}
      type={SECRET.has(name) ? 'password' : name === 'email' ? 'email' : name === 'mobileNum' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      value={value}
      disabled={disabled}
      problem={problem ? t(problem.key, problem.values) : null}
      onChange={(v) => flow.send({ type: 'field.change', field: name, value: v })}
    />
  );
}

function NumberWithCountry({ flow, required, disabled }: { flow: RegistrationRef; required: boolean; disabled: boolean }) {
  const dialingCode = useSelector(flow, (s) => s.context.values.countryDialingCode ?? '');
  return (
    <PhoneFields
      dialingCode={dialingCode}
      disabled={disabled}
      onDialingCode={(v) => flow.send({ type: 'field.change', field: 'countryDialingCode', value: v })}
    >
      <RegisterInput flow={flow} name="mobileNum" required={required} disabled={disabled} />
    </PhoneFields>
  );
}

function SmsButton({ flow }: { flow: RegistrationRef }) {
  const sms = useSelector(flow, (s) => s.children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined);
  return sms ? <SendCodeButton sms={sms} onSend={() => flow.send({ type: 'sms.request' })} /> : null;
}

/** What the live check says of the invitation code, under its field. */
function AffiliateVerdict({ flow }: { flow: RegistrationRef }) {
  const { t } = useTranslation();
  const check = useSelector(flow, (s) => s.children.affiliate as ActorRefFrom<typeof affiliateCheckMachine> | undefined);
  const verdict = useSelector(check, (s) =>
    s?.hasTag('ui:checking') ? 'checking' : s?.hasTag('ui:valid') ? 'valid' : s?.hasTag('ui:invalid') ? 'invalid' : null,
  );
  const agent = useSelector(check, (s) => s?.context.agentName);
  // A problem from a submit is already shown on the field.
  const fieldProblem = useSelector(flow, (s) => s.context.problems.affiliateCode !== undefined);
  if (!verdict || (verdict === 'invalid' && fieldProblem)) return null;
  return (
    <small role={verdict === 'invalid' ? 'alert' : 'status'} className={verdict === 'invalid' ? css.error : css.note}>
      {verdict === 'checking'
        ? t('register.affiliate.checking')
        : verdict === 'valid'
          ? t('register.affiliate.valid', { agent })
          : t('errors.affiliate.invalid')}
    </small>
  );
}
