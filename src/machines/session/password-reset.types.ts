import type { FieldProblem, FieldRule } from '../../../contract/rules/field-rules.ts';
import type { PasswordPhoneRequest, PasswordResetCodeRequest, PasswordResetValue } from '../../../contract/account/member.ts';
import type { LoginValue, UsernameLogin } from '../../../contract/session/session.ts';

export type ResetMode = 'email' | 'mobile';
export type ResetField = 'username' | 'email' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'newPassword' | 'code';

export interface PasswordResetInput {
  /** CHNGPASSVERIF3 offers the mobile tab, and makes it the default (docs/product.md §4). */
  mobileTab: boolean;
  passwordRule: FieldRule | undefined;
  /** Opened from a reset mail's link (/resetPassword?account=&code=): the form starts at the code step with both. */
  link: { account: string; code: string } | null;
}

export interface PasswordResetContext extends PasswordResetInput {
  mode: ResetMode;
  username: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  /** The code a reset mail carried (issue 39), typed or from the link. */
  code: string;
  account: string | null;
  error: FieldProblem | null;
}

export type PasswordResetEvent =
  | { type: 'field.change'; field: ResetField; value: string }
  | { type: 'tab.select'; mode: ResetMode }
  | { type: 'sms.request' }
  | { type: 'reset.submit' }
  /** From the code step back to the request form, to ask for a new code. */
  | { type: 'reset.again' };

export type { LoginValue, PasswordPhoneRequest, PasswordResetCodeRequest, PasswordResetValue, UsernameLogin };
