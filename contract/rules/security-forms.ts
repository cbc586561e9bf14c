// The security centre's forms as typed (docs/product.md §2 securityCenter, §5 messages): what is plainly wrong is refused on
// the spot with the product's words, the rest is the server's to decide (a wrong code, a taken number, a wrong old
// payment password). The contract's schemas take the profile limits from here, so the two never disagree.
import type { FieldProblem } from './field-rules.ts';
import { isPaymentPassword } from './payment-password.ts';
import { toE164 } from './phone.ts';

/** Profile fields a member may fill in (docs/product.md §3.12 Profile fields and the contact fields of registration). */
export const PROFILE_FIELDS = [
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const NICKNAME_MAX = 32;
export const PROFILE_FIELD_MAX = 120;

// The shape zod's z.email() accepts for ordinary addresses: a local part, a dotted domain, a 2+ letter top level.
const EMAIL = /^(?!\.)(?!.*\.\.)[\w'+\-.]*[\w+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;
const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** The nickname and the profile fields (by name): nickname required; a birthday as yyyy-MM-dd; each within its length. */
export function checkProfile(nickname: string, fields: Readonly<Record<string, string>>): FieldProblem | null {
  const name = nickname.trim();
  if (name === '') return { key: 'validation.required' };
  if (name.length > NICKNAME_MAX) return { key: 'validation.lengthRange', values: { min: 1, max: NICKNAME_MAX } };
  const birthday = fields.birthday?.trim() ?? '';
  if (birthday !== '' && !BIRTHDAY.test(birthday)) return { key: 'security.birthdayFormat' };
  if (Object.values(fields).some((v) => v.trim().length > PROFILE_FIELD_MAX))
    return { key: 'validation.lengthRange', values: { min: 0, max: PROFILE_FIELD_MAX } };
  return null;
}

/** Before a code is texted: a number the country's digit count allows (docs/product.md §5). */
export const checkMobile = (dialingCode: string, mobileNum: string): FieldProblem | null =>
  toE164(dialingCode, mobileNum) === null ? { key: 'validation.phone' } : null;

/** Before a code is mailed. */
export function checkEmail(email: string): FieldProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return { key: 'validation.required' };
  return EMAIL.test(trimmed) && trimmed.length <= 120 ? null : { key: 'validation.pattern.EMAIL' };
}

/** Binding: the number (or address) as for sending, then the code it received. */
export function checkBinding(target: FieldProblem | null, code: string): FieldProblem | null {
  return target ?? (code.trim() === '' ? { key: 'validation.codeRequired' } : null);
}

export interface PaymentPasswordValues {
  /** Only when changing one. */
  old?: string;
  password: string;
  confirm: string;
}

/** A payment password is 6 digits; the confirmation must match; a change also needs the current one. */
export function checkPaymentPassword({ old, password, confirm }: PaymentPasswordValues): FieldProblem | null {
  if (old !== undefined) {
    if (old === '') return { key: 'security.oldPaymentPasswordRequired' };
    // Not 6 digits cannot be right: refused here, it does not use up one of the five tries an hour.
    if (!isPaymentPassword(old)) return { key: 'withdraw.passwordFormat' };
  }
  if (!isPaymentPassword(password)) return { key: 'withdraw.passwordFormat' };
  if (password !== confirm) return { key: 'validation.confirmMismatch' };
  return null;
}
