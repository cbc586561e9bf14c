// The model of the session machine: the samples the paths are planned from (tests/machines/session/session.test.ts, `npm run
// paths`, the flow viewer), with the answers its behaviour tests share.
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { MachineModel, RuntimeEvent } from '../model/harness.ts';
import { memberOfType } from './samples.ts';

export const PLAYER = 0;
export const TRIAL = 4;
/** What the API client rejects with when the server answers 401. */
export const refused = Object.assign(new Error('You are not logged in, please login'), { status: 401 });

const model: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  // A first visit, and a start with a token from the URL or session storage.
  inputs: [{ token: null }, { token: 'stored-token' }],
  events: [
    ...[PLAYER, 1, TRIAL].map((type): RuntimeEvent => ({ type: 'xstate.done.actor.loadMemberInfo', output: memberOfType(type) })),
    { type: 'xstate.error.actor.loadMemberInfo', error: refused },
    { type: 'xstate.error.actor.loadMemberInfo', error: new Error('offline') },
    { type: 'xstate.after.infoRetry.session.retryingInfo' },
    ...[PLAYER, 1, TRIAL].map((type): RuntimeEvent => ({ type: 'xstate.done.actor.reloadMemberInfo', output: memberOfType(type) })),
    { type: 'xstate.error.actor.reloadMemberInfo', error: new Error('offline') },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
    { type: 'session.signedIn', token: 'login-token' },
    { type: 'session.logout' },
    { type: 'session.freePlay' },
    { type: 'xstate.done.actor.loadMemberInfo', output: { ...memberOfType(PLAYER), firstTimeLogin: true } },
    { type: 'xstate.done.actor.startFreePlay', output: { token: 'trial-token' } },
    { type: 'xstate.error.actor.startFreePlay', error: new Error('function.not.available') },
    { type: 'session.expired' },
    { type: 'session.reload' },
    { type: 'route.protected' },
    { type: 'route.agentOnly' },
    { type: 'language.change', language: 'th' },
  ],
  // The failure counter grows with every retry; the guards read only the token, the role and what is pending.
  contextKey: (context) => ({ token: context.token, type: context.member?.type ?? null, pending: context.pendingAccess }),
};

export const models = [model] as const;
