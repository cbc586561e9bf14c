// The invitation code, checked while the visitor types (docs/product.md §7 affiliate check, §8 'invitation code error'):
// a pause in typing sends the check; a good code names the inviting agent, a bad one says so at once. The
// server checks the code again at registration, so a check that could not be made blocks nothing.
import { assign, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusedWith } from '../shared/refused.ts';
import {
  AFFILIATE_DEBOUNCE_MS,
  type AffiliateCheckContext,
  type AffiliateCheckEvent,
  type AffiliateCheckInput,
  type AffiliateValue,
} from './affiliate-check.types.ts';

export const affiliateCheckMachine = setup({
  types: {
    context: {} as AffiliateCheckContext,
    events: {} as AffiliateCheckEvent,
    input: {} as AffiliateCheckInput,
  },
  actors: {
    checkAffiliate: provided<AffiliateValue, string>('checkAffiliate'),
  },
  actions: {
    storeCode: assign((_, code: string) => ({ code: code.trim(), agentName: null })),
    storeAgent: assign((_, value: AffiliateValue) => ({ agentName: value.nickname })),
  },
  guards: {
    noCode: ({ context }) => context.code === '',
    emptyCode: (_, code: string) => code.trim() === '',
    codeRefused: refusedWith('affiliate.invalid'),
  },
  delays: { affiliateDebounce: AFFILIATE_DEBOUNCE_MS },
}).createMachine({
  id: 'affiliateCheck',
  context: ({ input }) => ({ code: input.code?.trim() ?? '', agentName: null }),
  initial: 'starting',
  on: {
    'code.change': [
      { guard: { type: 'emptyCode', params: ({ event }) => event.code }, target: '.empty', actions: { type: 'storeCode', params: ({ event }) => event.code } },
      { target: '.waiting', reenter: true, actions: { type: 'storeCode', params: ({ event }) => event.code } },
    ],
  },
  states: {
    starting: {
      description: 'A code from a referral link is checked at once.',
      always: [{ guard: 'noCode', target: 'empty' }, { target: 'checking' }],
    },
    empty: { description: 'No code: nothing to check (the field is optional unless the server requires it).' },
    waiting: {
      description: 'The visitor is typing; the check waits for a pause.',
      after: { affiliateDebounce: 'checking' },
    },
    checking: {
      description: 'Asking the server whether the code belongs to an agent.',
      tags: ['ui:checking'],
      invoke: {
        id: 'checkAffiliate',
        src: 'checkAffiliate',
        input: ({ context }) => context.code,
        onDone: { target: 'valid', actions: { type: 'storeAgent', params: ({ event }) => event.output } },
        onError: [{ guard: { type: 'codeRefused', params: errorOf }, target: 'invalid' }, { target: 'unchecked' }],
      },
    },
    valid: { description: "The code is an agent's: the form names the inviting agent.", tags: ['ui:valid'] },
    invalid: { description: "No agent has this code: 'Invalid invitation code'.", tags: ['ui:invalid'] },
    unchecked: { description: 'The check could not be made (network); registration checks the code again.' },
  },
});
