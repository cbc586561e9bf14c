import { z } from 'zod';
import type { CallTable } from '../call.ts';

const dialingCode = z.string().regex(/^\d{1,4}$/, 'a dialing code such as 63');
const mobile = z.string().trim().min(4).max(20);

export const smsNoLoginBody = z.strictObject({ mobileNum: mobile, countryDialingCode: dialingCode });
export const smsRegisterBody = z.strictObject({ mobileNo: mobile, countryDialingCode: dialingCode, regType: z.string().max(20).optional() });

export const smsSentValue = z.object({
  /** The code lives this long; the send button counts down expiredMinutes x 60 s. */
  expiredMinutes: z.number().int(),
});
export type SmsSentValue = z.infer<typeof smsSentValue>;

/** Sending a code: a bad number, and the per-number daily quota (the per-minute limit is TOO_MANY_REQUESTS). */
export const sendCodeErrors = { 'validation.phone': 400, 'sms.quota.exceeded': 429 } as const;

const tag = 'verification';

export const verificationCalls = {
  sendLoginCode: {
    tag,
    summary: 'Send a code for sms sign-in or reset by phone (one a minute per number)',
    description: 'The same answer whether or not the number has an account.',
    body: smsNoLoginBody,
    value: smsSentValue,
    errors: { ...sendCodeErrors, 'function.not.available': 200 },
  },
  sendRegisterCode: {
    tag,
    summary: "Send a code to verify a new member's mobile number",
    body: smsRegisterBody,
    value: smsSentValue,
    errors: { ...sendCodeErrors, 'function.not.available': 200, 'register.mobile.taken': 200 },
  },
} as const satisfies CallTable;
