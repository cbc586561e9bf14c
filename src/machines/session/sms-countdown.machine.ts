// The sms code button (docs/product.md §4, §9; also the mailed code of the security centre): sends, then counts down expiredMinutes x 60 s and stays disabled meanwhile;
// a failed send can be retried after a second. In forgot password half the request latency is taken off.
import { assertEvent, assign, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import type { CodeRequest, SmsCountdownContext, SmsCountdownEvent, SmsCountdownInput, SmsSent } from './sms-countdown.types.ts';
import { SMS_THROTTLE_MS, SMS_TICK_MS } from './sms-countdown.types.ts';
import { refusalProblem } from '../../domain/refusal.ts';

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    sendCode: provided<SmsSent, CodeRequest>('sendCode'),
  },
  actions: {
    startCounting: assign(({ context }, sent: SmsSent) => ({
      remaining: Math.max(1, sent.expiredMinutes * 60 - (context.compensateLatency ? Math.round(sent.latencyMs / 2000) : 0)),
      error: null,
    })),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    failWith: assign((_, error: unknown) => ({ error: refusalProblem(error).key, remaining: 0 })),
    dismissError: assign({ error: null }),
  },
  guards: {
    moreThanOneLeft: ({ context }) => context.remaining > 1,
  },
  delays: { tick: SMS_TICK_MS, throttle: SMS_THROTTLE_MS },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ ...input, remaining: 0, error: null }),
  initial: 'idle',
  // A failed send is shown in a warning dialog until it is confirmed (docs/product.md §8).
  on: { 'sms.dismiss': { actions: 'dismissError' } },
  states: {
    idle: {
      meta: { product: '4.6 Code button (sms countdown)' },
      description: 'The send button is enabled.',
      on: { 'sms.send': 'sending' },
    },
    sending: {
      meta: { product: '4.6 Code button (sms countdown)' },
      description: 'Asking the server to text a code; the button is disabled.',
      tags: ['ui:busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }) => {
          assertEvent(event, 'sms.send');
          return event.request;
        },
        onDone: { target: 'counting', actions: { type: 'startCounting', params: ({ event }) => event.output } },
        onError: { target: 'throttled', actions: { type: 'failWith', params: errorOf } },
      },
    },
    throttled: {
      meta: { product: '4.6 Code button (sms countdown)' },
      description: 'The send failed; the button waits a second before it can be pressed again.',
      tags: ['ui:busy'],
      after: { throttle: 'idle' },
    },
    counting: {
      meta: { product: '4.6 Code button (sms countdown)' },
      description: 'Counting down the seconds until another code may be asked for.',
      tags: ['ui:busy', 'ui:counting'],
      after: {
        tick: [
          { guard: 'moreThanOneLeft', target: 'counting', reenter: true, actions: 'tick' },
          { target: 'idle', actions: 'tick' },
        ],
      },
    },
  },
});
