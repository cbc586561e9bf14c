import { z } from 'zod';

const dialingCode = z.string().regex(/^\d{1,4}$/, 'a dialing code such as 63');
const mobile = z.string().trim().min(4).max(20);

export const smsNoLoginBody = z.strictObject({ mobileNum: mobile, countryDialingCode: dialingCode });
export const smsRegisterBody = z.strictObject({ mobileNo: mobile, countryDialingCode: dialingCode, regType: z.string().max(20).optional() });

export interface SmsSentValue {
  /** The code lives this long; the send button counts down expiredMinutes x 60 s. */
  expiredMinutes: number;
}
