// What a raffle card shows, read from its raffleCountdown actor.
import type { SnapshotFrom } from 'xstate';
import type { raffleCountdownMachine } from './raffle-countdown.machine.ts';

type Snapshot = SnapshotFrom<typeof raffleCountdownMachine>;

/** The card's step: what it shows. */
export type RaffleStep = 'loading' | 'failed' | 'none' | 'waiting' | 'open' | 'claimed' | 'ended';

export function raffleStep(s: Snapshot): RaffleStep {
  if (s.hasTag('ui:loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('none')) return 'none';
  if (s.hasTag('ui:counting')) return 'waiting';
  if (s.hasTag('ui:claimable')) return 'open';
  if (s.hasTag('ui:claimed')) return 'claimed';
  return 'ended';
}

export const isClaiming = (s: Snapshot) => s.hasTag('ui:busy');
/** Seconds to the draw while waiting; seconds left to claim once drawn (0 hides the tip). */
export const secondsToDraw = (s: Snapshot) => s.context.toDraw;
export const secondsToEnd = (s: Snapshot) => s.context.toEnd;
export const raffleDraw = (s: Snapshot) => s.context.status;
export const raffleResult = (s: Snapshot) => s.context.result;
export const raffleProblem = (s: Snapshot) => s.context.problem;
