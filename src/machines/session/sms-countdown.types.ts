import type { SmsSentValue } from '../../../contract/session/verification.ts';

export interface SmsCountdownInput {
  /** Forgot password: half the request's latency is taken off the countdown (docs/product.md §4). */
  compensateLatency: boolean;
}

export interface SmsCountdownContext extends SmsCountdownInput {
  /** Seconds left before another code may be asked for. */
  remaining: number;
  error: string | null;
}

/** What the send actor answers: the server's value and how long the request took. */
export interface SmsSent extends SmsSentValue {
  latencyMs: number;
}

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Binding an email address in the security centre: the same button and countdown for a mailed code. */
export interface EmailCodeRequest {
  email: string;
}

export type CodeRequest = SmsRequest | EmailCodeRequest;

/** For a countdown that texts codes: its request is a number (a mailed-code request here is a wiring mistake). */
export function phoneRequest(request: CodeRequest): SmsRequest {
  if ('email' in request) throw new Error('sms: no mobile number');
  return request;
}

/** For a countdown that mails codes: its request is an address. */
export function emailRequest(request: CodeRequest): EmailCodeRequest {
  if (!('email' in request)) throw new Error('mail: no email address');
  return request;
}

export type SmsCountdownEvent =
  | { type: 'sms.send'; request: CodeRequest }
  /** The warning dialog about a failed send was confirmed. */
  | { type: 'sms.dismiss' };

export const SMS_TICK_MS = 1000;
/** The send button accepts one press a second (docs/product.md §9). */
export const SMS_THROTTLE_MS = 1000;
