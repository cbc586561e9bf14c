// The security centre (docs/product.md §2 securityCenter; issue 6): account details, nickname and profile fields, binding a
// mobile number (sms code) and an email (mailed code) through the same code machinery as sign-in.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { memberProfiles } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import { codeRefusal, consumeSmsCode, issueSmsCode } from '../session/sms-codes.ts';
import { phoneOf } from '../session/phone.ts';
import { bankAccountsOf, hasPaymentPassword } from '../withdrawal/bank-accounts.ts';
import { PROFILE_FIELDS, type ProfileField } from '../../contract/rules/security-forms.ts';
import type { ProfileRequest, SecurityCenter } from '../../contract/account/security.ts';

export const maskMobile = (e164: string) => `${e164.slice(0, 3)} •••• ${e164.slice(-4)}`;
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

async function profileOf(db: Db, memberId: number): Promise<Partial<Record<ProfileField, string>>> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
  return row?.fields ?? {};
}

export async function securityCentre(db: Db, memberId: number): Promise<SecurityCenter> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  return {
    account: m!.account,
    nickname: m!.nickname,
    mobile: m!.mobile ? maskMobile(m!.mobile) : null,
    email: m!.email ? maskEmail(m!.email) : null,
    payeeName: m!.payeeName,
    hasPaymentPassword: await hasPaymentPassword(db, memberId),
    bankAccounts: (await bankAccountsOf(db, memberId)).length,
    profile: await profileOf(db, memberId),
  };
}

/** An empty string clears a field; a field left out stays as it is. */
export async function updateProfile({ db, clock }: Pick<Deps, 'db' | 'clock'>, memberId: number, body: ProfileRequest): Promise<SecurityCenter> {
  const { nickname, ...rest } = body;
  if (nickname !== undefined) await db.update(members).set({ nickname }).where(eq(members.id, memberId));
  const fields = { ...(await profileOf(db, memberId)) };
  for (const key of PROFILE_FIELDS) {
    const value = rest[key];
    if (value === undefined) continue;
    if (value === '') delete fields[key];
    else fields[key] = value;
  }
  const now = clock.now();
  await db
    .insert(memberProfiles)
    .values({ memberId, fields, updatedAt: now })
    .onConflictDoUpdate({ target: memberProfiles.memberId, set: { fields, updatedAt: now } });
  return securityCentre(db, memberId);
}

async function refuseTakenMobile(db: Db, phone: string, memberId: number): Promise<void> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.mobile, phone), ne(members.id, memberId)));
  if (other) throw new Refusal('register.mobile.taken', 'This mobile number is already registered');
}

export async function sendBindMobileCode(deps: Deps, memberId: number, countryDialingCode: string, mobile: string, ip: string): Promise<void> {
  const phone = phoneOf(countryDialingCode, mobile);
  await refuseTakenMobile(deps.db, phone, memberId);
  await issueSmsCode(deps, 'bind', phone, ip, true);
}

export async function bindMobile(
  deps: Deps,
  memberId: number,
  body: { countryDialingCode: string; mobileNum: string; verificationCode: string },
): Promise<SecurityCenter> {
  const phone = phoneOf(body.countryDialingCode, body.mobileNum);
  const check = await consumeSmsCode(deps, 'bind', phone, body.verificationCode);
  if (check !== 'ok') throw codeRefusal(check);
  await refuseTakenMobile(deps.db, phone, memberId);
  await deps.db.update(members).set({ mobile: phone, countryDialingCode: body.countryDialingCode }).where(eq(members.id, memberId));
  return securityCentre(deps.db, memberId);
}

export async function bindEmail(deps: Deps, memberId: number, email: string, verificationCode: string): Promise<SecurityCenter> {
  const address = email.toLowerCase();
  const check = await consumeSmsCode(deps, 'bind', address, verificationCode);
  if (check !== 'ok') throw codeRefusal(check);
  await deps.db.update(members).set({ email: address }).where(eq(members.id, memberId));
  return securityCentre(deps.db, memberId);
}
