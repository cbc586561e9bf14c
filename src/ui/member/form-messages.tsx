// The outcome lines under a member-centre form: a refusal (an alert, read out at once) and a success (a status).
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../domain/field-rules.ts';
import css from './member-centre.module.css';

export function FormProblem({ problem, id }: { problem: FieldProblem | null; id?: string }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p id={id} className={css.error} role="alert">
      {t(problem.key, problem.values)}
    </p>
  );
}

export function FormStatus({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <p className={css.notice} role="status">
      {children}
    </p>
  );
}
