import { use } from 'react';
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

type ResetRef = ActorRefFrom<typeof passwordResetMachine>;

/** Forgot password: by email, or by mobile number when CHNGPASSVERIF3 is on (then the default). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const mobileTab = useSystemStatus((s) => isOn(selectFlags(s), 'CHNGPASSVERIF3'));
  const passwordRule = useSystemStatus((s) => s.context.status?.info.register.password);
  const flow = useFlowActor(use(useFlows().passwordReset()), { input: { mobileTab, passwordRule } });
  const mode = useSelector(flow, (s) => s.context.mode);
  const error = useSelector(flow, (s) => s.context.error);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const dialingCode = useSelector(flow, (s) => s.context.countryDialingCode);
  const sms = useSelector(flow, (s) => s.children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined);

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

function ResetInput({ flow, field, ...props }: { flow: ResetRef; field: ResetField; label: string; type?: string; autoComplete: string; disabled: boolean }) {
  const value = useSelector(flow, (s) => s.context[field]);
  return <TextField name={field} value={value} onChange={(v) => flow.send({ type: 'field.change', field, value: v })} {...props} />;
}
