// The header's compact sign-in (docs/product.md §2 Header, §5): username and password in one row, the captcha and the
// second step inline when asked for; a wrong username or password also pops up "incorrect password".
// "Log in" with nothing typed opens the full sign-in popup (sms tab, forgot password, remember me).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFlows, useFlowActor } from '../flows-context.tsx';
import { useModalsRef, useSystemStatus } from '../actors.ts';
import { selectFlags } from '../../machines/system-status.selectors.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { rememberedUsername } from '../remember-me.ts';
import type { LoginField } from '../../machines/login.types.ts';
import type { loginMachine } from '../../machines/login.machine.ts';
import { Dialog } from '../components/dialog.tsx';
import css from './header-login-form.module.css';

type LoginRef = ActorRefFrom<typeof loginMachine>;

export function HeaderLoginForm() {
  const { t } = useTranslation();
  const flags = useSystemStatus(selectFlags);
  const login = useFlowActor(useFlows().login, {
    input: { origin: 'header', passwordExpiryPolicy: isOn(flags, 'PWDEXPFORCECHANGE3'), tabs: { username: true, sms: false }, rememberedUsername: rememberedUsername() },
  });
  const submitting = useSelector(login, (s) => s.hasTag('ui:submitting'));
  const secondStep = useSelector(login, (s) => s.context.secondStep);
  const captchaShown = useSelector(login, (s) => s.context.captchaRequired);
  const error = useSelector(login, (s) => (s.context.incorrectPopup ? null : s.context.error));
  const errorValues = useSelector(login, (s) => s.context.errorValues);

  return (
    <>
      <form
        className={css.form}
        aria-label={t('login.headerForm')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          login.send({ type: 'login.submit' });
        }}
      >
        {secondStep ? (
          <Input login={login} field="verification" label={t(`login.second.${secondStep.method}Label`)} autoComplete="one-time-code" disabled={submitting} />
        ) : (
          <>
            <Input login={login} field="username" label={t('login.username')} autoComplete="username" disabled={submitting} />
            <Input login={login} field="password" label={t('login.password')} type="password" autoComplete="current-password" disabled={submitting} />
            {captchaShown && <Captcha login={login} disabled={submitting} />}
          </>
        )}
        <button type="submit" className="btn" disabled={submitting} aria-busy={submitting}>
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

function Input({ login, field, label, type = 'text', autoComplete, disabled }: { login: LoginRef; field: LoginField; label: string; type?: string; autoComplete: string; disabled: boolean }) {
  const value = useSelector(login, (s) => s.context[field]);
  return (
    <input
      className={css.input}
      name={field}
      type={type}
      aria-label={label}
      placeholder={label}
      autoComplete={autoComplete}
      value={value}
      disabled={disabled}
      onChange={(e) => login.send({ type: 'field.change', field, value: e.target.value })}
    />
  );
}

function Captcha({ login, disabled }: { login: LoginRef; disabled: boolean }) {
  const { t } = useTranslation();
  const image = useSelector(login, (s) => s.context.captchaImage);
  const canRefresh = useSelector(login, (s) => s.matches({ captcha: 'ready' }));
  return (
    <>
      <Input login={login} field="captcha" label={t('login.captcha')} autoComplete="off" disabled={disabled} />
      <button type="button" className={css.captchaImage} onClick={() => login.send({ type: 'captcha.refresh' })} disabled={!canRefresh} aria-label={t('login.refreshCaptcha')}>
        {image ? <img src={image} alt={t('login.captchaImage')} width={96} height={32} /> : <span aria-busy="true" />}
      </button>
    </>
  );
}

function IncorrectPasswordPopup({ login }: { login: LoginRef }) {
  const { t } = useTranslation();
  const modals = useModalsRef();
  const open = useSelector(login, (s) => s.context.incorrectPopup);
  const error = useSelector(login, (s) => s.context.error);
  const errorValues = useSelector(login, (s) => s.context.errorValues);
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
