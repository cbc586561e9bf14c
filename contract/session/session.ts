// Shapes of the session API, shared by the server (validation, OpenAPI) and the client (types).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { LOGIN_LIMITS } from '../rules/login-limits.ts';

export const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const usernameLogin = z.strictObject({
  type: z.literal('username'),
  username: trimmed(LOGIN_LIMITS.username),
  password: z.string().min(1).max(LOGIN_LIMITS.password),
  captchaId: z.string().max(128).optional(),
  captcha: z.string().trim().max(LOGIN_LIMITS.captcha).optional(),
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

/**
 * The account's second step, once the password asked for it: the ticket that answer carried and the second step's
 * answer (a code, or the bank account name); neither the password nor the captcha again.
 */
export const secondStepLogin = z.strictObject({
  type: z.literal('secondStep'),
  ticket: z.string().min(1).max(LOGIN_LIMITS.ticket),
  verification: trimmed(LOGIN_LIMITS.verification),
});
export type SecondStepLogin = z.infer<typeof secondStepLogin>;

export const loginBody = z.discriminatedUnion('type', [usernameLogin, smsLogin, secondStepLogin]);
export type LoginRequest = z.infer<typeof loginBody>;

export const sealedBody = z.strictObject({ value: z.string().min(1).max(65_536) });

export const rsaKeyValue = z.object({ publicKey: z.string() });
export type RsaKeyValue = z.infer<typeof rsaKeyValue>;

export const captchaValue = z.object({
  captchaId: z.string(),
  /** A data: URL of a PNG. */
  image: z.string(),
});
export type CaptchaValue = z.infer<typeof captchaValue>;

export const loginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  type: z.number().int(),
});
export type LoginValue = z.infer<typeof loginValue>;

/** The value of a refused login: whether the captcha box must show from now on. */
export interface LoginRefusal {
  captcha: boolean;
}

/**
 * The value of `login.verification.required`: which second step, where the code went, and the ticket the answer is
 * sent with (single use, a few minutes, a few tries).
 */
export interface SecondStepValue {
  method: 'mobile' | 'email' | 'bankName' | 'google';
  hint: string;
  ticket: string;
}

const tag = 'session';

export const sessionCalls = {
  rsaKey: { tag, summary: 'The RSA-OAEP public key (SPKI, base64) for encrypted calls', value: rsaKeyValue },
  captcha: { tag, summary: 'A captcha image (PNG data URL); the answer works once and expires in 2 minutes', value: captchaValue },
  login: {
    tag,
    summary: 'Sign in (encrypted body); a refusal says whether the captcha is now required',
    description:
      'By username and password, or by a texted code (type sms, behind MOBILEVERCODELOGIN3); an account with a second step is refused with login.verification.required and a ticket, and its answer is sent with that ticket (type secondStep) alone; a used, expired or worn-out ticket is login.ticket.expired.',
    body: loginBody,
    value: loginValue,
    errors: {
      'function.not.available': 200,
      'validation.phone': 400,
      'sms.code.invalid': 200,
      'sms.code.expired': 200,
      'login.failed': 200,
      'login.blocked': 200,
      'login.excluded': 200,
      'agent.only': 200,
      'captcha.required': 200,
      'captcha.invalid': 200,
      'login.verification.required': 200,
      'login.verification.invalid': 200,
      'login.ticket.expired': 200,
      'sms.quota.exceeded': 429,
    },
  },
  freePlay: {
    tag,
    summary: 'Free play: a new trial account with demo credit, signed in (behind FREEPLAY3)',
    value: loginValue,
    errors: { 'function.not.available': 200 },
  },
  logout: { tag, summary: 'End the session (the token stops working)', value: z.null() },
} as const satisfies CallTable;
