import type { FieldProblem, FieldRule } from '../../../contract/rules/field-rules.ts';
import type { PasswordPhoneRequest, PasswordResetValue } from '../../../contract/account/member.ts';
import type { LoginValue, UsernameLogin } from '../../../contract/session/session.ts';

export type ResetMode = 'email' | 'mobile';
export type ResetField = 'username' | 'email' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'newPassword';

export interface PasswordResetInput {
  /** CHNGPASSVERIF3 offers the mobile tab, and makes it the default (docs/product.md §4). */
  mobileTab: boolean;
  passwordRule: FieldRule | undefined;
}

export interface PasswordResetContext extends PasswordResetInput {
  mode: ResetMode;
  username: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  account: string | null;
  error: FieldProblem | null;
}

export type PasswordResetEvent =
  { type: 'field.change'; field: ResetField; value: string } | { type: 'tab.select'; mode: ResetMode } | { type: 'sms.request' } | { type: 'reset.submit' };

export type { LoginValue, PasswordPhoneRequest, PasswordResetValue, UsernameLogin };
