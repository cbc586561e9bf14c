// The header's compact sign-in (docs/product.md §2 Header, §5): username and password in one row, the captcha and the
// second step inline when asked for; a wrong username or password also pops up "incorrect password".
// "Log in" with nothing typed opens the full sign-in popup (sms tab, forgot password, remember me).
// Its sign-in flow loads on the visitor's first sign of use (pointer over the form, focus, typing; see
// use-lazy-flow-actor.ts), not with the page: until it runs, the fields show what was typed from the events waiting
// for it, and a click on "Log in" shows the spinner until the flow has taken it.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../app/flows-context.tsx';
import { useLazyFlowActor, type LazyFlowActor } from '../app/use-lazy-flow-actor.ts';
import { useModalsRef, useSystemStatus } from '../app/actors.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { rememberedUsername } from './remember-me.ts';
import type { LoginEvent, LoginField } from '../../machines/session/login.types.ts';
import type { loginMachine } from '../../machines/session/login.machine.ts';
import { Dialog } from '../kit/dialog.tsx';
import css from './header-login-form.module.css';

type HeaderLogin = LazyFlowActor<typeof loginMachine>;

/** What was typed survives a failed load of the flow; a waiting submit does not (the visitor clicks again). */
const keepTyping = (event: LoginEvent) => event.type === 'field.change';

/** The last value typed into a field before the flow ran, if any. */
const typedBefore = (queued: readonly LoginEvent[], field: LoginField) =>
  queued.findLast((e): e is Extract<LoginEvent, { type: 'field.change' }> => e.type === 'field.change' && e.field === field)?.value;

export function HeaderLoginForm() {
  const { t } = useTranslation();
  const flags = useSystemStatus(selectFlags);
  const [remembered] = useState(rememberedUsername);
  const login = useLazyFlowActor(
    useFlows().login,
    {
      input: {
        origin: 'header',
        passwordExpiryPolicy: isOn(flags, 'PWDEXPFORCECHANGE3'),
        tabs: { username: true, sms: false },
        rememberedUsername: remembered,
      },
    },
    keepTyping,
  );
  const submitWaiting = !login.actor && login.queued.some((e) => e.type === 'login.submit');
  const submitting = useSelector(login.actor, (s) => s?.hasTag('ui:submitting') ?? false) || submitWaiting;
  const secondStep = useSelector(login.actor, (s) => s?.context.secondStep ?? null);
  const captchaShown = useSelector(login.actor, (s) => s?.context.captchaRequired ?? false);
  // A flow that could not be loaded is a network failure to the visitor.
  const error = useSelector(login.actor, (s) => (!s || s.context.incorrectPopup ? null : s.context.error)) ?? (login.failed ? 'errors.network.error' : null);
  const errorValues = useSelector(login.actor, (s) => s?.context.errorValues);

  return (
    <>
      <form
        className={css.form}
        aria-label={t('login.headerForm')}
        noValidate
        onPointerEnter={login.wake}
        onFocus={login.wake}
        onSubmit={(e) => {
          e.preventDefault();
          if (!submitting) login.send({ type: 'login.submit' });
        }}
      >
        {secondStep ? (
          <Input login={login} field="verification" label={t(`login.second.${secondStep.method}Label`)} autoComplete="one-time-code" readOnly={submitting} />
        ) : (
          <>
            <Input login={login} field="username" initial={remembered ?? ''} label={t('login.username')} autoComplete="username" readOnly={submitting} />
            <Input login={login} field="password" label={t('login.password')} type="password" autoComplete="current-password" readOnly={submitting} />
            {captchaShown && <Captcha login={login} disabled={submitting} />}
          </>
        )}
        {/* Waiting, the fields are read-only and the button aria-disabled rather than disabled: a disabled control
            drops the keyboard focus, and a popup opened meanwhile would give it back to nothing when it closes. */}
        <button type="submit" className="btn" aria-disabled={submitting} aria-busy={submitting}>
          {submitting && <span className="spinner-small" aria-hidden="true" />}
          {t('login.submit')}
        </button>
        {error ? (
          <small role="alert" className={css.error}>
            {t(error, errorValues)}
          </small>
        ) : (
          secondStep && <small className={css.note}>{t(`login.second.${secondStep.method}`, { hint: secondStep.hint })}</small>
        )}
      </form>
      <IncorrectPasswordPopup login={login} />
    </>
  );
}

function Input({
  login,
  field,
  initial = '',
  label,
  type = 'text',
  autoComplete,
  readOnly,
}: {
  login: HeaderLogin;
  field: LoginField;
  initial?: string;
  label: string;
  type?: string;
  autoComplete: string;
  readOnly: boolean;
}) {
  // Before the flow runs, the field shows what was typed, or what the flow will start with (the remembered username).
  const value = useSelector(login.actor, (s) => s?.context[field]) ?? typedBefore(login.queued, field) ?? initial;
  return (
    <input
      className={css.input}
      name={field}
      type={type}
      aria-label={label}
      placeholder={label}
      autoComplete={autoComplete}
      value={value}
      readOnly={readOnly}
      onChange={(e) => login.send({ type: 'field.change', field, value: e.target.value })}
    />
  );
}

function Captcha({ login, disabled }: { login: HeaderLogin; disabled: boolean }) {
  const { t } = useTranslation();
  const image = useSelector(login.actor, (s) => s?.context.captchaImage);
  const canRefresh = useSelector(login.actor, (s) => s?.matches({ captcha: 'ready' }) ?? false);
  return (
    <>
      <Input login={login} field="captcha" label={t('login.captcha')} autoComplete="off" readOnly={disabled} />
      <button
        type="button"
        className={css.captchaImage}
        onClick={() => login.send({ type: 'captcha.refresh' })}
        disabled={!canRefresh}
        aria-label={t('login.refreshCaptcha')}
      >
        {image ? <img src={image} alt={t('login.captchaImage')} width={96} height={32} /> : <span aria-busy="true" />}
      </button>
    </>
  );
}

function IncorrectPasswordPopup({ login }: { login: HeaderLogin }) {
  const { t } = useTranslation();
  const modals = useModalsRef();
  const open = useSelector(login.actor, (s) => s?.context.incorrectPopup ?? false);
  const error = useSelector(login.actor, (s) => s?.context.error);
  const errorValues = useSelector(login.actor, (s) => s?.context.errorValues);
  if (!open) return null;
  const close = () => login.send({ type: 'popup.close' });
  return (
    <Dialog title={t('login.incorrectTitle')} onClose={close}>
      <p>{error && t(error, errorValues)}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="btn"
          onClick={() => {
            close();
            modals.send({ type: 'forgetPass.open' });
          }}
        >
          {t('login.forgot')}
        </button>
        <button type="button" className="btn btn-primary" onClick={close}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
