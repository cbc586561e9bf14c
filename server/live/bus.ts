// The live-updates bus (issue 37 item 6, docs/decisions.md "Live updates"): areas publish a hint for a member after
// their transaction commits; every instance's open streams of that member receive it. Each member's events carry
// ids `<epoch>-<n>`, n increasing by one per event, and the last RING_SIZE events are kept, so a stream that comes
// back with Last-Event-ID gets what it missed, or `resync` when that is no longer kept. Two buses: this one in the
// process (the embedded quick start, one instance), and Redis pub/sub for a fleet (redis-bus.ts).
import { randomBytes } from 'node:crypto';
import type { HintKind, LiveData, LiveEvent } from '../../contract/live/live.ts';

/** How many recent events of a member are kept for a stream that resumes. */
export const RING_SIZE = 32;

/** What an area is handed (Deps.live): publish after the commit; it never throws and never waits. */
export interface LiveHints {
  publish<K extends HintKind>(memberId: number, kind: K, data: LiveData[K]): void;
}

/** Where a member's events stand: the epoch, the last number given, and the kept events, oldest first. */
export interface LiveHistory {
  epoch: string;
  seq: number;
  events: LiveEvent[];
}

export interface LiveBus extends LiveHints {
  /** Calls `onEvent` with each event of the member published from now on, on any instance; returns the stop. */
  listen(memberId: number, onEvent: (event: LiveEvent) => void): Promise<() => void>;
  history(memberId: number): Promise<LiveHistory>;
  /** 'ok' or what is wrong (for /readyz); 'off' for the in-process bus. */
  check(): Promise<string>;
  close(): Promise<void>;
}

export const newEpoch = () => randomBytes(4).toString('hex');

export const eventId = (epoch: string, n: number) => `${epoch}-${n}`;

/** The number of an event id of this epoch, or null (another epoch, or not an id at all). */
export function seqOf(id: string, epoch: string): number | null {
  const dash = id.lastIndexOf('-');
  if (dash < 0 || id.slice(0, dash) !== epoch) return null;
  const n = Number(id.slice(dash + 1));
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * What a stream that resumes after `lastEventId` sends first: the events after it when every one of them is still
 * kept, else null (send `resync`). No id (a first connection) needs nothing replayed.
 */
export function missedEvents(history: LiveHistory, lastEventId: string | null): LiveEvent[] | null {
  if (lastEventId === null) return [];
  const last = seqOf(lastEventId, history.epoch);
  if (last === null || last > history.seq) return null;
  const after = history.events.filter((e) => (seqOf(e.id, history.epoch) ?? -1) > last);
  return after.length === history.seq - last ? after : null;
}

/** How many members' recent events one process keeps; the least recently moved are forgotten first. */
const KEPT_MEMBERS = 10_000;

/**
 * The bus of one process: a map of listeners and of each member's last events. A member's history gets an epoch
 * of its own when it starts (and again after it was forgotten), so an id from before never resumes into it.
 */
export function inProcessBus(): LiveBus {
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  const kept = new Map<number, LiveHistory>();
  const historyOf = (memberId: number) => {
    const mine = kept.get(memberId) ?? { epoch: newEpoch(), seq: 0, events: [] };
    // Map order is insertion order: moving the member to the end keeps the least recent first.
    kept.delete(memberId);
    kept.set(memberId, mine);
    if (kept.size > KEPT_MEMBERS) kept.delete(kept.keys().next().value!);
    return mine;
  };
  return {
    publish(memberId, kind, data) {
      const mine = historyOf(memberId);
      mine.seq += 1;
      const event = { id: eventId(mine.epoch, mine.seq), kind, data } as LiveEvent;
      mine.events.push(event);
      if (mine.events.length > RING_SIZE) mine.events.shift();
      for (const listener of listeners.get(memberId) ?? []) listener(event);
    },
    async listen(memberId, onEvent) {
      const set = listeners.get(memberId) ?? new Set();
      listeners.set(memberId, set);
      set.add(onEvent);
      return () => {
        set.delete(onEvent);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    async history(memberId) {
      const mine = historyOf(memberId);
      return { epoch: mine.epoch, seq: mine.seq, events: [...mine.events] };
    },
    check: async () => 'off',
    close: async () => listeners.clear(),
  };
}
