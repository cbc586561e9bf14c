// Sending a code to a number: for sms sign-in and reset by phone, and to verify a new member's number.
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import type { SmsSentValue } from '../../contract/session/verification.ts';
import { issueSmsCode, SMS_EXPIRED_MINUTES } from './sms-codes.ts';
import { phoneOf } from './phone.ts';

export const codeSent: SmsSentValue = { expiredMinutes: SMS_EXPIRED_MINUTES };

const memberWithMobile = async (deps: Pick<Deps, 'db'>, phone: string) =>
  (await deps.db.select({ id: members.id }).from(members).where(eq(members.mobile, phone)))[0];

/** The same answer whether or not the number has an account, so the call cannot be used to find members. */
export async function sendLoginCode(deps: Deps, countryDialingCode: string, mobile: string, ip: string): Promise<SmsSentValue> {
  const phone = phoneOf(countryDialingCode, mobile);
  await issueSmsCode(deps, 'noLogin', phone, ip, !!(await memberWithMobile(deps, phone)));
  return codeSent;
}

export async function sendRegisterCode(deps: Deps, countryDialingCode: string, mobile: string, ip: string): Promise<SmsSentValue> {
  const phone = phoneOf(countryDialingCode, mobile);
  if (await memberWithMobile(deps, phone)) throw new Refusal('register.mobile.taken', 'This mobile number is already registered');
  await issueSmsCode(deps, 'register', phone, ip, true);
  return codeSent;
}
