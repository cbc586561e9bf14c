import type { MemberInfo } from '../../../contract/account/member.ts';
import type { LaunchLoginState } from '../../domain/game-launch.ts';

export interface SessionInput {
  /** From the `token` URL query parameter or session storage, read at the composition root. */
  token: string | null;
}

/** What a visited route needs; remembered while the session is still loading. */
export type RouteAccess = 'session' | 'agent';

export interface SessionContext {
  token: string | null;
  member: MemberInfo | null;
  /** A guarded route visited while the member info was loading: decided once the role is known. */
  pendingAccess: RouteAccess | null;
  /** Consecutive network failures loading the member info; drives the retry backoff. */
  attempts: number;
}

export type SessionEvent =
  /** A login flow finished with a token (issue 3's login and registration send it). */
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.logout' }
  /** Try the site with a new trial account (FREEPLAY3). */
  | { type: 'session.freePlay' }
  /** The API answered 401: the token is gone or expired. */
  | { type: 'session.expired' }
  | { type: 'session.reload' }
  /** A route that needs a session was visited. */
  | { type: 'route.protected' }
  /** A route that needs an agent was visited. */
  | { type: 'route.agentOnly' }
  | { type: 'language.change'; language: string };

/** The events other actors send the session: a login flow's token, a profile change, the HTTP client's 401. */
export type SessionMessage = Extract<SessionEvent, { type: 'session.signedIn' | 'session.reload' | 'session.expired' }>;

/** Who is signed in once the session has settled: the product's login state (§4) and the member, if any. */
export type SessionRole = LaunchLoginState;

/**
 * Told to whoever listens (`actor.on`) each time the session settles on a role: at start, after a sign-in, a
 * reload of the member info, a sign-out or an expiry. Repeats are possible (a reload of the same member); each
 * listener decides what a change means to it. The composition root relays it to the actors that depend on it.
 */
export interface SessionChanged {
  type: 'session.changed';
  role: SessionRole;
  /** The member's id; null for a visitor. */
  memberId: number | null;
}

export type SessionEmitted = SessionChanged;
