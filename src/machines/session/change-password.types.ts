import type { FieldProblem, FieldRule } from '../../../contract/rules/field-rules.ts';
import type { ChangePasswordRequest } from '../../../contract/account/member.ts';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordInput {
  /** The password just used to sign in, when the change was forced at login: the old field is then skipped. */
  knownOldPassword: string | null;
  /** The server's password rule (minimum, maximum, pattern). */
  passwordRule: FieldRule | undefined;
}

export interface ChangePasswordContext extends ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** What is wrong: an i18n key with its values, or the server's own message. */
  error: FieldProblem | null;
}

export type ChangePasswordEvent = { type: 'field.change'; field: ChangePasswordField; value: string } | { type: 'password.submit' };

export type { ChangePasswordRequest };
