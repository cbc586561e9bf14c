// Coming back from a social provider (issue 39): the ticket of the provider's sign-in is turned into a session.
// A linked or new identity signs in at once; an identity whose email names an existing account asks for that
// account's password first; the provider's refusal (the person cancelled) is shown in the member's language.
import { assign, setup, type DoneActorEvent } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusedWith } from '../shared/refused.ts';
import { refusalOf, refusalProblem } from '../../domain/refusal.ts';
import {
  SOCIAL_REFUSALS,
  type LoginValue,
  type SocialLinkBody,
  type SocialLinkValue,
  type SocialSignInContext,
  type SocialSignInEvent,
  type SocialSignInInput,
} from './social-sign-in.types.ts';

/** The words of a refusal: the provider's own in the social namespace, the sign-in's shared ones otherwise. */
function errorKey(error: unknown): string {
  const code = refusalOf(error).errorCode ?? '';
  return SOCIAL_REFUSALS.includes(code) ? `social.errors.${code.slice('social.'.length)}` : refusalProblem(error).key;
}

/** The account `social.link.required` names, read without trusting its shape. */
function linkOf(error: unknown): SocialLinkValue | null {
  const value = refusalOf(error).value;
  if (typeof value !== 'object' || value === null || !('account' in value) || !('provider' in value)) return null;
  const { account, provider } = value;
  return typeof account === 'string' && (provider === 'google' || provider === 'facebook') ? { account, provider } : null;
}

const tokenOf = ({ event }: { event: DoneActorEvent<LoginValue> }) => event.output.token;

export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    input: {} as SocialSignInInput,
  },
  actors: {
    exchangeTicket: provided<LoginValue, string>('exchangeTicket'),
    linkAccount: provided<LoginValue, SocialLinkBody>('linkAccount'),
  },
  actions: {
    storeLink: assign((_, error: unknown) => ({ link: linkOf(error), password: '', error: null })),
    setPassword: assign((_, value: string) => ({ password: value, error: null })),
    failWith: assign((_, error: unknown) => ({ error: errorKey(error), password: '' })),
    setError: assign((_, error: string) => ({ error })),
    /** Effects provided at the composition root: the session and the dialog. */
    signedIn: (_, _token: string) => {},
    close: () => {},
  },
  guards: {
    linkRequired: refusedWith('social.link.required'),
    wrongPassword: refusedWith('login.failed'),
    missingPassword: ({ context }) => context.password === '',
  },
}).createMachine({
  id: 'socialSignIn',
  context: ({ input }) => ({ ...input, link: null, password: '', error: null }),
  initial: 'exchanging',
  states: {
    exchanging: {
      description: "Turning the provider's ticket into a session.",
      tags: ['ui:busy'],
      invoke: {
        id: 'exchangeTicket',
        src: 'exchangeTicket',
        input: ({ context }) => context.ticket,
        onDone: { target: 'signedIn', actions: { type: 'signedIn', params: tokenOf } },
        onError: [
          { guard: { type: 'linkRequired', params: errorOf }, target: 'confirming', actions: { type: 'storeLink', params: errorOf } },
          { target: 'failed', actions: { type: 'failWith', params: errorOf } },
        ],
      },
    },
    confirming: {
      description: "The provider's email is an existing account's: its password links the two.",
      on: {
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => event.value } },
        'link.submit': [{ guard: 'missingPassword', actions: { type: 'setError', params: 'validation.passwordRequired' } }, { target: 'linking' }],
        'social.dismiss': 'dismissed',
      },
    },
    linking: {
      description: 'Checking the password and linking the identity to the account.',
      tags: ['ui:busy'],
      invoke: {
        id: 'linkAccount',
        src: 'linkAccount',
        input: ({ context }) => ({ ticket: context.ticket, password: context.password }),
        onDone: { target: 'signedIn', actions: { type: 'signedIn', params: tokenOf } },
        onError: [
          { guard: { type: 'wrongPassword', params: errorOf }, target: 'confirming', actions: { type: 'failWith', params: errorOf } },
          { target: 'failed', actions: { type: 'failWith', params: errorOf } },
        ],
      },
    },
    failed: {
      description: "The sign-in did not happen: the provider's refusal or the server's, in the member's words.",
      on: { 'social.dismiss': 'dismissed' },
    },
    signedIn: { type: 'final', description: 'Signed in with the same session as a username sign-in.', entry: 'close' },
    dismissed: { type: 'final', description: 'Closed without signing in.', entry: 'close' },
  },
});
