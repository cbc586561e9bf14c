// Field rules the server publishes (docs/product.md §3 registration field rules) and the messages of docs/product.md §5. The site and
// the server check input with the same function, so they always agree.

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** A regular expression source; a lone "*" accepts anything. */
  acceptedPattern: string;
  patternId: string;
}

/** What is wrong with a value: an i18n key and the values its message needs. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number | string>;
}

/** The password the platform refuses to keep (docs/product.md §9). */
export const BLOCKED_PASSWORD = '123456';

export function checkField(field: string, rule: FieldRule | undefined, value: string): FieldProblem | null {
  if (!rule || !rule.enabled) return null;
  if (value === '') return rule.required ? { key: 'validation.required' } : null;
  if (value.length < rule.minLength || value.length > rule.maxLength) {
    const values = { min: rule.minLength, max: rule.maxLength };
    if (field === 'password' || field === 'newPassword') return { key: 'validation.passwordLength', values };
    return rule.minLength === rule.maxLength ? { key: 'validation.lengthExact', values } : { key: 'validation.lengthRange', values };
  }
  if (rule.acceptedPattern !== '*' && !safeTest(rule.acceptedPattern, value)) return { key: `validation.pattern.${rule.patternId || 'generic'}` };
  return null;
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true; // a rule the operator mistyped must not lock everyone out
  }
}

/** A new password: the password rule, never 123456, and the confirmation equal. */
export function checkNewPassword(rule: FieldRule | undefined, password: string, confirm: string): FieldProblem | null {
  const problem = checkField(
    'newPassword',
    rule ?? { enabled: true, required: true, minLength: 1, maxLength: 64, acceptedPattern: '*', patternId: '' },
    password,
  );
  if (problem) return problem;
  if (password === BLOCKED_PASSWORD) return { key: 'validation.passwordBlocked' };
  if (confirm === '') return { key: 'validation.required' };
  if (confirm !== password) return { key: 'validation.confirmMismatch' };
  return null;
}
