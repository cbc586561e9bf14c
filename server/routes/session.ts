import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { createSession, revokeSession } from '../domain/sessions.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { createCaptcha, checkCaptcha } from '../domain/captcha.ts';
import { bump, countOf, resetCounters } from '../domain/rate-counters.ts';
import { sealedBody, usernameLogin, type LoginValue } from '../../src/api/contract/session.ts';
import { roleOf, TRIAL_TYPE } from '../../src/domain/member-type.ts';

const tags = ['session'];
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_ACCOUNT_FAILURES = 10;
const MAX_IP_FAILURES = 30;
const CAPTCHAS_PER_MINUTE = 30;
const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

const tooMany = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');

export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db, clock } = deps;

  app.get('/wps/session/key/rsa', { schema: { tags, summary: 'The RSA-OAEP public key (SPKI, base64) for encrypted calls' } }, async () =>
    ok({ publicKey: (await app.rsaKey()).publicKeySpki }),
  );

  app.get('/wps/captcha', { schema: { tags, summary: 'A captcha image (PNG data URL); the answer works once and expires in 2 minutes' } }, async (request) => {
    if ((await bump(db, `captcha:ip:${request.ip}`, clock.now(), 60_000)) > CAPTCHAS_PER_MINUTE) throw tooMany();
    return ok(await createCaptcha(db, clock, deps.random));
  });

  app.post(
    '/wps/session/login',
    { schema: { tags, summary: 'Sign in (encrypted body); a refusal says whether the captcha is now required', body: sealedBody } },
    async (request) => {
      const login = await app.openSealed(request, usernameLogin);
      await requireModule(app, 'USERNAMEREG3');
      const now = clock.now();
      const accountKey = `login:account:${login.username.toLowerCase()}`;
      const ipKey = `login:ip:${request.ip}`;
      const [accountFailures, ipFailures] = await Promise.all([
        countOf(db, accountKey, now, FAILURE_WINDOW_MS),
        countOf(db, ipKey, now, FAILURE_WINDOW_MS),
      ]);
      if (accountFailures >= MAX_ACCOUNT_FAILURES || ipFailures >= MAX_IP_FAILURES) throw tooMany();
      const fail = async (errorCode: string, message: string) => {
        await Promise.all([bump(db, accountKey, now, FAILURE_WINDOW_MS), bump(db, ipKey, now, FAILURE_WINDOW_MS)]);
        return refused(errorCode, message, { captcha: true });
      };

      if (accountFailures > 0 || ipFailures > 0) {
        if (!login.captchaId || !login.captcha) return refused('captcha.required', 'Please enter the captcha', { captcha: true });
        if (!(await checkCaptcha(db, clock, login.captchaId, login.captcha))) return fail('captcha.invalid', 'The captcha is incorrect');
      }

      const [member] = await db.select().from(members).where(eq(sql`lower(${members.account})`, login.username.toLowerCase()));
      const valid = member && member.type !== TRIAL_TYPE && (await verifyPassword(login.password, member.passwordHash));
      if (!member || !valid) return fail('login.failed', 'Incorrect username or password');
      if (login.portal === 'agent' && roleOf(member.type) !== 'agent') return refused('agent.only', 'Non-agents cannot log in');

      await resetCounters(db, [accountKey]);
      const value: LoginValue = {
        token: await createSession(deps, member.id),
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired: now.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS,
        type: member.type,
      };
      return ok(value);
    },
  );

  app.delete(
    '/wps/session/logout',
    { config: { auth: 'session' }, schema: { tags, security: [{ token: [] }], summary: 'End the session (the token stops working)' } },
    async (request) => {
      await revokeSession(deps, request.sessionToken!);
      return ok(null);
    },
  );
}
