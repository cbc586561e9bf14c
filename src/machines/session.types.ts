import type { MemberInfo } from '../api/contract/member.ts';

export interface SessionInput {
  /** From the `token` URL query parameter or session storage, read at the composition root. */
  token: string | null;
}

export interface SessionContext {
  token: string | null;
  member: MemberInfo | null;
}

export type SessionEvent =
  /** A login flow finished with a token (issue 3's login and registration send it). */
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.logout' }
  /** The API answered 401: the token is gone or expired. */
  | { type: 'session.expired' }
  | { type: 'session.reload' }
  /** A route that needs a session was visited. */
  | { type: 'route.protected' }
  /** A route that needs an agent was visited. */
  | { type: 'route.agentOnly' }
  | { type: 'language.change'; language: string };
