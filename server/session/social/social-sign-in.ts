// Turning a finished provider sign-in into a session (issue 39): a linked identity signs its member in; a new one
// registers a member, unless a member already has the email the provider vouched for, who then confirms with its
// password to link it. Every way ends in the same session, refusals and first login as a username sign-in.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { socialIdentities } from '../../db/schema-social.ts';
import type { Deps } from '../../deps.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords.ts';
import { Refusal } from '../../shared/refusal.ts';
import { claimAttempt, clearAttempts, type AttemptLimit } from '../../shared/attempt-limits.ts';
import { refuseBarred, signedIn } from '../sign-in.ts';
import { secondMethodOf } from '../second-verification.ts';
import { LOGIN_FAILURE_WINDOW_MS } from '../login-attempts.ts';
import type { Member } from '../sessions.ts';
import { registerBySocial } from '../../registration/register.ts';
import { TRIAL_TYPE } from '../../../contract/rules/member-type.ts';
import type { LoginValue } from '../../../contract/session/session.ts';
import type { SocialLinkValue } from '../../../contract/session/social.ts';
import type { SocialProvider } from '../../../contract/rules/social.ts';
import { flowOfTicket, spendTicket, type SocialFlow } from './flows.ts';

const MAX_LINK_FAILURES = 5;
const linkLimit = (memberId: number): AttemptLimit => ({ key: `social:link:${memberId}`, max: MAX_LINK_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS });
/** Tries at a free account name before giving up (8 random digits each). */
const NAME_TRIES = 5;

/** An account that asks for a second step at sign-in keeps asking: a provider stands in for the password only. */
const secondStepAsked = () => new Refusal('social.secondStep', 'This account asks for a second step: sign in with your username and password');

const expired = () => new Refusal('social.expired', 'This sign-in has expired, please start again');
const tooMany = () => new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');

/** The provider's error as the site's refusal. */
const flowRefusal = (code: string) =>
  code === 'social.cancelled'
    ? new Refusal('social.cancelled', 'The sign-in was cancelled at the provider')
    : code === 'function.not.available'
      ? new Refusal('function.not.available', 'This function is not available')
      : new Refusal('social.failed', 'The provider could not sign you in, please try again');

export interface SocialCaller {
  ip: string;
  /** Whether the merchant has the provider on (its whitelabel flag). */
  enabled: (provider: SocialProvider) => Promise<boolean>;
}

async function openFlow(deps: Deps, ticket: string, caller: SocialCaller): Promise<SocialFlow & { provider: SocialProvider; subject: string }> {
  const flow = await flowOfTicket(deps, ticket);
  if (!flow) throw expired();
  const provider = flow.provider as SocialProvider;
  if (!(await caller.enabled(provider))) throw flowRefusal('function.not.available');
  if (flow.error || !flow.subject) {
    await spendTicket(deps, flow);
    throw flowRefusal(flow.error ?? 'social.failed');
  }
  return { ...flow, provider, subject: flow.subject };
}

const portalOf = (flow: SocialFlow) => (flow.portal === 'agent' ? 'agent' : undefined);

/** The one real account with the email the provider vouched for; none when there is no such email or several share it. */
async function memberByEmail(deps: Deps, flow: SocialFlow): Promise<Member | null> {
  if (!flow.email || !flow.emailVerified) return null;
  const found = await deps.db
    .select()
    .from(members)
    .where(and(eq(sql`lower(${members.email})`, flow.email), ne(members.type, TRIAL_TYPE)))
    .limit(2);
  return found.length === 1 ? found[0]! : null;
}

const linkIdentity = (db: Deps['db'] | Tx, flow: SocialFlow & { subject: string }, memberId: number, now: Date) =>
  db.insert(socialIdentities).values({ provider: flow.provider, subject: flow.subject, memberId, email: flow.email, createdAt: now }).onConflictDoNothing();

/** Account names of provider members: two letters of the provider and eight digits, as the username rule allows. */
const accountName = (deps: Deps, provider: SocialProvider) =>
  `${provider === 'google' ? 'gg' : 'fb'}${Array.from({ length: 8 }, () => deps.random.int(0, 10)).join('')}`;

export async function signInByTicket(deps: Deps, ticket: string, caller: SocialCaller): Promise<LoginValue> {
  const now = deps.clock.now();
  const flow = await openFlow(deps, ticket, caller);
  const [linked] = await deps.db
    .select({ member: members })
    .from(socialIdentities)
    .innerJoin(members, eq(members.id, socialIdentities.memberId))
    .where(and(eq(socialIdentities.provider, flow.provider), eq(socialIdentities.subject, flow.subject)));
  if (linked) {
    await refuseBarred(deps, linked.member, portalOf(flow), now);
    if (secondMethodOf(linked.member)) throw secondStepAsked();
    if (!(await spendTicket(deps, flow))) throw expired();
    return signedIn(deps, linked.member, now);
  }

  const existing = await memberByEmail(deps, flow);
  if (existing) {
    if (secondMethodOf(existing)) throw secondStepAsked();
    const value: SocialLinkValue = { provider: flow.provider, account: existing.account };
    throw new Refusal('social.link.required', 'An account with this email exists: confirm it with its password', value);
  }
  // Only agents sign in on the agent page, and a new account is never one.
  if (portalOf(flow)) throw new Refusal('agent.only', 'Non-agents cannot log in');
  if (!(await spendTicket(deps, flow))) throw expired();
  // The member knows no password: a random one stands in until it sets its own (forgot password, by its email).
  const passwordHash = await hashPassword(deps.random.bytes(24).toString('base64url'));
  for (let i = 0; i < NAME_TRIES; i++) {
    const account = accountName(deps, flow.provider);
    const registered = await registerBySocial(
      deps,
      {
        account,
        nickname: flow.name?.trim().slice(0, 50) || account,
        email: flow.emailVerified ? flow.email : null,
        passwordHash,
        affiliateCode: flow.affiliateCode,
        ip: caller.ip,
        language: flow.language,
      },
      (tx, id) => linkIdentity(tx, flow, id, now).then(() => undefined),
    );
    if (registered) return registered;
  }
  throw new Refusal('social.failed', 'The provider could not sign you in, please try again');
}

/** Links the identity to the member its email names, once the member's password is right. */
export async function linkByPassword(deps: Deps, ticket: string, password: string, caller: SocialCaller): Promise<LoginValue> {
  const now = deps.clock.now();
  const flow = await openFlow(deps, ticket, caller);
  const member = await memberByEmail(deps, flow);
  if (!member) throw expired();
  if (secondMethodOf(member)) throw secondStepAsked();
  const limit = linkLimit(member.id);
  if ((await claimAttempt(deps.db, limit, now)) === null) throw tooMany();
  if (!(await verifyPassword(password, member.passwordHash))) throw new Refusal('login.failed', 'Incorrect username or password', { captcha: false });
  await clearAttempts(deps.db, limit);
  await refuseBarred(deps, member, portalOf(flow), now);
  if (!(await spendTicket(deps, flow))) throw expired();
  await linkIdentity(deps.db, flow, member.id, now);
  return signedIn(deps, member, now);
}
