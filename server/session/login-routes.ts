import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { createSession, revokeSession } from './sessions.ts';
import { hashPassword, verifyPassword } from '../shared/passwords.ts';
import { transferIn } from '../ledger/transfer.ts';
import { captchaKey, checkCaptcha, createCaptcha } from './captcha.ts';
import { bump } from '../shared/rate-counters.ts';
import { claimAttempt, releaseAttempt, type AttemptLimit } from './attempt-limits.ts';
import { exclusionOf, exclusionValue } from '../protection/exclusion.ts';
import { LOGIN_FAILURE_WINDOW_MS, startLoginAttempt } from './login-attempts.ts';
import type { LoginValue, SecondStepValue } from '../../contract/session/session.ts';
import { checkSecondStep, hintFor, secondMethodOf, startSecondStep } from './second-verification.ts';
import { codeRefusal, consumeSmsCode } from './sms-codes.ts';
import { phoneOf } from './phone.ts';
import { roleOf, TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import { accountId, houseAccountId, memberAccountCode } from '../ledger/accounts.ts';

const MAX_SECOND_FAILURES = 5;
const secondStepLimit = (memberId: number): AttemptLimit => ({ key: `login:second:${memberId}`, max: MAX_SECOND_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS });
const CAPTCHAS_PER_MINUTE = 30;
const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;
const FREEPLAYS_PER_HOUR = 10;
/** Demo credit of a trial account, in centavos. */
const TRIAL_CREDIT = 200_000;

const tooMany = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');

export async function sessionRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;

  registerCall(app, 'rsaKey', async () => ok({ publicKey: (await app.rsaKey()).publicKeySpki }));

  let signingKey: Promise<Buffer> | null = null;
  const captchaSigningKey = () => (signingKey ??= app.rsaKey().then((k) => captchaKey(k.privateKey)));

  // A GET that writes nothing: the challenge is signed, not stored, and the per-IP limit is the in-memory one.
  registerCall(
    app,
    'captcha',
    async () => {
      const { answer, ...captcha } = createCaptcha(await captchaSigningKey(), clock, deps.random);
      app.demoCaptchas?.remember(captcha.captchaId, answer);
      return ok(captcha);
    },
    { rateLimit: { max: CAPTCHAS_PER_MINUTE, timeWindow: 60_000 } },
  );

  registerCall(app, 'login', async (request) => {
    const body = request.body;
    const now = clock.now();
    const signIn = async (member: typeof members.$inferSelect) => {
      const value: LoginValue = {
        token: await createSession(deps, member.id, { firstLogin: member.firstTimeLogin }),
        firstTimeLogin: member.firstTimeLogin,
        passwordExpired: now.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS,
        type: member.type,
      };
      return ok(value);
    };
    const agentOnly = (member: typeof members.$inferSelect) => body.portal === 'agent' && roleOf(member.type) !== 'agent';

    if (body.type === 'sms') {
      await requireModule(app, 'MOBILEVERCODELOGIN3');
      const phone = phoneOf(body.countryDialingCode, body.mobileNum);
      const check = await consumeSmsCode(deps, 'noLogin', phone, body.verificationCode);
      if (check !== 'ok') throw codeRefusal(check);
      const [member] = await db.select().from(members).where(eq(members.mobile, phone));
      if (!member || member.type === TRIAL_TYPE) return refused('login.failed', 'Incorrect username or password');
      if (agentOnly(member)) return refused('agent.only', 'Non-agents cannot log in');
      if (member.loginBlocked) return refused('login.blocked', 'This account may not sign in, please contact your agent');
      const excluded = await exclusionOf(db, member.id, now);
      if (excluded) return refused('login.excluded', `This account is excluded from play until ${excluded.until.toISOString()}`, exclusionValue(excluded));
      return signIn(member);
    }

    const login = body;
    await requireModule(app, 'USERNAMEREG3');
    const attempt = await startLoginAttempt(db, login.username, request.ip, now);
    if (!attempt) throw tooMany();
    try {
      const fail = (errorCode: string, message: string) => {
        attempt.failed();
        return refused(errorCode, message, { captcha: true });
      };

      if (attempt.needsCaptcha) {
        if (!login.captchaId || !login.captcha) return refused('captcha.required', 'Please enter the captcha', { captcha: true });
        if (!(await checkCaptcha(db, await captchaSigningKey(), clock, login.captchaId, login.captcha)))
          return fail('captcha.invalid', 'The captcha is incorrect');
      }

      const [member] = await db
        .select()
        .from(members)
        .where(eq(sql`lower(${members.account})`, login.username.toLowerCase()));
      const valid = member && member.type !== TRIAL_TYPE && (await verifyPassword(login.password, member.passwordHash));
      if (!member || !valid) return fail('login.failed', 'Incorrect username or password');
      if (agentOnly(member)) return refused('agent.only', 'Non-agents cannot log in');
      // Told only after the right password, so the refusal says nothing about an account to someone guessing.
      if (member.loginBlocked) return refused('login.blocked', 'This account may not sign in, please contact your agent');
      const excluded = await exclusionOf(db, member.id, now);
      if (excluded) return refused('login.excluded', `This account is excluded from play until ${excluded.until.toISOString()}`, exclusionValue(excluded));

      const method = secondMethodOf(member);
      if (method) {
        if (!login.verification) {
          await startSecondStep(deps, member, method, request.ip);
          const value: SecondStepValue = { method, hint: hintFor(member, method) };
          return refused('login.verification.required', 'Please complete verification first', value);
        }
        // The password was right: wrong second answers have their own small limit rather than the captcha, and
        // once it is reached even the right answer waits, so the limit cannot be used to tell right from wrong.
        const second = secondStepLimit(member.id);
        if ((await claimAttempt(db, second, now)) === null) throw tooMany();
        if (!(await checkSecondStep(deps, member, method, login.verification)))
          return refused('login.verification.invalid', 'The verification is incorrect', { captcha: false });
        await releaseAttempt(db, second, now);
      }
      await attempt.signedIn();
      return signIn(member);
    } finally {
      await attempt.settle();
    }
  });

  registerCall(app, 'freePlay', async (request) => {
    await requireModule(app, 'FREEPLAY3');
    const now = clock.now();
    if ((await bump(db, `freeplay:ip:${request.ip}`, now, 3_600_000)) > FREEPLAYS_PER_HOUR) throw tooMany();
    const account = `trial${deps.random.bytes(5).toString('hex')}`;
    const member = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          account,
          nickname: 'Trial player',
          // Trial accounts never sign in with a password: a random one that nobody knows.
          passwordHash: await hashPassword(deps.random.bytes(24).toString('base64url')),
          type: TRIAL_TYPE,
          language: request.language,
          firstTimeLogin: false,
          passwordChangedAt: now,
          createdAt: now,
        })
        .returning();
      const wallet = await accountId(tx, memberAccountCode(row!.id), deps.config.merchant.currency, { memberId: row!.id });
      const house = await houseAccountId(tx, deps.config.merchant.currency);
      await transferIn(tx, clock, {
        key: `trial:credit:${row!.id}`,
        kind: 'trial',
        fromAccountId: house,
        toAccountId: wallet,
        amount: TRIAL_CREDIT,
        memo: 'Free play credit',
      });
      return row!;
    });
    const value: LoginValue = { token: await createSession(deps, member.id), firstTimeLogin: false, passwordExpired: false, type: TRIAL_TYPE };
    return ok(value);
  });

  registerCall(app, 'logout', async (request) => {
    await revokeSession(deps, request.sessionToken!);
    app.forgetSessionCheck(request.sessionToken!);
    return ok(null);
  });
}
