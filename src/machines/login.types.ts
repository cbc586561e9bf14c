import type { CaptchaValue, LoginValue, UsernameLogin } from '../api/contract/session.ts';

export type LoginField = 'username' | 'password' | 'captcha';

export interface LoginInput {
  /** Where the form is: the login popup, or the /agent page (agents only, then to /agentHome). */
  origin: 'popup' | 'agentPage';
  /** PWDEXPFORCECHANGE3: an expired password must be changed before playing. */
  passwordExpiryPolicy: boolean;
}

export interface LoginContext extends LoginInput {
  username: string;
  password: string;
  captcha: string;
  captchaId: string | null;
  captchaImage: string | null;
  captchaRequired: boolean;
  /** An i18n key, or the server's own message for codes the site does not know. */
  error: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'login.submit' }
  | { type: 'captcha.refresh' }
  /** Raised by the machine itself when the server asks for a (new) captcha. */
  | { type: 'captcha.reload' };

export type LoginRequest = UsernameLogin;
export type { CaptchaValue, LoginValue };

export const CAPTCHA_REFRESH_MS = 1000;
