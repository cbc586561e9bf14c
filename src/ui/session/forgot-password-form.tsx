import { use, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { useSystemStatus } from '../app/actors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import type { ResetField, ResetMode } from '../../machines/session/password-reset.types.ts';
import type { passwordResetMachine } from '../../machines/session/password-reset.machine.ts';
import type { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { AuthForm, FormError, FormTabs, PhoneFields, SubmitButton, TextField } from '../kit/form-parts.tsx';
import css from '../kit/form-parts.module.css';
import { RESET_ACCOUNT_PARAM, RESET_CODE_PARAM, RESET_PATH } from '../../../contract/rules/password-reset.ts';

/**
 * A reset mail's link (/resetPassword?account=&code=). Only read here: the form may suspend while its flow loads, and
 * a first render that suspends keeps no state, so the address is cleared once the form is shown (below).
 */
function readResetLink(): { account: string; code: string } | null {
  const url = new URL(window.location.href);
  const account = url.searchParams.get(RESET_ACCOUNT_PARAM);
  const code = url.searchParams.get(RESET_CODE_PARAM);
  if (url.pathname.toLowerCase() !== RESET_PATH.toLowerCase() || !account || !code) return null;
  return { account, code };
}

type ResetRef = ActorRefFrom<typeof passwordResetMachine>;

/** Forgot password: by email, or by mobile number when CHNGPASSVERIF3 is on (then the default). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const mobileTab = useSystemStatus((s) => isOn(selectFlags(s), 'CHNGPASSVERIF3'));
  const passwordRule = useSystemStatus((s) => s.context.status?.info.register.password);
  const [link] = useState(readResetLink);
  const flow = useFlowActor(use(useFlows().passwordReset()), { input: { mobileTab, passwordRule, link } });
  // The form holds the code now: the address goes back to home, so a reload or a shared address does not carry it.
  useEffect(() => {
    if (link) window.history.replaceState(window.history.state, '', '/');
  }, [link]);
  const codeStep = useSelector(flow, (s) => s.matches('enteringCode') || s.matches('confirmingCode'));
  const mode = useSelector(flow, (s) => s.context.mode);
  const error = useSelector(flow, (s) => s.context.error);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const dialingCode = useSelector(flow, (s) => s.context.countryDialingCode);
  const sms = useSelector(flow, (s) => s.children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined);

  if (codeStep) return <ResetCodeStep flow={flow} />;
  return (
    <AuthForm onSubmit={() => flow.send({ type: 'reset.submit' })}>
      {mobileTab && (
        <FormTabs
          options={['mobile', 'email'] as const}
          selected={mode}
          labelKey={(m: ResetMode) => `password.tabs.${m}`}
          onSelect={(m) => flow.send({ type: 'tab.select', mode: m })}
        />
      )}
      {mode === 'email' ? (
        <>
          <ResetInput flow={flow} field="username" label={t('login.username')} autoComplete="username" disabled={submitting} />
          <ResetInput flow={flow} field="email" label={t('register.fields.email')} type="email" autoComplete="email" disabled={submitting} />
        </>
      ) : (
        <>
          <PhoneFields
            dialingCode={dialingCode}
            disabled={submitting}
            onDialingCode={(v) => flow.send({ type: 'field.change', field: 'countryDialingCode', value: v })}
          >
            <ResetInput flow={flow} field="mobileNum" label={t('login.mobile')} type="tel" autoComplete="tel-national" disabled={submitting} />
          </PhoneFields>
          <div className={css.captcha}>
            <ResetInput flow={flow} field="verificationCode" label={t('login.code')} autoComplete="one-time-code" disabled={submitting} />
            {sms && <SendCodeButton sms={sms} onSend={() => flow.send({ type: 'sms.request' })} />}
          </div>
          <ResetInput flow={flow} field="newPassword" label={t('password.new')} type="password" autoComplete="new-password" disabled={submitting} />
        </>
      )}
      <FormError>{error && t(error.key, error.values)}</FormError>
      <SubmitButton busy={submitting}>{t(mode === 'email' ? 'password.sendMail' : 'password.reset')}</SubmitButton>
    </AuthForm>
  );
}

/** The mailed code and a new password; "ask for a new code" goes back to the request form (issue 39). */
function ResetCodeStep({ flow }: { flow: ResetRef }) {
  const { t } = useTranslation();
  const error = useSelector(flow, (s) => s.context.error);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const account = useSelector(flow, (s) => s.context.username.trim());
  return (
    <AuthForm onSubmit={() => flow.send({ type: 'reset.submit' })}>
      <p>{t('password.codeIntro', { account })}</p>
      <ResetInput flow={flow} field="code" label={t('password.code')} autoComplete="one-time-code" disabled={submitting} />
      <ResetInput flow={flow} field="newPassword" label={t('password.new')} type="password" autoComplete="new-password" disabled={submitting} />
      <FormError>{error && t(error.key, error.values)}</FormError>
      <SubmitButton busy={submitting}>{t('password.reset')}</SubmitButton>
      <button type="button" className={css.link} disabled={submitting} onClick={() => flow.send({ type: 'reset.again' })}>
        {t('password.askAgain')}
      </button>
    </AuthForm>
  );
}

function ResetInput({ flow, field, ...props }: { flow: ResetRef; field: ResetField; label: string; type?: string; autoComplete: string; disabled: boolean }) {
  const value = useSelector(flow, (s) => s.context[field]);
  return <TextField name={field} value={value} onChange={(v) => flow.send({ type: 'field.change', field, value: v })} {...props} />;
}
