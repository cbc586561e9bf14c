// Which registration fields apply and what is wrong with them (docs/product.md §5), from the server's field rules. The
// site checks with this before sending and the server checks again with the same function.
import { BLOCKED_PASSWORD, checkField, type FieldProblem, type FieldRule } from './field-rules.ts';
import { DEFAULT_DIALING_CODE, toE164 } from './phone.ts';

export type RegisterMode = 'username' | 'mobile';
export type Values = Partial<Record<string, string | boolean>>;

/** Fields of the form's own flow, shown whatever the server's optional-field switches say. */
const CORE: Record<RegisterMode, string[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword'],
};
/** Fields that belong to one tab only. */
const ONLY_IN: Record<string, RegisterMode> = { username: 'username', verificationCode: 'mobile' };
const ORDER = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'affiliateCode',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
];

export interface FieldSpec {
  name: string;
  required: boolean;
}

/** The fields the form shows for this tab, in display order, with their required mark. */
export function registerFields(rules: Record<string, FieldRule>, mode: RegisterMode, smsVerification: boolean): FieldSpec[] {
  return ORDER.filter((name) => {
    if (ONLY_IN[name] && ONLY_IN[name] !== mode) return false;
    if (name === 'verificationCode') return smsVerification;
    return CORE[mode].includes(name) || rules[name]?.enabled === true;
  }).map((name) => ({
    name,
    required: CORE[mode].includes(name) || name === 'verificationCode' || name === 'paymentPassword' || rules[name]?.required === true,
  }));
}

/** Every problem of the values, by field; an empty object means the values can be sent. */
export function registrationProblems(
  rules: Record<string, FieldRule>,
  mode: RegisterMode,
  smsVerification: boolean,
  values: Values,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of registerFields(rules, mode, smsVerification)) {
    const raw = values[field.name];
    const text = typeof raw === 'string' ? raw : '';
    const value = field.name.toLowerCase().includes('password') ? text : text.trim();
    const rule =
      field.name === 'confirmPassword'
        ? undefined
        : (rules[field.name] ?? { enabled: true, required: true, minLength: 1, maxLength: 100, acceptedPattern: '*', patternId: '' });
    const dialingCode = typeof values.countryDialingCode === 'string' ? values.countryDialingCode : DEFAULT_DIALING_CODE;
    const problem =
      value === '' && field.required
        ? { key: 'validation.required' }
        : field.name === 'mobileNum'
          ? // Phone numbers follow the country's digit count, not one length for all (docs/product.md §5).
            value !== '' && toE164(dialingCode, value) === null
            ? { key: 'validation.phone' }
            : null
          : rule
            ? checkField(field.name, { ...rule, enabled: true, required: field.required }, value)
            : null;
    if (problem) problems[field.name] = problem;
  }
  if (!problems.password && values.password === BLOCKED_PASSWORD) problems.password = { key: 'validation.passwordBlocked' };
  if (!problems.confirmPassword && (values.confirmPassword ?? '') !== (values.password ?? '')) problems.confirmPassword = { key: 'validation.confirmMismatch' };
  return problems;
}
