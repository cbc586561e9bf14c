// Signing in (docs/product.md §4.3): by a texted code, or by username and password with the captcha after failures
// and the account's second step. Every refusal is thrown; a password sign-in's attempt is settled whatever happens.
import { eq, sql } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { verifyPassword } from '../shared/passwords.ts';
import { Refusal } from '../shared/refusal.ts';
import { exclusionOf, exclusionValue } from '../protection/exclusion.ts';
import { roleOf, TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import type { LoginValue, SecondStepLogin, SecondStepValue, SmsLogin, UsernameLogin } from '../../contract/session/session.ts';
import { claimAttempt, releaseAttempt, type AttemptLimit } from '../shared/attempt-limits.ts';
import { checkCaptcha } from './captcha.ts';
import { forgetAccountFailures, LOGIN_FAILURE_WINDOW_MS, startLoginAttempt } from './login-attempts.ts';
import { issueTicket, tryTicket } from './second-step-ticket.ts';
import { phoneOf } from './phone.ts';
import { checkSecondStep, hintFor, secondMethodOf, startSecondStep } from './second-verification.ts';
import { createSession, type Member } from './sessions.ts';
import { codeRefusal, consumeSmsCode } from './sms-codes.ts';

const MAX_SECOND_FAILURES = 5;
const secondStepLimit = (memberId: number): AttemptLimit => ({ key: `login:second:${memberId}`, max: MAX_SECOND_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS });
const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

const tooMany = () => new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
const loginFailed = (value: unknown = null) => new Refusal('login.failed', 'Incorrect username or password', value);

export async function signedIn(deps: Deps, member: Member, now: Date): Promise<LoginValue> {
  return {
    token: await createSession(deps, member.id, { firstLogin: member.firstTimeLogin }),
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: now.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS,
    type: member.type,
  };
}

/** The refusals every way in shares once the member is known: the agent page, a blocked or an excluded account. */
export async function refuseBarred(deps: Pick<Deps, 'db'>, member: Member, portal: 'agent' | undefined, now: Date): Promise<void> {
  if (portal === 'agent' && roleOf(member.type) !== 'agent') throw new Refusal('agent.only', 'Non-agents cannot log in');
  if (member.loginBlocked) throw new Refusal('login.blocked', 'This account may not sign in, please contact your agent');
  const excluded = await exclusionOf(deps.db, member.id, now);
  if (excluded) throw new Refusal('login.excluded', `This account is excluded from play until ${excluded.until.toISOString()}`, exclusionValue(excluded));
}

export async function signInBySms(deps: Deps, body: SmsLogin): Promise<LoginValue> {
  const now = deps.clock.now();
  const phone = phoneOf(body.countryDialingCode, body.mobileNum);
  const check = await consumeSmsCode(deps, 'noLogin', phone, body.verificationCode);
  if (check !== 'ok') throw codeRefusal(check);
  const [member] = await deps.db.select().from(members).where(eq(members.mobile, phone));
  if (!member || member.type === TRIAL_TYPE) throw loginFailed();
  await refuseBarred(deps, member, body.portal, now);
  return signedIn(deps, member, now);
}

/** captchaKey: the key the captchas are signed with (server/session/captcha.ts). */
export async function signInByPassword(deps: Deps, login: UsernameLogin, ip: string, captchaKey: () => Promise<Buffer>): Promise<LoginValue> {
  const { db, clock } = deps;
  const now = clock.now();
  const attempt = await startLoginAttempt(db, login.username, ip, now);
  if (!attempt) throw tooMany();
  try {
    const fail = (refusal: Refusal) => {
      attempt.failed();
      return refusal;
    };

    if (attempt.needsCaptcha) {
      if (!login.captchaId || !login.captcha) throw new Refusal('captcha.required', 'Please enter the captcha', { captcha: true });
      if (!(await checkCaptcha(db, await captchaKey(), clock, login.captchaId, login.captcha)))
        throw fail(new Refusal('captcha.invalid', 'The captcha is incorrect', { captcha: true }));
    }

    const [member] = await db
      .select()
      .from(members)
      .where(eq(sql`lower(${members.account})`, login.username.toLowerCase()));
    const valid = member && member.type !== TRIAL_TYPE && (await verifyPassword(login.password, member.passwordHash));
    if (!member || !valid) throw fail(loginFailed({ captcha: true }));
    // Told only after the right password, so the refusal says nothing about an account to someone guessing.
    await refuseBarred(deps, member, login.portal, now);

    const method = secondMethodOf(member);
    if (method) {
      // The answer comes with a ticket, never with this password and captcha again (the captcha is used up now).
      await startSecondStep(deps, member, method, ip);
      const value: SecondStepValue = { method, hint: hintFor(member, method), ticket: await issueTicket(deps, member.id, login.portal) };
      throw new Refusal('login.verification.required', 'Please complete verification first', value);
    }
    await attempt.signedIn();
    return signedIn(deps, member, now);
  } finally {
    await attempt.settle();
  }
}

const ticketExpired = () => new Refusal('login.ticket.expired', 'The sign-in has expired, please enter your password again');

/** The second step, sent with the ticket the password (and captcha) earned: the answer alone decides. */
export async function signInBySecondStep(deps: Deps, body: SecondStepLogin): Promise<LoginValue> {
  const { db, clock } = deps;
  const now = clock.now();
  const ticket = await tryTicket(deps, body.ticket);
  if (!ticket) throw ticketExpired();
  const [member] = await db.select().from(members).where(eq(members.id, ticket.memberId));
  if (!member || member.type === TRIAL_TYPE) throw ticketExpired();
  // Blocked or excluded since the password was checked: told as at any sign-in.
  await refuseBarred(deps, member, ticket.portal, now);
  const method = secondMethodOf(member);
  if (method) {
    // Beside the ticket's own few tries, the member's limit holds across tickets: a new password sign-in does not
    // bring new guesses, and once it is reached even the right answer waits, so it cannot tell right from wrong.
    const second = secondStepLimit(member.id);
    if ((await claimAttempt(db, second, now)) === null) throw tooMany();
    if (!(await checkSecondStep(deps, member, method, body.verification)))
      throw new Refusal('login.verification.invalid', 'The verification is incorrect', { captcha: false });
    await releaseAttempt(db, second, now);
  }
  if (!(await ticket.use())) throw ticketExpired();
  await forgetAccountFailures(db, member.account);
  return signedIn(deps, member, now);
}
