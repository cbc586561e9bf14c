import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.ts';

type S = SnapshotFrom<typeof sessionMachine>;

export type LoginState = 'visitor' | 'member' | 'trial' | 'agent' | 'pending';

/** The login state (docs/product.md §4.1), or pending while the session is being restored or ended. */
export function loginState(s: S): LoginState {
  if (s.matches({ signedIn: 'agent' })) return 'agent';
  if (s.matches({ signedIn: 'trial' })) return 'trial';
  if (s.matches('signedIn')) return 'member';
  if (s.matches('visitor')) return 'visitor';
  return 'pending';
}

export const selectMember = (s: S) => s.context.member;
export const selectToken = (s: S) => s.context.token;
export const isSignedIn = (s: S) => s.matches('signedIn');

/** Whether a route of this access level may show its page in the current session (docs/product.md §5, §6). */
export function canOpen(s: S, access: 'session' | 'agent'): boolean {
  const state = loginState(s);
  return access === 'agent' ? state === 'agent' : state === 'member' || state === 'agent';
}
