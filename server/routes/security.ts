// The security centre (spec §2 securityCenter; issue 6): account details, nickname and profile fields, binding a
// mobile number (sms code) and an email (mailed code) through the same code machinery as sign-in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { memberProfiles } from '../db/schema-wallet.ts';
import { memberOf } from '../http/auth.ts';
import { ok, refused } from '../http/envelope.ts';
import { refuseTrialAccounts } from '../http/real-account.ts';
import { toE164 } from '../../contract/rules/phone.ts';
import { SMS_EXPIRED_MINUTES, codeRefusal, consumeSmsCode, issueSmsCode } from '../domain/sms-codes.ts';
import { sendBindEmailCode } from '../domain/email-binding.ts';
import { bankAccountsOf, hasPaymentPassword } from '../domain/withdrawals.ts';
import { invalidPhone } from './verification.ts';
import { PROFILE_FIELDS, type ProfileField } from '../../contract/rules/security-forms.ts';
import {
  bindEmailBody,
  bindEmailCodeBody,
  bindMobileBody,
  bindMobileCodeBody,
  profileBody,
  type SecurityCenter,
} from '../../contract/security.ts';
import type { SmsSentValue } from '../../contract/verification.ts';

const tags = ['security centre'];
const security = [{ token: [] }];
const config = { auth: 'session' } as const;

export const maskMobile = (e164: string) => `${e164.slice(0, 3)} •••• ${e164.slice(-4)}`;
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
};

export async function securityRoutes(fastify: FastifyInstance) {
  refuseTrialAccounts(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get('/wps/relay/MCS_securityCenter', { config, schema: { tags, security, summary: 'Account details, bound mobile and email (masked), profile fields' } }, async (request) =>
    ok(await centre(memberOf(request).id)),
  );

  app.put(
    '/wps/relay/MCS_profile',
    { config, schema: { tags, security, summary: 'Change the nickname and profile fields (an empty string clears a field)', body: profileBody } },
    async (request) => {
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
      await db.insert(memberProfiles).values({ memberId: member.id, fields, updatedAt: now }).onConflictDoUpdate({ target: memberProfiles.memberId, set: { fields, updatedAt: now } });
      return ok(await centre(member.id));
    },
  );

  const mobileTaken = async (phone: string, memberId: number) =>
    (await db.select({ id: members.id }).from(members).where(and(eq(members.mobile, phone), ne(members.id, memberId)))).length > 0;

  app.post(
    '/wps/relay/MCS_bindMobileCode',
    { config, schema: { tags, security, summary: 'Text a code to the mobile number to bind (one a minute)', description: 'Refusal: register.mobile.taken.', body: bindMobileCodeBody } },
    async (request) => {
      const phone = toE164(request.body.countryDialingCode, request.body.mobileNum);
      if (!phone) throw invalidPhone();
      if (await mobileTaken(phone, memberOf(request).id)) return refused('register.mobile.taken', 'This mobile number is already registered');
      await issueSmsCode(deps, 'bind', phone, request.ip, true);
      return ok(sent);
    },
  );

  app.post(
    '/wps/relay/MCS_bindMobile',
    { config, schema: { tags, security, summary: 'Bind the mobile number with its texted code', description: 'Refusals: sms.code.invalid, sms.code.expired, register.mobile.taken.', body: bindMobileBody } },
    async (request) => {
      const member = memberOf(request);
      const phone = toE164(request.body.countryDialingCode, request.body.mobileNum);
      if (!phone) throw invalidPhone();
      const check = await consumeSmsCode(deps, 'bind', phone, request.body.verificationCode);
      if (check !== 'ok') return codeRefusal(check);
      if (await mobileTaken(phone, member.id)) return refused('register.mobile.taken', 'This mobile number is already registered');
      await db.update(members).set({ mobile: phone, countryDialingCode: request.body.countryDialingCode }).where(eq(members.id, member.id));
      return ok(await centre(member.id));
    },
  );

  app.post(
    '/wps/relay/MCS_bindEmailCode',
    { config, schema: { tags, security, summary: 'Mail a code to the email address to bind (one a minute; 5 a day per member, 3 a day per address)', body: bindEmailCodeBody } },
    async (request) => {
      await sendBindEmailCode(deps, memberOf(request).id, request.body.email, request.ip);
      return ok(sent);
    },
  );

  app.post(
    '/wps/relay/MCS_bindEmail',
    { config, schema: { tags, security, summary: 'Bind the email address with its mailed code', description: 'Refusals: sms.code.invalid, sms.code.expired.', body: bindEmailBody } },
    async (request) => {
      const member = memberOf(request);
      const email = request.body.email.toLowerCase();
      const check = await consumeSmsCode(deps, 'bind', email, request.body.verificationCode);
      if (check !== 'ok') return codeRefusal(check);
      await db.update(members).set({ email }).where(eq(members.id, member.id));
      return ok(await centre(member.id));
    },
  );
}
