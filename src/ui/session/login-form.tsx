import { lazy, Suspense, use, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { useModalsRef, useSystemStatus } from '../app/actors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { rememberedUsername } from './remember-me.ts';
import type { LoginField, LoginInput, LoginMode } from '../../machines/session/login.types.ts';
import type { loginMachine } from '../../machines/session/login.machine.ts';
import type { smsCountdownMachine } from '../../machines/session/sms-countdown.machine.ts';
import { AuthForm, FormError, FormTabs, PhoneFields, SubmitButton, TextField } from '../kit/form-parts.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SOCIAL_TICKET_PARAM } from '../../../contract/rules/social.ts';
import css from '../kit/form-parts.module.css';

type LoginRef = ActorRefFrom<typeof loginMachine>;

// Social sign-in (issue 39) in a chunk of its own: the entry's list of what the sign-in dialog needs stays as it was.
const SocialSignIn = lazy(() => import('./social-sign-in.tsx'));

/** The ticket of a return from a social provider, taken out of the address at once (it works once). */
function takeSocialTicket(): string | null {
  const url = new URL(window.location.href);
  const ticket = url.searchParams.get(SOCIAL_TICKET_PARAM);
  if (!ticket) return null;
  url.searchParams.delete(SOCIAL_TICKET_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return ticket;
}

/** Sign-in by username or by sms code, or back from a social provider with its ticket (issue 39). */
export function LoginForm({ origin }: { origin: LoginInput['origin'] }) {
  const [ticket] = useState(takeSocialTicket);
  if (!ticket) return <PasswordLoginForm origin={origin} />;
  return (
    <Suspense fallback={null}>
      <SocialSignIn ticket={ticket} agentPage={origin === 'agentPage'} />
    </Suspense>
  );
}

/** Sign-in by username or by sms code, with tabs only when both are switched on (docs/product.md §4). */
function PasswordLoginForm({ origin }: { origin: LoginInput['origin'] }) {
  const { t } = useTranslation();
  const flags = useSystemStatus(selectFlags);
  const tabs = { username: isOn(flags, 'USERNAMEREG3'), sms: isOn(flags, 'MOBILEVERCODELOGIN3') };
  const login = useFlowActor(use(useFlows().login()), {
    input: { origin, passwordExpiryPolicy: isOn(flags, 'PWDEXPFORCECHANGE3'), tabs, rememberedUsername: rememberedUsername() },
  });
  const mode = useSelector(login, (s) => s.context.mode);
  const error = useSelector(login, (s) => s.context.error);
  const errorValues = useSelector(login, (s) => s.context.errorValues);
  const submitting = useSelector(login, (s) => s.hasTag('ui:submitting'));
  const secondStep = useSelector(login, (s) => s.context.secondStep);
  const modals = useModalsRef();

  return (
    <AuthForm onSubmit={() => login.send({ type: 'login.submit' })}>
      {!secondStep && tabs.username && tabs.sms && (
        <FormTabs
          options={['username', 'sms'] as const}
          selected={mode}
          labelKey={(m: LoginMode) => `login.tabs.${m}`}
          onSelect={(m) => login.send({ type: 'tab.select', mode: m })}
        />
      )}
      {secondStep ? (
        <>
          <p>{t(`login.second.${secondStep.method}`, { hint: secondStep.hint })}</p>
          <Field login={login} field="verification" label={t(`login.second.${secondStep.method}Label`)} autoComplete="one-time-code" disabled={submitting} />
        </>
      ) : mode === 'username' ? (
        <UsernameFields login={login} disabled={submitting} />
      ) : (
        <SmsFields login={login} disabled={submitting} />
      )}
      <FormError>{error && t(error, errorValues)}</FormError>
      <SubmitButton busy={submitting}>{t('login.submit')}</SubmitButton>
      {!secondStep && (
        <Suspense fallback={null}>
          <SocialSignIn ticket={null} agentPage={origin === 'agentPage'} />
        </Suspense>
      )}
      {origin === 'popup' && (
        <button type="button" className={css.link} onClick={() => modals.send({ type: 'forgetPass.open' })}>
          {t('login.forgot')}
        </button>
      )}
    </AuthForm>
  );
}

function Field({ login, field, ...props }: { login: LoginRef; field: LoginField; label: string; type?: string; autoComplete: string; disabled: boolean }) {
  const value = useSelector(login, (s) => s.context[field]);
  return <TextField name={field} value={value} onChange={(v) => login.send({ type: 'field.change', field, value: v })} {...props} />;
}

function UsernameFields({ login, disabled }: { login: LoginRef; disabled: boolean }) {
  const { t } = useTranslation();
  const captchaShown = useSelector(login, (s) => s.context.captchaRequired);
  const captchaImage = useSelector(login, (s) => s.context.captchaImage);
  const canRefresh = useSelector(login, (s) => s.matches({ captcha: 'ready' }));
  const remember = useSelector(login, (s) => s.context.remember);
  return (
    <>
      <Field login={login} field="username" label={t('login.username')} autoComplete="username" disabled={disabled} />
      <Field login={login} field="password" label={t('login.password')} type="password" autoComplete="current-password" disabled={disabled} />
      {captchaShown && (
        <div className={css.captcha}>
          <Field login={login} field="captcha" label={t('login.captcha')} autoComplete="off" disabled={disabled} />
          <button
            type="button"
            className={css.captchaImage}
            onClick={() => login.send({ type: 'captcha.refresh' })}
            disabled={!canRefresh}
            aria-label={t('login.refreshCaptcha')}
          >
            {captchaImage ? <img src={captchaImage} alt={t('login.captchaImage')} width={120} height={40} /> : <span aria-busy="true" />}
          </button>
        </div>
      )}
      <label className={css.check}>
        <input type="checkbox" checked={remember} disabled={disabled} onChange={() => login.send({ type: 'remember.toggle' })} />
        <span>{t('login.remember')}</span>
      </label>
    </>
  );
}

function SmsFields({ login, disabled }: { login: LoginRef; disabled: boolean }) {
  const { t } = useTranslation();
  const dialingCode = useSelector(login, (s) => s.context.countryDialingCode);
  const sms = useSelector(login, (s) => s.children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined);
  return (
    <>
      <PhoneFields
        dialingCode={dialingCode}
        disabled={disabled}
        onDialingCode={(v) => login.send({ type: 'field.change', field: 'countryDialingCode', value: v })}
      >
        <Field login={login} field="mobileNum" label={t('login.mobile')} type="tel" autoComplete="tel-national" disabled={disabled} />
      </PhoneFields>
      <div className={css.captcha}>
        <Field login={login} field="verificationCode" label={t('login.code')} autoComplete="one-time-code" disabled={disabled} />
        {sms && <SendCodeButton sms={sms} onSend={() => login.send({ type: 'sms.request' })} />}
      </div>
    </>
  );
}
