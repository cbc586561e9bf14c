// The session (spec §4): visitor, member, trial or agent by the member type. The token comes from the URL query
// or session storage at start, or from a login flow; logout and expiry clear everything but the merchant code.
import { assertEvent, assign, fromPromise, setup, spawnChild } from 'xstate';
import type { MemberInfo } from '../api/contract/member.ts';
import { roleOf } from '../domain/member-type.ts';
import { paths } from '../domain/paths.ts';
import type { SessionContext, SessionEvent, SessionInput } from './session.types.ts';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadMemberInfo: fromPromise<MemberInfo, { token: string }>(async () => {
      throw new Error('loadMemberInfo is provided at the composition root');
    }),
    logout: fromPromise<void, { token: string }>(async () => {
      throw new Error('logout is provided at the composition root');
    }),
    reportLanguage: fromPromise<void, { language: string }>(async () => {
      throw new Error('reportLanguage is provided at the composition root');
    }),
  },
  actions: {
    storeToken: assign((_, token: string) => ({ token })),
    storeMember: assign((_, member: MemberInfo) => ({ member })),
    forget: assign({ token: null, member: null }),
    /** Effects below are provided at the composition root (storage, router, i18n). */
    persistToken: (_, _token: string) => {},
    clearSession: () => {},
    navigate: (_, _to: string) => {},
    applyLanguage: (_, _language: string) => {},
    /** Shows a translated message (a toast) by its i18n key. */
    notify: (_, _key: string) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isAgent: ({ context }) => context.member !== null && roleOf(context.member.type) === 'agent',
    isTrial: ({ context }) => context.member !== null && roleOf(context.member.type) === 'trial',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, member: null }),
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
      description: 'Fetching the member info for the token.',
      tags: ['ui:loading'],
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedIn', actions: { type: 'storeMember', params: ({ event }) => event.output } },
        onError: { target: 'visitor', actions: ['forget', 'clearSession'] },
      },
    },
    visitor: {
      description: 'Nobody is signed in; protected routes send the visitor to the login popup.',
      on: {
        'session.signedIn': {
          target: 'loadingInfo',
          actions: [
            { type: 'storeToken', params: ({ event }) => event.token },
            { type: 'persistToken', params: ({ event }) => event.token },
          ],
        },
        'route.protected': { actions: { type: 'navigate', params: paths.login() } },
        'route.agentOnly': { actions: { type: 'navigate', params: paths.agent() } },
      },
    },
    signedIn: {
      description: 'A token and its member info; the role decides what the member may open.',
      initial: 'resolving',
      on: {
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
        },
        member: {
          description: 'A real player account.',
          on: { 'route.agentOnly': { actions: { type: 'navigate', params: paths.agent() } } },
        },
        trial: {
          description: 'A free-play account: protected pages need a real account.',
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
        agent: { description: 'An agent: the agent centre is open.' },
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
