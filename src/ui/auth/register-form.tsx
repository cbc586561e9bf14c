import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../flows-context.tsx';
import { useSystemStatus } from '../actors.ts';
import { registerFields } from '../../domain/registration-rules.ts';
import { ADULT_AGE } from '../../machines/registration.types.ts';
import css from './auth-form.module.css';

const SECRET = new Set(['password', 'confirmPassword', 'paymentPassword']);
const AUTOCOMPLETE: Record<string, string> = { username: 'username', password: 'new-password', confirmPassword: 'new-password', email: 'email', mobileNum: 'tel-national', payeeName: 'name' };

/** Registration by username: the fields the server enables, required ones marked *. */
export function RegisterForm() {
  const { t } = useTranslation();
  const rules = useSystemStatus((s) => s.context.status?.info.register ?? {});
  const flow = useActorRef(useFlows().registration, { input: { rules, mode: 'username' } });
  const values = useSelector(flow, (s) => s.context.values);
  const problems = useSelector(flow, (s) => s.context.problems);
  const terms = useSelector(flow, (s) => s.context.terms);
  const error = useSelector(flow, (s) => s.context.error);
  const submitting = useSelector(flow, (s) => s.hasTag('ui:submitting'));
  const fields = registerFields(rules, 'username', false);

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'register.submit' });
      }}
    >
      {fields.map(({ name, required }) => {
        const problem = problems[name];
        return (
          <label key={name} className={css.field}>
            <span>
              {t(`register.fields.${name}`)} {required && <abbr title={t('form.required')}>*</abbr>}
            </span>
            <input
              name={name}
              type={SECRET.has(name) ? 'password' : name === 'email' ? 'email' : 'text'}
              autoComplete={AUTOCOMPLETE[name] ?? 'off'}
              value={values[name] ?? ''}
              disabled={submitting}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${name}-problem` : undefined}
              onChange={(e) => flow.send({ type: 'field.change', field: name, value: e.target.value })}
            />
            {problem && (
              <small id={`${name}-problem`} className={css.error}>
                {t(problem.key, problem.values)}
              </small>
            )}
          </label>
        );
      })}
      <label className={css.check}>
        <input type="checkbox" checked={terms} onChange={() => flow.send({ type: 'terms.toggle' })} disabled={submitting} />
        <span>{t('register.terms', { age: ADULT_AGE })}</span>
      </label>
      {error && (
        <p role="alert" className={css.error}>
          {t(error.key, error.values)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="spinner-small" aria-hidden="true" />}
        {t('register.submit')}
      </button>
    </form>
  );
}
