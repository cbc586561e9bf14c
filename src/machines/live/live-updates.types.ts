import type { LiveEvent } from '../../../contract/live/live.ts';

/** How often the balance and the badges are refetched while the stream is down. */
export const POLL_MS = 20_000;
/** How long an asked-for stream may take to answer before it counts as down. */
export const CONNECT_TIMEOUT_MS = 15_000;

export interface LiveUpdatesContext {
  /** The id of the last event seen: sent as Last-Event-ID, so the server replays what was missed. */
  lastEventId: string | null;
  /** Consecutive connections that failed or ended; drives the backoff. */
  attempts: number;
  /**
   * While the stream is down: ms left before it is asked for again (the server's `retry:` hint when the ended stream
   * carried one, else the backoff). The wait is spent in steps of at most POLL_MS, each longer step ending in a poll.
   */
  waitLeft: number;
}

/** What the stream actor tells the machine while it reads. */
export type LiveStreamMessage = { type: 'live.opened' } | { type: 'live.event'; event: LiveEvent };

export type LiveUpdatesEvent = LiveStreamMessage;

/** The stream actor's input: where to resume, and whom to tell (the machine itself). */
export interface LiveStreamInput {
  lastEventId: string | null;
  report: { send(message: LiveStreamMessage): void };
}

/** How the stream ended when the server ended it. */
export interface LiveStreamOutput {
  retryMs: number | null;
}
