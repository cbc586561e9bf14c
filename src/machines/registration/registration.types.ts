import type { FieldProblem, FieldRule } from '../../../contract/rules/field-rules.ts';
import type { RegisterMode } from '../../../contract/rules/registration-rules.ts';
import type { RegisterCall, RegisterRequest } from '../../../contract/registration/register.ts';
import type { LoginValue } from '../../../contract/session/session.ts';

export interface RegistrationInput {
  /** The server's field rules (GET /wps/system/status info.register). */
  rules: Record<string, FieldRule>;
  /** USERNAMEREG3 and MOBILENUMREG3; mobile is the default when it is on (docs/product.md §4). */
  tabs: { username: boolean; mobile: boolean };
  /** REGMOBVERF3: registering by mobile needs a texted code. */
  smsVerification: boolean;
  /** An invitation code from a referral link (`/register?affiliateCode=...`), prefilled. */
  affiliateCode?: string | null;
  /** A player's invite-friends code (`/register?referralCode=...` or `?r=...`) and this browser's id, sent as they are. */
  referralCode?: string | null;
  deviceId?: string | null;
}

export interface RegistrationContext extends RegistrationInput {
  mode: RegisterMode;
  values: Record<string, string>;
  /** The terms box, ticked by default (docs/product.md §5), which includes the age confirmation. */
  terms: boolean;
  problems: Record<string, FieldProblem>;
  /** A problem of the whole form: the terms, or a refusal the server gave. */
  error: FieldProblem | null;
}

export type RegistrationEvent =
  | { type: 'field.change'; field: string; value: string }
  | { type: 'terms.toggle' }
  | { type: 'tab.select'; mode: RegisterMode }
  /** The mobile tab's send-code button; the number is checked first. */
  | { type: 'sms.request' }
  | { type: 'register.submit' };

export type { RegisterCall, RegisterMode, RegisterRequest, LoginValue };

/** The age the terms box confirms (docs/product.md §9). */
export const ADULT_AGE = 18;
