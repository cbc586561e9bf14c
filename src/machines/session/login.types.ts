import type { CaptchaValue, LoginRequest, LoginValue, SecondStepValue } from '../../../contract/session/session.ts';

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'verification';
export type LoginMode = 'username' | 'sms';

export interface LoginInput {
  /**
   * Where the form is: the login popup, the header's compact form (a wrong username or password also pops up
   * "incorrect password"), or the /agent page (agents only, then to /agentHome).
   */
  origin: 'popup' | 'header' | 'agentPage';
  /** PWDEXPFORCECHANGE3: an expired password must be changed before playing. */
  passwordExpiryPolicy: boolean;
  /** The tabs the flags allow: USERNAMEREG3 and MOBILEVERCODELOGIN3 (docs/product.md §4); the first one on is the default. */
  tabs: { username: boolean; sms: boolean };
  /** The username remembered from an earlier sign-in with "remember me" ticked (a 1-day cookie), if any. */
  rememberedUsername: string | null;
}

export interface LoginContext extends LoginInput {
  mode: LoginMode;
  remember: boolean;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  username: string;
  password: string;
  captcha: string;
  /** The account's second step, once the server asked for it (docs/product.md §2), and the answer typed. */
  secondStep: SecondStepValue | null;
  verification: string;
  captchaId: string | null;
  captchaImage: string | null;
  captchaRequired: boolean;
  /** The header form's "incorrect password" popup is showing. */
  incorrectPopup: boolean;
  /** An i18n key, or the server's own message for codes the site does not know. */
  error: string | null;
  /** What the error's message names (a time-out's end, issue 16 §5). */
  errorValues?: Record<string, number | string>;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'login.submit' }
  | { type: 'captcha.refresh' }
  | { type: 'tab.select'; mode: LoginMode }
  | { type: 'remember.toggle' }
  /** Closes the header form's "incorrect password" popup. */
  | { type: 'popup.close' }
  /** The sms tab's send-code button. */
  | { type: 'sms.request' }
  /** Raised by the machine itself when the server asks for a (new) captcha. */
  | { type: 'captcha.reload' };

export type { LoginRequest };
export type { CaptchaValue, LoginValue, SecondStepValue };

export const CAPTCHA_REFRESH_MS = 1000;
