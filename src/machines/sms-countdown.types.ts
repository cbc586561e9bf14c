import type { SmsSentValue } from '../api/contract/verification.ts';

export interface SmsCountdownInput {
  /** Forgot password: half the request's latency is taken off the countdown (spec §4). */
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

export type SmsCountdownEvent =
  | { type: 'sms.send'; request: SmsRequest }
  /** The warning dialog about a failed send was confirmed. */
  | { type: 'sms.dismiss' };

export const SMS_TICK_MS = 1000;
/** The send button accepts one press a second (spec §9). */
export const SMS_THROTTLE_MS = 1000;
