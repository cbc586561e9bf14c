// The security centre (docs/product.md §2 securityCenter; issue 6): account details, nickname and profile fields, binding a
// mobile number (sms code) and an email (mailed code) through the same code machinery as sign-in.
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { memberProfiles } from '../db/schema-wallet.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok, refused } from '../http/envelope.ts';
import { SMS_EXPIRED_MINUTES, codeRefusal, consumeSmsCode, issueSmsCode } from '../session/sms-codes.ts';
import { sendBindEmailCode } from './email-binding.ts';
import { bankAccountsOf, hasPaymentPassword } from '../withdrawal/withdrawals.ts';
import { phoneOf } from '../session/phone.ts';
import { PROFILE_FIELDS, type ProfileField } from '../../contract/rules/security-forms.ts';
import type { SecurityCenter } from '../../contract/account/security.ts';
import type { SmsSentValue } from '../../contract/session/verification.ts';

export const maskMobile = (e164: string) => `${e164.slice(0, 3)} •••• ${e164.slice(-4)}`;
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

/** Real accounts only (the route table says 'member'): a trial player gets 403 member.trial. */
export async function securityRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;
  const sent: SmsSentValue = { expiredMinutes: SMS_EXPIRED_MINUTES };

  async function profileOf(memberId: number): Promise<Partial<Record<ProfileField, string>>> {
    const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
    return row?.fields ?? {};
  }

  async function centre(memberId: number): Promise<SecurityCenter> {
    const [m] = await db.select().from(members).where(eq(members.id, memberId));
    return {
      account: m!.account,
      nickname: m!.nickname,
      mobile: m!.mobile ? maskMobile(m!.mobile) : null,
      email: m!.email ? maskEmail(m!.email) : null,
      payeeName: m!.payeeName,
      hasPaymentPassword: await hasPaymentPassword(db, memberId),
      bankAccounts: (await bankAccountsOf(db, memberId)).length,
      profile: await profileOf(memberId),
    };
  }

  registerCall(app, 'securityCenter', async (request) => ok(await centre(memberOf(request).id)));

  registerCall(app, 'updateProfile', async (request) => {
    const member = memberOf(request);
    const { nickname, ...rest } = request.body;
    if (nickname !== undefined) await db.update(members).set({ nickname }).where(eq(members.id, member.id));
    const fields = { ...(await profileOf(member.id)) };
    for (const key of PROFILE_FIELDS) {
      const value = rest[key];
      if (value === undefined) continue;
      if (value === '') delete fields[key];
      else fields[key] = value;
    }
    const now = clock.now();
    await db
      .insert(memberProfiles)
      .values({ memberId: member.id, fields, updatedAt: now })
      .onConflictDoUpdate({ target: memberProfiles.memberId, set: { fields, updatedAt: now } });
    return ok(await centre(member.id));
  });

  const mobileTaken = async (phone: string, memberId: number) =>
    (
      await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.mobile, phone), ne(members.id, memberId)))
    ).length > 0;

  registerCall(app, 'sendBindMobileCode', async (request) => {
    const phone = phoneOf(request.body.countryDialingCode, request.body.mobileNum);
    if (await mobileTaken(phone, memberOf(request).id)) return refused('register.mobile.taken', 'This mobile number is already registered');
    await issueSmsCode(deps, 'bind', phone, request.ip, true);
    return ok(sent);
  });

  registerCall(app, 'bindMobile', async (request) => {
    const member = memberOf(request);
    const phone = phoneOf(request.body.countryDialingCode, request.body.mobileNum);
    const check = await consumeSmsCode(deps, 'bind', phone, request.body.verificationCode);
    if (check !== 'ok') throw codeRefusal(check);
    if (await mobileTaken(phone, member.id)) return refused('register.mobile.taken', 'This mobile number is already registered');
    await db.update(members).set({ mobile: phone, countryDialingCode: request.body.countryDialingCode }).where(eq(members.id, member.id));
    return ok(await centre(member.id));
  });

  registerCall(app, 'sendBindEmailCode', async (request) => {
    await sendBindEmailCode(deps, memberOf(request).id, request.body.email, request.ip);
    return ok(sent);
  });

  registerCall(app, 'bindEmail', async (request) => {
    const member = memberOf(request);
    const email = request.body.email.toLowerCase();
    const check = await consumeSmsCode(deps, 'bind', email, request.body.verificationCode);
    if (check !== 'ok') throw codeRefusal(check);
    await db.update(members).set({ email }).where(eq(members.id, member.id));
    return ok(await centre(member.id));
  });
}
