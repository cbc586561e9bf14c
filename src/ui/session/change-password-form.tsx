import { use } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlows, useFlowActor } from '../app/flows-context.tsx';
import { useSystemStatus } from '../app/actors.ts';
import type { ChangePasswordField } from '../../machines/session/change-password.types.ts';
import { AuthForm, FormError, SubmitButton, TextField } from '../kit/form-parts.tsx';

/** The change-password form; the old password is skipped when the change was forced right after login. */
export function ChangePasswordForm({ knownOldPassword }: { knownOldPassword: string | null }) {
  const { t } = useTranslation();
  const passwordRule = useSystemStatus((s) => s.context.status?.info.register.password);
  const flow = useFlowActor(use(useFlows().changePassword()), { input: { knownOldPassword, passwordRule } });
  const values = useSelector(flow, (s) => s.context);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const field = (name: ChangePasswordField, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      disabled={submitting}
      onChange={(v) => flow.send({ type: 'field.change', field: name, value: v })}
    />
  );
  return (
    <AuthForm onSubmit={() => flow.send({ type: 'password.submit' })}>
      {knownOldPassword !== null && <p>{t('password.forcedIntro')}</p>}
      {knownOldPassword === null && field('oldPassword', t('password.old'), 'current-password')}
      {field('newPassword', t('password.new'), 'new-password')}
      {field('confirmNewPassword', t('password.confirm'), 'new-password')}
      <FormError>{values.error && t(values.error.key, values.error.values)}</FormError>
      <SubmitButton busy={submitting}>{t('password.submit')}</SubmitButton>
    </AuthForm>
  );
}
