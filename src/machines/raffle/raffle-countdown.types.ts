import type { RaffleResult, RaffleStatusView } from '../../../contract/raffle/raffle.ts';

export interface RaffleCountdownInput {
  raffleId: number;
}

/** What the status loader answers: the raffle's current or next draw (null: none scheduled) and the request's round trip. */
export interface RaffleLoaded {
  status: RaffleStatusView | null;
  latencyMs: number;
}

export interface RaffleClaimInput {
  raffleId: number;
  raffleScheduleId: number;
}

/** A refused claim: the server's code (translated as raffle.errors.<code>) and, for unmet conditions, what is missing. */
export interface RaffleProblem {
  code: string;
  message: string | null;
  missing: { condition: string; target: number; actual: number }[];
}

export interface RaffleCountdownContext extends RaffleCountdownInput {
  status: RaffleStatusView | null;
  /** Seconds to the draw, by the server's answer less half the request's round trip. */
  toDraw: number;
  /** Seconds left in the claim window, the same way. */
  toEnd: number;
  result: RaffleResult | null;
  problem: RaffleProblem | null;
}

export type RaffleCountdownEvent =
  /** The Claim button (unlocked once the countdown reaches zero). */
  | { type: 'raffle.claim' }
  /** Read the raffle again: after a failed read, with no draw scheduled, or to move on to the next draw. */
  | { type: 'raffle.reload' };

export type RaffleCountdownEmitted = { type: 'raffle.claimed'; result: RaffleResult };

export type RaffleCountdownTag = 'ui:loading' | 'ui:counting' | 'ui:claimable' | 'ui:busy' | 'ui:claimed' | 'ui:ended';

export const RAFFLE_TICK_MS = 1000;
/** An ended draw stays on the card this long before the next one is read. */
export const RAFFLE_ENDED_PAUSE_MS = 5000;
