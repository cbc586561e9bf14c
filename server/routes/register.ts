import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { registerCall, type CallRequest } from '../http/call-route.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { moduleOn, requireModule } from '../http/whitelabel.ts';
import { codeRefusal, consumeSmsCode } from '../domain/sms-codes.ts';
import { DEFAULT_DIALING_CODE, toE164 } from '../../contract/rules/phone.ts';
import { hashPassword } from '../domain/passwords.ts';
import { createSession } from '../domain/sessions.ts';
import { accountId, memberAccountCode } from '../domain/ledger.ts';
import { bump } from '../domain/rate-counters.ts';
import { registrationProblems, type RegisterMode } from '../../contract/rules/registration-rules.ts';
import { AGENT_TYPES, MEMBER_TYPE } from '../../contract/rules/member-type.ts';
import type { RegisterRequest } from '../../contract/register.ts';
import type { LoginValue } from '../../contract/session.ts';
import type { Db } from '../db/client.ts';

const REGISTRATIONS_PER_HOUR = 10;

/** The agent an invitation code belongs to, if any. */
async function agentForCode(db: Db, code: string) {
  const [agent] = await db
    .select({ id: members.id, nickname: members.nickname })
    .from(members)
    .where(and(eq(sql`upper(${members.affiliateCode})`, code.trim().toUpperCase()), inArray(members.type, [...AGENT_TYPES])));
  return agent ?? null;
}

export async function registerRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;

  registerCall(app, 'affiliate', async (request) => {
    const agent = await agentForCode(db, request.query.code);
    return agent ? ok({ valid: true, nickname: agent.nickname }) : refused('affiliate.invalid', 'Invalid invitation code');
  });

  /** Creates the member from checked values and signs it in; null when the account or number is taken. */
  async function createMember(request: FastifyRequest, body: RegisterRequest, account: string, mobile: string | null, agentId: number | null) {
    const now = clock.now();
    const passwordHash = await hashPassword(body.password!);
    return db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(mobile ? or(eq(sql`lower(${members.account})`, account.toLowerCase()), eq(members.mobile, mobile)) : eq(sql`lower(${members.account})`, account.toLowerCase()));
      if (taken) return null;
      const [row] = await tx
        .insert(members)
        .values({
          account,
          nickname: account,
          passwordHash,
          type: MEMBER_TYPE,
          parentId: agentId,
          email: body.email?.trim() || null,
          mobile,
          countryDialingCode: mobile ? (body.countryDialingCode ?? DEFAULT_DIALING_CODE) : null,
          payeeName: body.payeeName?.trim() || null,
          language: request.language,
          firstTimeLogin: true,
          passwordChangedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (!row) return null;
      await accountId(tx, memberAccountCode(row.id), deps.config.merchant.currency, { memberId: row.id });
      return row;
    });
  }

  /** The checks every registration shares: the field rules, the per-IP limit and the invitation code. */
  async function checked(request: CallRequest<'register'>, mode: RegisterMode, smsVerification: boolean) {
    const body: RegisterRequest = request.body;
    const rules = (await app.statusCache.get()).info.register;
    const problems = registrationProblems(rules, mode, smsVerification, body);
    const first = Object.entries(problems)[0];
    if (first) throw new ApiError(400, 'register.invalid', `${first[0]}: ${first[1].key}`, { fields: problems });
    if ((await bump(db, `register:ip:${request.ip}`, clock.now(), 3_600_000)) > REGISTRATIONS_PER_HOUR)
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
    const agent = body.affiliateCode?.trim() ? await agentForCode(db, body.affiliateCode) : null;
    return { body, agent, badCode: !!body.affiliateCode?.trim() && !agent };
  }

  const signedIn = async (id: number) => {
    const value: LoginValue = { token: await createSession(deps, id, { firstLogin: true }), firstTimeLogin: true, passwordExpired: false, type: MEMBER_TYPE };
    return ok(value);
  };

  registerCall(
    app,
    'register',
    async (request) => {
      await requireModule(app, 'USERNAMEREG3');
      const { body, agent, badCode } = await checked(request, 'username', false);
      if (badCode) return refused('affiliate.invalid', 'Invalid invitation code');
      const mobile = body.mobileNum?.trim() ? toE164(body.countryDialingCode ?? DEFAULT_DIALING_CODE, body.mobileNum) : null;
      const created = await createMember(request, body, body.username!.trim(), mobile, agent?.id ?? null);
      return created ? signedIn(created.id) : refused('register.username.taken', 'This username or mobile number is already taken');
    },
  );

  registerCall(
    app,
    'registerMobile',
    async (request) => {
      await requireModule(app, 'MOBILENUMREG3');
      const smsVerification = await moduleOn(app, 'REGMOBVERF3');
      const { body, agent, badCode } = await checked(request, 'mobile', smsVerification);
      const mobile = toE164(body.countryDialingCode ?? DEFAULT_DIALING_CODE, body.mobileNum!)!;
      if (smsVerification) {
        const check = await consumeSmsCode(deps, 'register', mobile, body.verificationCode!);
        if (check !== 'ok') return codeRefusal(check);
      }
      if (badCode) return refused('affiliate.invalid', 'Invalid invitation code');
      // A member who registers by number gets an account name made from it (letters first, as the rule wants).
      const created = await createMember(request, body, `m${mobile.slice(1)}`, mobile, agent?.id ?? null);
      return created ? signedIn(created.id) : refused('register.mobile.taken', 'This mobile number is already registered');
    },
  );
}
