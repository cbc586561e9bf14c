import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { members, outbox } from '../db/schema.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { hashPassword } from '../domain/passwords.ts';
import { bump } from '../domain/rate-counters.ts';
import { codeRefusal, consumeSmsCode } from '../domain/sms-codes.ts';
import type { PasswordResetValue } from '../../contract/member.ts';
import { checkNewPassword } from '../../contract/rules/field-rules.ts';
import { toE164 } from '../../contract/rules/phone.ts';
import { invalidPhone } from './verification.ts';

const tooMany = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
/** A temporary password counts as expired at once, so the member must choose a new one at sign-in. */
const LONG_AGO = new Date(0);

export async function passwordResetRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;

  registerCall(
    app,
    'resetPasswordByEmail',
    async (request) => {
      const { username, email } = request.body;
      const now = clock.now();
      if ((await bump(db, `reset:account:${username.toLowerCase()}`, now, 3_600_000)) > 3) throw tooMany();
      if ((await bump(db, `reset:ip:${request.ip}`, now, 3_600_000)) > 20) throw tooMany();
      const [member] = await db
        .select()
        .from(members)
        .where(and(eq(sql`lower(${members.account})`, username.toLowerCase()), eq(sql`lower(${members.email})`, email.toLowerCase())));
      if (!member) return refused('reset.email.unknown', 'Username/Email does not exist');
      const temporary = `Tmp${deps.random.bytes(6).toString('base64url').replace(/[-_]/g, 'x')}9`;
      await db.update(members).set({ passwordHash: await hashPassword(temporary), passwordChangedAt: LONG_AGO }).where(eq(members.id, member.id));
      await db.insert(outbox).values({
        channel: 'email',
        recipient: member.email!,
        body: `Your temporary playstate password is ${temporary} . Sign in with it and choose a new password.`,
        createdAt: now,
      });
      return ok(null);
    },
  );

  registerCall(
    app,
    'resetPasswordByPhone',
    async (request) => {
      await requireModule(app, 'CHNGPASSVERIF3');
      const body = request.body;
      const phone = toE164(body.countryDialingCode, body.mobileNum);
      if (!phone) throw invalidPhone();
      const problem = checkNewPassword((await app.statusCache.get()).info.register.password, body.newPassword, body.newPassword);
      if (problem) throw new ApiError(400, problem.key, 'The new password does not meet the password rule', problem.values ?? null);
      const check = await consumeSmsCode(deps, 'noLogin', phone, body.verificationCode);
      if (check !== 'ok') return codeRefusal(check);
      const [member] = await db.select().from(members).where(eq(members.mobile, phone));
      if (!member) return codeRefusal('invalid');
      await db.update(members).set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: clock.now() }).where(eq(members.id, member.id));
      const value: PasswordResetValue = { account: member.account };
      return ok(value);
    },
  );
}
