// The outcome lines under a member-centre form: a refusal (an alert, read out at once) and a success (a status).
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import css from './centre.module.css';

/** `money` formats the problem's numeric values (amount limits, balances) with the merchant's symbol. */
export function FormProblem({ problem, id, money }: { problem: FieldProblem | null; id?: string; money?: (amount: number) => string }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const values =
    money && problem.values ? Object.fromEntries(Object.entries(problem.values).map(([k, v]) => [k, typeof v === 'number' ? money(v) : v])) : problem.values;
  return (
    <p id={id} className={css.error} role="alert">
      {t(problem.key, values)}
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
