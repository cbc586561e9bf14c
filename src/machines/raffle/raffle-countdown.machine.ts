// One raffle card of the reward centre (issue 15, docs/loyalty.md §raffle): reads the raffle's current or next draw,
// counts down to the draw (the server's seconds less half the request's round trip), unlocks Claim at zero, counts
// the claim window down (the tip goes when it closes), claims once and keeps the result. A refusal is shown and
// the window stays open; an ended draw gives way to the next one.
import { assign, emit, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusedWith } from '../shared/refused.ts';
import { refusalOf } from '../../domain/refusal.ts';
import type { RaffleResult } from '../../../contract/raffle/raffle.ts';
import type {
  RaffleClaimInput,
  RaffleCountdownContext,
  RaffleCountdownEmitted,
  RaffleCountdownEvent,
  RaffleCountdownInput,
  RaffleCountdownTag,
  RaffleLoaded,
  RaffleProblem,
} from './raffle-countdown.types.ts';
import { RAFFLE_ENDED_PAUSE_MS, RAFFLE_TICK_MS } from './raffle-countdown.types.ts';

/** Half the round trip in whole seconds, taken off a server's count of seconds (never below 0). */
export const lessHalfTrip = (seconds: number, latencyMs: number) => Math.max(0, seconds - Math.round(latencyMs / 2000));

export function problemOf(error: unknown): RaffleProblem {
  const { errorCode, message, value } = refusalOf(error);
  const missing = (value as { missing?: RaffleProblem['missing'] } | null)?.missing;
  return { code: errorCode || 'unknown', message: message || null, missing: Array.isArray(missing) ? missing : [] };
}

export const raffleCountdownMachine = setup({
  types: {
    context: {} as RaffleCountdownContext,
    events: {} as RaffleCountdownEvent,
    input: {} as RaffleCountdownInput,
    emitted: {} as RaffleCountdownEmitted,
    tags: {} as RaffleCountdownTag,
  },
  actors: {
    loadStatus: provided<RaffleLoaded, RaffleCountdownInput>('loadStatus'),
    claimRaffle: provided<RaffleResult, RaffleClaimInput>('claimRaffle'),
  },
  actions: {
    storeLoaded: assign((_, loaded: RaffleLoaded) => ({
      status: loaded.status,
      toDraw: loaded.status ? lessHalfTrip(loaded.status.time, loaded.latencyMs) : 0,
      toEnd: loaded.status ? lessHalfTrip(loaded.status.due, loaded.latencyMs) : 0,
      result: loaded.status?.result ?? null,
      problem: null,
    })),
    // The claim window's count runs from the same answer, so it ticks too.
    tickDraw: assign(({ context }) => ({ toDraw: Math.max(0, context.toDraw - 1), toEnd: Math.max(0, context.toEnd - 1) })),
    tickEnd: assign(({ context }) => ({ toEnd: Math.max(0, context.toEnd - 1) })),
    storeResult: assign((_, result: RaffleResult) => ({ result, problem: null })),
    storeProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    clearProblem: assign({ problem: null }),
    announceClaim: emit((_, result: RaffleResult) => ({ type: 'raffle.claimed' as const, result })),
  },
  guards: {
    noDraw: ({ context }) => context.status === null,
    isClaimed: ({ context }) => context.result !== null,
    isOver: ({ context }) => context.status?.hasEnded === true || (context.toDraw === 0 && context.toEnd === 0),
    isDrawn: ({ context }) => context.toDraw === 0,
    moreThanOneToDraw: ({ context }) => context.toDraw > 1,
    moreThanOneToEnd: ({ context }) => context.toEnd > 1,
    endedRefusal: refusedWith('raffle.ended'),
  },
  delays: { tick: RAFFLE_TICK_MS, pause: RAFFLE_ENDED_PAUSE_MS },
}).createMachine({
  id: 'raffleCountdown',
  meta: { product: '2.10 Member centre' },
  context: ({ input }) => ({ ...input, status: null, toDraw: 0, toEnd: 0, result: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the raffle's current draw (its claim window open) or its next one, timing the request.",
      tags: ['ui:loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ raffleId: context.raffleId }),
        onDone: { target: 'routing', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: errorOf } },
      },
    },
    routing: {
      description: 'Where the draw is: none scheduled, claimed already, ended, drawn (claimable) or still to come.',
      always: [
        { guard: 'noDraw', target: 'none' },
        { guard: 'isClaimed', target: 'claimed' },
        { guard: 'isOver', target: 'ended' },
        { guard: 'isDrawn', target: 'open' },
        { target: 'waiting' },
      ],
    },
    none: {
      description: 'The raffle has no draw to come.',
      on: { 'raffle.reload': 'loading' },
    },
    failed: {
      description: 'The raffle could not be read; Try again reads it again.',
      on: { 'raffle.reload': 'loading' },
    },
    waiting: {
      description: 'Counting down to the draw; Claim is locked.',
      tags: ['ui:counting'],
      after: {
        tick: [
          { guard: 'moreThanOneToDraw', target: 'waiting', reenter: true, actions: 'tickDraw' },
          { target: 'open', actions: 'tickDraw' },
        ],
      },
    },
    open: {
      description: 'Drawn: Claim is unlocked while the claim window counts down; a refusal is shown until the next try.',
      tags: ['ui:claimable'],
      on: { 'raffle.claim': { target: 'claiming', actions: 'clearProblem' } },
      after: {
        tick: [
          { guard: 'moreThanOneToEnd', target: 'open', reenter: true, actions: 'tickEnd' },
          { target: 'ended', actions: 'tickEnd' },
        ],
      },
    },
    claiming: {
      description: 'Claiming the draw: the server draws the prize and pays it.',
      tags: ['ui:claimable', 'ui:busy'],
      invoke: {
        id: 'claimRaffle',
        src: 'claimRaffle',
        input: ({ context }) => ({ raffleId: context.raffleId, raffleScheduleId: context.status!.raffleScheduleId }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'storeResult', params: ({ event }) => event.output },
            { type: 'announceClaim', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: { type: 'endedRefusal', params: errorOf }, target: 'ended', actions: { type: 'storeProblem', params: errorOf } },
          { target: 'open', actions: { type: 'storeProblem', params: errorOf } },
        ],
      },
    },
    claimed: {
      description: 'The prize is shown (money, points, or a ticket to open); the tip counts the window down and goes when it closes.',
      tags: ['ui:claimed'],
      on: { 'raffle.reload': 'loading' },
      after: {
        tick: [
          { guard: 'moreThanOneToEnd', target: 'claimed', reenter: true, actions: 'tickEnd' },
          { target: 'claimedOver', actions: 'tickEnd' },
        ],
      },
    },
    claimedOver: {
      description: 'The claim window has closed: the prize stays until the member moves on to the next draw.',
      tags: ['ui:claimed'],
      on: { 'raffle.reload': 'loading' },
    },
    ended: {
      description: 'The claim window closed unclaimed; the next draw is read after a pause.',
      tags: ['ui:ended'],
      on: { 'raffle.reload': 'loading' },
      after: { pause: 'loading' },
    },
  },
});
