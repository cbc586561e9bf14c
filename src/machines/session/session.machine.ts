// The session (docs/product.md §4): visitor, member, trial or agent by the member type. The token comes from the URL query
// or session storage at start, or from a login flow; logout and expiry clear everything but the merchant code.
// A guarded route visited while the session is loading is remembered and decided once the role is known.
import { assertEvent, assign, emit, raise, setup, spawnChild } from 'xstate';
import { errorOf, statusOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import type { MemberInfo } from '../../../contract/account/member.ts';
import { roleOf } from '../../../contract/rules/member-type.ts';
import { paths } from '../../domain/paths.ts';
import { backoffMs } from '../../domain/backoff.ts';
import type { SessionContext, SessionEmitted, SessionEvent, SessionInput, SessionRole } from './session.types.ts';

/**
 * The pending-access block, written once: while the role is unknown (loading, retrying, reloading) a guarded route
 * visit is remembered; each state that knows the role replays it, so that state decides it.
 */
const rememberPendingAccess = {
  'route.protected': { actions: { type: 'rememberAccess', params: 'session' } },
  'route.agentOnly': { actions: { type: 'rememberAccess', params: 'agent' } },
} as const;
const replayPendingAccess = [
  { guard: 'pendingSession', actions: ['clearPendingAccess', raise<SessionContext, SessionEvent, SessionEvent, undefined>({ type: 'route.protected' })] },
  { guard: 'pendingAgent', actions: ['clearPendingAccess', raise<SessionContext, SessionEvent, SessionEvent, undefined>({ type: 'route.agentOnly' })] },
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadMemberInfo: provided<MemberInfo, { token: string }>('loadMemberInfo'),
    logout: provided<void, { token: string }>('logout'),
    markFirstLogin: provided<void>('markFirstLogin'),
    startFreePlay: provided<{ token: string }>('startFreePlay'),
    reportLanguage: provided<void, { language: string }>('reportLanguage'),
  },
  actions: {
    storeToken: assign((_, token: string) => ({ token, attempts: 0 })),
    storeMember: assign((_, member: MemberInfo) => ({ member, attempts: 0 })),
    forget: assign({ token: null, member: null, attempts: 0 }),
    countFailure: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    rememberAccess: assign((_, access: 'session' | 'agent') => ({ pendingAccess: access })),
    clearPendingAccess: assign({ pendingAccess: null }),
    /** Tells the actors that depend on who is signed in (favourites, game launch) where the session settled. */
    announceRole: emit(({ context }, role: SessionRole) => ({
      type: 'session.changed' as const,
      role,
      memberId: role === 'visitor' ? null : (context.member?.id ?? null),
    })),
    /** Effects below are provided at the composition root (storage, router, i18n, toasts). */
    persistToken: (_, _token: string) => {},
    clearSession: () => {},
    navigate: (_, _to: string) => {},
    applyLanguage: (_, _language: string) => {},
    /** Shows a translated message (a toast) by its i18n key. */
    notify: (_, _key: string) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    pendingSession: ({ context }) => context.pendingAccess === 'session',
    pendingAgent: ({ context }) => context.pendingAccess === 'agent',
    isAgent: ({ context }) => context.member !== null && roleOf(context.member.type) === 'agent',
    isTrial: ({ context }) => context.member !== null && roleOf(context.member.type) === 'trial',
    /** The failure of an invoked call was a 401 (the token is refused), not the network. */
    isUnauthorized: (_, error: unknown) => statusOf(error) === 401,
    /** The member info just loaded says this is the member's first login (docs/product.md §4). */
    firstTimeLogin: (_, member: MemberInfo) => member.firstTimeLogin === true,
  },
  delays: {
    infoRetry: ({ context }) => backoffMs(context.attempts),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, member: null, pendingAccess: null, attempts: 0 }),
  initial: 'restoring',
  on: {
    'language.change': { actions: { type: 'applyLanguage', params: ({ event }) => event.language } },
  },
  states: {
    restoring: {
      description: 'Start-up: a token from the URL or session storage loads the login info; none means visitor.',
      always: [{ guard: 'hasToken', target: 'loadingInfo' }, { target: 'visitor' }],
    },
    loadingInfo: {
      description: 'Fetching the member info for the token; guarded route visits wait for the answer.',
      tags: ['ui:loading'],
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          {
            guard: { type: 'firstTimeLogin', params: ({ event }) => event.output },
            target: 'signedIn',
            // The first-login call is fire and forget: nothing waits for it.
            actions: [{ type: 'storeMember', params: ({ event }) => event.output }, spawnChild('markFirstLogin')],
          },
          { target: 'signedIn', actions: { type: 'storeMember', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: errorOf },
            target: 'visitor',
            actions: ['forget', 'clearSession'],
          },
          { target: 'retryingInfo', actions: 'countFailure' },
        ],
      },
      on: {
        ...rememberPendingAccess,
        'session.logout': 'loggingOut',
      },
    },
    retryingInfo: {
      description: 'The network failed; the token is kept and the member info is asked again after a pause.',
      tags: ['ui:loading'],
      after: { infoRetry: 'loadingInfo' },
      on: {
        ...rememberPendingAccess,
        'session.logout': { target: 'visitor', actions: ['forget', 'clearSession', { type: 'navigate', params: paths.home() }] },
      },
    },
    visitor: {
      description: 'Nobody is signed in; protected routes send the visitor to the login popup.',
      entry: { type: 'announceRole', params: 'visitor' },
      always: replayPendingAccess,
      on: {
        'session.signedIn': {
          target: 'loadingInfo',
          actions: [
            { type: 'storeToken', params: ({ event }) => event.token },
            { type: 'persistToken', params: ({ event }) => event.token },
          ],
        },
        'session.freePlay': 'startingFreePlay',
        'route.protected': { actions: { type: 'navigate', params: paths.login() } },
        'route.agentOnly': { actions: { type: 'navigate', params: paths.agent() } },
      },
    },
    startingFreePlay: {
      description: 'Making a trial account on the server; it signs in like any login.',
      tags: ['ui:loading'],
      invoke: {
        id: 'startFreePlay',
        src: 'startFreePlay',
        onDone: {
          target: 'loadingInfo',
          actions: [
            { type: 'storeToken', params: ({ event }) => event.output.token },
            { type: 'persistToken', params: ({ event }) => event.output.token },
          ],
        },
        onError: { target: 'visitor', actions: { type: 'notify', params: 'session.freePlayFailed' } },
      },
    },
    signedIn: {
      description: 'A token and its member info; the role decides what the member may open.',
      initial: 'resolving',
      on: {
        'session.signedIn': {
          target: 'loadingInfo',
          actions: [
            { type: 'storeToken', params: ({ event }) => event.token },
            { type: 'persistToken', params: ({ event }) => event.token },
          ],
        },
        'session.logout': 'loggingOut',
        'session.expired': { target: 'visitor', actions: ['forget', 'clearSession', { type: 'navigate', params: paths.home() }] },
        'session.reload': '.reloading',
        'language.change': {
          actions: [
            { type: 'applyLanguage', params: ({ event }) => event.language },
            // Fire and forget: the choice is already stored locally; the server copy is best effort.
            spawnChild('reportLanguage', {
              input: ({ event }) => {
                assertEvent(event, 'language.change');
                return { language: event.language };
              },
            }),
          ],
        },
      },
      states: {
        resolving: {
          description: 'Picks the role from the member type.',
          always: [{ guard: 'isAgent', target: 'agent' }, { guard: 'isTrial', target: 'trial' }, { target: 'member' }],
        },
        reloading: {
          description: 'Refreshing the member info (after a profile or password change).',
          invoke: {
            id: 'reloadMemberInfo',
            src: 'loadMemberInfo',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: 'resolving', actions: { type: 'storeMember', params: ({ event }) => event.output } },
            onError: { target: 'resolving' },
          },
          on: rememberPendingAccess,
        },
        member: {
          description: 'A real player account.',
          entry: { type: 'announceRole', params: 'member' },
          always: replayPendingAccess,
          on: { 'route.agentOnly': { actions: { type: 'navigate', params: paths.agent() } } },
        },
        trial: {
          description: 'A free-play account: protected pages need a real account.',
          entry: { type: 'announceRole', params: 'trial' },
          always: replayPendingAccess,
          on: {
            'route.protected': {
              actions: [
                { type: 'navigate', params: paths.home() },
                { type: 'notify', params: 'session.needRealAccount' },
              ],
            },
            'route.agentOnly': { actions: { type: 'navigate', params: paths.agent() } },
          },
        },
        agent: {
          description: 'An agent: the agent centre is open.',
          entry: { type: 'announceRole', params: 'agent' },
          always: replayPendingAccess,
        },
      },
    },
    loggingOut: {
      description: 'Telling the server to end the session; the local session is cleared either way.',
      tags: ['ui:loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'visitor', actions: ['forget', 'clearSession', { type: 'navigate', params: paths.home() }] },
        onError: { target: 'visitor', actions: ['forget', 'clearSession', { type: 'navigate', params: paths.home() }] },
      },
    },
  },
});
