import type { WithdrawalPart, WithdrawalView } from '../../../contract/withdrawal/withdrawal.ts';

export type { WithdrawalPart, WithdrawalView };

export interface WithdrawalConfirmationInput {
  /** The withdrawal this actor watches: one actor per withdrawal on screen. */
  withdrawalId: number;
  /**
   * The time (ms since the epoch) the deadline timer is measured from: it must be the clock that runs the actor's
   * timers (the wall clock on the site, the simulated one in tests), or a timer could never reach the deadline.
   */
  now: () => number;
}

/**
 * What went wrong, for the view to show until it is dismissed or the next answer is sent: a reason code (a client
 * check's `withdrawal.proof.*`, `withdrawal.part.not.awaiting`, or the server's errorCode), translated by the view.
 */
export interface WithdrawalProblem {
  code: string;
  /** The part it is about; null for a load or the all-received call. */
  partId: number | null;
  /** The server's own words, for a code the view does not translate; null for the client's checks. */
  message: string | null;
  /** The proof file a client check refused, so the message can name it. */
  fileName: string | null;
}

/** The member's answer being sent: which call, for which part (null for all), with which proof images. */
export interface WithdrawalAnswer {
  kind: 'received' | 'notReceived' | 'allReceived';
  partId: number | null;
  files: File[];
}

export interface WithdrawalConfirmationContext extends WithdrawalConfirmationInput {
  /** The withdrawal as the server last returned it: amounts and part statuses come only from here. */
  view: WithdrawalView | null;
  /** The answer on its way to the server, so the view can show which button waits. */
  answer: WithdrawalAnswer | null;
  error: WithdrawalProblem | null;
  /** Failed first loads in a row; retries stop after WITHDRAWAL_LOAD_ATTEMPTS. */
  loadAttempts: number;
}

export type WithdrawalConfirmationEvent =
  /** The member got this part's money. */
  | { type: 'withdrawal.received'; partId: number }
  /** The member did not get this part's money; proof images (png or jpg, 5 MB each, 1 to 3) go with the report. */
  | { type: 'withdrawal.notReceived'; partId: number; files: File[] }
  /** The member got every part still awaiting an answer. */
  | { type: 'withdrawal.allReceived' }
  /** Asks the server for the withdrawal again (a retry button, or news of a payout). */
  | { type: 'withdrawal.reload' }
  /** The error message was closed. */
  | { type: 'withdrawal.dismissError' };

/** Told to whoever listens (`actor.on`): the root ends the session; the HTTP client's 401 callback may already have. */
export type WithdrawalConfirmationEmitted = { type: 'withdrawal.sessionLost' };

export type WithdrawalConfirmationTag =
  'ui:loading' | 'ui:unavailable' | 'ui:ready' | 'ui:answering' | 'ui:busy' | 'ui:refreshing' | 'ui:allReceived' | 'ui:sessionLost';

/** Input of the load and the all-received calls. */
export interface WithdrawalRef {
  withdrawalId: number;
}

/** Input of the received call. */
export interface WithdrawalPartRef extends WithdrawalRef {
  partId: number;
}

/** Input of the not-received call: the images go up as multipart form data. */
export interface WithdrawalReport extends WithdrawalPartRef {
  files: File[];
}

/** Load attempts (the first and two retries) before the machine waits for a reload. */
export const WITHDRAWAL_LOAD_ATTEMPTS = 3;

/**
 * The deadline reload waits this long past a part's confirmBy: the server counts the part as received only once
 * its own clock has passed the deadline, and ours may run a little ahead.
 */
export const DEADLINE_GRACE_MS = 1000;

/** While the server still says "awaiting" after the deadline (its clock is behind ours), it is asked again this often at first... */
export const OVERDUE_RECHECK_MIN_MS = 1000;
/** ...and at most this far apart, the pause growing with how long the part is overdue. */
export const OVERDUE_RECHECK_MAX_MS = 30_000;

/** Timers longer than this (about 24.8 days) fire at once in browsers; a longer wait is split by a reload. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
