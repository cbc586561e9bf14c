// Live updates (issue 37 item 6): one Server-Sent Events stream of the signed-in account. The machine owns the
// connection: it asks for the stream, resumes it with the last event id, and while the stream is down asks again
// after a growing, capped pause (or the server's retry hint), polling the balance and the badges meanwhile. What an
// event means to the pages (react-query updates) is the `applyEvent` effect and the fallback's refetch is `poll`,
// both provided at the composition root; the stream itself is the injected `stream` actor
// (src/api/live/live-stream.ts). Started when a session is signed in, stopped when it ends (src/ui/live/).
import { assign, setup, stateIn } from 'xstate';
import type { LiveEvent } from '../../../contract/live/live.ts';
import { provided } from '../shared/provided.ts';
import { errorOf, statusOf } from '../shared/errors.ts';
import { backoffMs } from '../../domain/backoff.ts';
import {
  CONNECT_TIMEOUT_MS,
  POLL_MS,
  type LiveStreamInput,
  type LiveStreamOutput,
  type LiveUpdatesContext,
  type LiveUpdatesEvent,
} from './live-updates.types.ts';

/** The pause before the next try after `attempts` failures in a row. */
const pauseAfter = (attempts: number) => backoffMs(attempts);

export const liveUpdatesMachine = setup({
  types: {
    context: {} as LiveUpdatesContext,
    events: {} as LiveUpdatesEvent,
  },
  actors: {
    stream: provided<LiveStreamOutput, LiveStreamInput>('stream'),
  },
  actions: {
    remember: assign(({ context }, event: LiveEvent) => ({ lastEventId: event.id || context.lastEventId })),
    connected: assign({ attempts: 0, waitLeft: 0 }),
    countFailure: assign(({ context }) => ({ attempts: context.attempts + 1, waitLeft: pauseAfter(context.attempts + 1) })),
    countEnd: assign(({ context }, output: LiveStreamOutput) => ({
      attempts: context.attempts + 1,
      waitLeft: output.retryMs ?? pauseAfter(context.attempts + 1),
    })),
    spendWait: assign(({ context }) => ({ waitLeft: context.waitLeft - POLL_MS })),
    /** Effects provided at the composition root: what an event changes on the pages, and the fallback's refetch. */
    applyEvent: (_, _event: LiveEvent) => {},
    poll: () => {},
  },
  guards: {
    /** The server refused the session: the wiring tells the session actor, which signs out. */
    unauthorized: (_, error: unknown) => statusOf(error) === 401,
    /** A stream lost while open may have missed something: the balance and the badges are refetched at once. */
    wasOpen: stateIn('#liveUpdates.linked.open'),
    /** The rest of the wait fits in one step: the next step ends it. */
    reconnectDue: ({ context }) => context.waitLeft <= POLL_MS,
  },
  delays: {
    waitStep: ({ context }) => Math.min(context.waitLeft, POLL_MS),
    connectTimeout: CONNECT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'liveUpdates',
  meta: { product: '2.5 Header' },
  context: { lastEventId: null, attempts: 0, waitLeft: 0 },
  initial: 'linked',
  states: {
    linked: {
      description: 'The stream is asked for (with the last event id, to resume) or open.',
      invoke: {
        id: 'stream',
        src: 'stream',
        input: ({ context, self }) => ({ lastEventId: context.lastEventId, report: self }),
        onDone: [
          { guard: 'wasOpen', target: 'down', actions: [{ type: 'countEnd', params: ({ event }) => event.output }, 'poll'] },
          { target: 'down', actions: { type: 'countEnd', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'unauthorized', params: errorOf }, target: 'ended' },
          { guard: 'wasOpen', target: 'down', actions: ['countFailure', 'poll'] },
          { target: 'down', actions: 'countFailure' },
        ],
      },
      on: {
        'live.event': {
          actions: [
            { type: 'remember', params: ({ event }) => event.event },
            { type: 'applyEvent', params: ({ event }) => event.event },
          ],
        },
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Waiting for the server to answer with the stream; no answer within 15 s counts as a failure.',
          tags: ['live:connecting'],
          on: { 'live.opened': { target: 'open', actions: 'connected' } },
          after: { connectTimeout: { target: '#liveUpdates.down', actions: 'countFailure' } },
        },
        open: {
          description: 'The stream is open: each event updates the pages it concerns.',
          tags: ['live:open'],
        },
      },
    },
    down: {
      description:
        'The stream is down (a lost open stream is polled for at once): asked for again after a pause growing from 1 s to 30 s, or after the server’s retry hint; every 20 s of the pause the balance and the badges are refetched.',
      tags: ['live:down'],
      after: {
        waitStep: [
          { guard: 'reconnectDue', target: 'linked' },
          { target: 'down', reenter: true, actions: ['spendWait', 'poll'] },
        ],
      },
    },
    ended: {
      description: 'The server refused the session (401): the session signs out, and this actor is stopped with it.',
      type: 'final',
    },
  },
});
