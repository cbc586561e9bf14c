// Shapes of the session API, shared by the server (validation, OpenAPI) and the client (types).
import { z } from 'zod';
import { LOGIN_LIMITS } from './rules/login-limits.ts';

export const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const usernameLogin = z.strictObject({
  type: z.literal('username'),
  username: trimmed(LOGIN_LIMITS.username),
  password: z.string().min(1).max(LOGIN_LIMITS.password),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(LOGIN_LIMITS.captcha).optional(),
  /** The answer to the account's second step (a code, or the bank account name), once it was asked for. */
  verification: z.string().trim().max(LOGIN_LIMITS.verification).optional(),
  /** Signing in on the agent page: only agents are let in. */
  portal: z.literal('agent').optional(),
});
export type UsernameLogin = z.infer<typeof usernameLogin>;

export const smsLogin = z.strictObject({
  type: z.literal('sms'),
  mobileNum: trimmed(LOGIN_LIMITS.mobileNum),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  verificationCode: trimmed(LOGIN_LIMITS.verificationCode),
  portal: z.literal('agent').optional(),
});
export type SmsLogin = z.infer<typeof smsLogin>;

export const loginBody = z.discriminatedUnion('type', [usernameLogin, smsLogin]);
export type LoginRequest = z.infer<typeof loginBody>;

export const sealedBody = z.strictObject({ value: z.string().min(1).max(65_536) });

export interface RsaKeyValue {
  publicKey: string;
}

export interface CaptchaValue {
  captchaId: string;
  /** A data: URL of a PNG. */
  image: string;
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  type: number;
}

/** The value of a refused login: whether the captcha box must show from now on. */
export interface LoginRefusal {
  captcha: boolean;
}

/** The value of `login.verification.required`: which second step, and where the code went. */
export interface SecondStepValue {
  method: 'mobile' | 'email' | 'bankName' | 'google';
  hint: string;
}
