import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../flows-context.tsx';
import { useSystemStatus } from '../actors.ts';
import { selectFlags } from '../../machines/system-status.selectors.ts';
import { isOn } from '../../domain/whitelabel.ts';
import type { LoginField, LoginInput } from '../../machines/login.types.ts';
import css from './auth-form.module.css';

/** The username sign-in form of the login popup and the agent page. */
export function LoginForm({ origin }: { origin: LoginInput['origin'] }) {
  const { t } = useTranslation();
  const passwordExpiryPolicy = useSystemStatus((s) => isOn(selectFlags(s), 'PWDEXPFORCECHANGE3'));
  const login = useActorRef(useFlows().login, { input: { origin, passwordExpiryPolicy } });
  const username = useSelector(login, (s) => s.context.username);
  const password = useSelector(login, (s) => s.context.password);
  const captcha = useSelector(login, (s) => s.context.captcha);
  const error = useSelector(login, (s) => s.context.error);
  const submitting = useSelector(login, (s) => s.hasTag('ui:submitting'));
  const captchaShown = useSelector(login, (s) => s.context.captchaRequired);
  const captchaImage = useSelector(login, (s) => s.context.captchaImage);
  const canRefresh = useSelector(login, (s) => s.matches({ captcha: 'ready' }));
  const change = (field: LoginField) => (e: React.ChangeEvent<HTMLInputElement>) => login.send({ type: 'field.change', field, value: e.target.value });

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        login.send({ type: 'login.submit' });
      }}
    >
      <label className={css.field}>
        <span>
          {t('login.username')} <abbr title={t('form.required')}>*</abbr>
        </span>
        <input name="username" autoComplete="username" value={username} onChange={change('username')} disabled={submitting} />
      </label>
      <label className={css.field}>
        <span>
          {t('login.password')} <abbr title={t('form.required')}>*</abbr>
        </span>
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={change('password')} disabled={submitting} />
      </label>
      {captchaShown && (
        <div className={css.captcha}>
          <label className={css.field}>
            <span>
              {t('login.captcha')} <abbr title={t('form.required')}>*</abbr>
            </span>
            <input name="captcha" autoComplete="off" value={captcha} onChange={change('captcha')} disabled={submitting} />
          </label>
          <button type="button" className={css.captchaImage} onClick={() => login.send({ type: 'captcha.refresh' })} disabled={!canRefresh} aria-label={t('login.refreshCaptcha')}>
            {captchaImage ? <img src={captchaImage} alt={t('login.captchaImage')} width={120} height={40} /> : <span aria-busy="true" />}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={css.error}>
          {t(error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="spinner-small" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
