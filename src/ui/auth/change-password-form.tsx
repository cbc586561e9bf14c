import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../flows-context.tsx';
import { useSystemStatus } from '../actors.ts';
import type { ChangePasswordField } from '../../machines/change-password.types.ts';
import css from './auth-form.module.css';

/** The change-password form; the old password is skipped when the change was forced right after login. */
export function ChangePasswordForm({ knownOldPassword }: { knownOldPassword: string | null }) {
  const { t } = useTranslation();
  const passwordRule = useSystemStatus((s) => s.context.status?.info.register.password);
  const flow = useActorRef(useFlows().changePassword, { input: { knownOldPassword, passwordRule } });
  const values = useSelector(flow, (s) => s.context);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const field = (name: ChangePasswordField, label: string, autoComplete: string) => (
    <label className={css.field}>
      <span>
        {label} <abbr title={t('form.required')}>*</abbr>
      </span>
      <input
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        disabled={submitting}
        onChange={(e) => flow.send({ type: 'field.change', field: name, value: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'password.submit' });
      }}
    >
      {knownOldPassword !== null && <p>{t('password.forcedIntro')}</p>}
      {knownOldPassword === null && field('oldPassword', t('password.old'), 'current-password')}
      {field('newPassword', t('password.new'), 'new-password')}
      {field('confirmNewPassword', t('password.confirm'), 'new-password')}
      {values.error && (
        <p role="alert" className={css.error}>
          {t(values.error.key, values.error.values)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="spinner-small" aria-hidden="true" />}
        {t('password.submit')}
      </button>
    </form>
  );
}
