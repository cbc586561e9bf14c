// The social sign-ins under way (issue 39), in social_sign_ins: started with the PKCE verifier, state and nonce and
// a cookie binding the browser; finished by the callback with the identity or the provider's error and a one-time
// ticket for the site. Only hashes of the state, the binding and the ticket are stored.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { socialSignIns } from '../../db/schema-social.ts';
import type { Deps } from '../../deps.ts';
import type { SocialProvider } from '../../../contract/rules/social.ts';
import type { FlowChecks, ProviderIdentity } from './oidc-client.ts';

export type SocialFlow = typeof socialSignIns.$inferSelect;

/** From the start to the callback: the time a person has at the provider. */
const START_TTL_MS = 15 * 60_000;
/** From the callback to the site's call (and to a password typed to link an account). */
const TICKET_TTL_MS = 10 * 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const token = (deps: Pick<Deps, 'random'>) => deps.random.bytes(32).toString('base64url');

export interface StartedBy {
  affiliateCode: string | null;
  portal: 'agent' | null;
  language: string;
}

/** Records a start; answers the browser's binding (its cookie). */
export async function startFlow(deps: Pick<Deps, 'db' | 'clock' | 'random'>, provider: SocialProvider, checks: FlowChecks, by: StartedBy): Promise<string> {
  const binding = token(deps);
  const now = deps.clock.now();
  await deps.db.insert(socialSignIns).values({
    stateHash: digest(checks.state),
    bindingHash: digest(binding),
    provider,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    affiliateCode: by.affiliateCode,
    portal: by.portal,
    language: by.language,
    createdAt: now,
    expiresAt: new Date(now.getTime() + START_TTL_MS),
  });
  return binding;
}

/** The start a callback answers: its state, from the browser that started it, not yet answered nor expired. */
export async function flowOfCallback(deps: Pick<Deps, 'db' | 'clock'>, state: string, binding: string): Promise<SocialFlow | null> {
  const [row] = await deps.db
    .select()
    .from(socialSignIns)
    .where(and(eq(socialSignIns.stateHash, digest(state)), isNull(socialSignIns.ticketHash), gt(socialSignIns.expiresAt, deps.clock.now())));
  return row && row.bindingHash === digest(binding) ? row : null;
}

export type FlowOutcome = { identity: ProviderIdentity } | { error: string };

/** Ends the provider's part: the identity or the refusal, behind a new ticket (answered). */
export async function finishFlow(deps: Pick<Deps, 'db' | 'clock' | 'random'>, flow: SocialFlow, outcome: FlowOutcome): Promise<string> {
  const ticket = token(deps);
  const identity = 'identity' in outcome ? outcome.identity : null;
  await deps.db
    .update(socialSignIns)
    .set({
      ticketHash: digest(ticket),
      subject: identity?.subject ?? null,
      email: identity?.email ?? null,
      emailVerified: identity?.emailVerified ?? false,
      name: identity?.name ?? null,
      error: 'error' in outcome ? outcome.error : null,
      expiresAt: new Date(deps.clock.now().getTime() + TICKET_TTL_MS),
    })
    .where(eq(socialSignIns.stateHash, flow.stateHash));
  return ticket;
}

/** A ticket that only carries a refusal (no start to answer: a bad callback, a provider switched off). */
export async function refusalTicket(deps: Pick<Deps, 'db' | 'clock' | 'random'>, provider: SocialProvider, error: string, language: string): Promise<string> {
  const state = token(deps);
  await startFlow(deps, provider, { state, nonce: '', codeVerifier: '' }, { affiliateCode: null, portal: null, language });
  const [flow] = await deps.db
    .select()
    .from(socialSignIns)
    .where(eq(socialSignIns.stateHash, digest(state)));
  return finishFlow(deps, flow!, { error });
}

/** The finished sign-in of a ticket still good to use. */
export async function flowOfTicket(deps: Pick<Deps, 'db' | 'clock'>, ticket: string): Promise<SocialFlow | null> {
  const [row] = await deps.db
    .select()
    .from(socialSignIns)
    .where(and(eq(socialSignIns.ticketHash, digest(ticket)), isNull(socialSignIns.usedAt), gt(socialSignIns.expiresAt, deps.clock.now())));
  return row ?? null;
}

/** Spends the ticket; false when another request already did (a ticket signs in once). */
export async function spendTicket(deps: Pick<Deps, 'db' | 'clock'>, flow: SocialFlow): Promise<boolean> {
  const spent = await deps.db
    .update(socialSignIns)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(socialSignIns.stateHash, flow.stateHash), isNull(socialSignIns.usedAt)))
    .returning({ stateHash: socialSignIns.stateHash });
  return spent.length === 1;
}
