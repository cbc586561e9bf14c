import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { hashPassword } from '../domain/passwords.ts';
import { createSession } from '../domain/sessions.ts';
import { accountId, memberAccountCode } from '../domain/ledger.ts';
import { bump } from '../domain/rate-counters.ts';
import { registrationProblems } from '../../src/domain/registration-rules.ts';
import { AGENT_TYPES, MEMBER_TYPE } from '../../src/domain/member-type.ts';
import { affiliateQuery, registerBody, type RegisterRequest } from '../../src/api/contract/register.ts';
import { sealedBody, type LoginValue } from '../../src/api/contract/session.ts';
import type { Db } from '../db/client.ts';

const tags = ['register'];
const REGISTRATIONS_PER_HOUR = 10;

/** The agent an invitation code belongs to, if any. */
async function agentForCode(db: Db, code: string) {
  const [agent] = await db
    .select({ id: members.id, nickname: members.nickname })
    .from(members)
    .where(and(eq(sql`upper(${members.affiliateCode})`, code.trim().toUpperCase()), inArray(members.type, [...AGENT_TYPES])));
  return agent ?? null;
}

export async function registerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db, clock } = deps;

  app.get('/wps/agent/affiliate', { schema: { tags, summary: 'Check an invitation (affiliate) code', querystring: affiliateQuery } }, async (request) => {
    const agent = await agentForCode(db, request.query.code);
    return agent ? ok({ valid: true, nickname: agent.nickname }) : refused('affiliate.invalid', 'Invalid invitation code');
  });

  app.put(
    '/wps/member/register',
    { schema: { tags, summary: 'Register by username (encrypted; field rules as /wps/system/setting/register); signs the new member in', body: sealedBody } },
    async (request) => {
      await requireModule(app, 'USERNAMEREG3');
      const body: RegisterRequest = await app.openSealed(request, registerBody);
      const rules = (await app.statusCache.get()).info.register;
      const problems = registrationProblems(rules, 'username', false, body);
      const first = Object.entries(problems)[0];
      if (first) throw new ApiError(400, 'register.invalid', `${first[0]}: ${first[1].key}`, { fields: problems });
      const now = clock.now();
      if ((await bump(db, `register:ip:${request.ip}`, now, 3_600_000)) > REGISTRATIONS_PER_HOUR)
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');

      const username = body.username!.trim();
      const agent = body.affiliateCode?.trim() ? await agentForCode(db, body.affiliateCode) : null;
      if (body.affiliateCode?.trim() && !agent) return refused('affiliate.invalid', 'Invalid invitation code');
      const passwordHash = await hashPassword(body.password!);
      const created = await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: members.id }).from(members).where(eq(sql`lower(${members.account})`, username.toLowerCase()));
        if (taken) return null;
        const [row] = await tx
          .insert(members)
          .values({
            account: username,
            nickname: username,
            passwordHash,
            type: MEMBER_TYPE,
            parentId: agent?.id ?? null,
            email: body.email?.trim() || null,
            mobile: body.mobileNum?.trim() || null,
            countryDialingCode: body.countryDialingCode ?? null,
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
      if (!created) return refused('register.username.taken', 'This username is already taken');
      const value: LoginValue = { token: await createSession(deps, created.id), firstTimeLogin: true, passwordExpired: false, type: MEMBER_TYPE };
      return ok(value);
    },
  );
}
