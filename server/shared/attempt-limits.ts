// Limits on guesses (sign-in passwords, second-step answers, payment passwords) that hold under parallel requests:
// each attempt is counted before it is checked, in one atomic statement, so every request sees the attempts still
// being checked beside it and no more than the allowed number are ever checked. An attempt that turns out not to
// count (refused before anything was checked, or right) is taken back afterwards.
import type { Db } from '../db/client.ts';
import { bump, resetCounters, unbump } from './rate-counters.ts';

export interface AttemptLimit {
  key: string;
  /** Attempts that may be checked in the window. */
  max: number;
  windowMs: number;
}

/** Counts the attempt and returns its number in the window, or null (not counted) when the limit is already used up. */
export async function claimAttempt(db: Db, limit: AttemptLimit, now: Date): Promise<number | null> {
  const n = await bump(db, limit.key, now, limit.windowMs);
  if (n <= limit.max) return n;
  await unbump(db, limit.key, now, limit.windowMs);
  return null;
}

/** Takes back a claimed attempt that does not count. */
export const releaseAttempt = (db: Db, limit: AttemptLimit, now: Date) => unbump(db, limit.key, now, limit.windowMs);

/** Forgets the counted attempts (after the right answer). */
export const clearAttempts = (db: Db, ...limits: AttemptLimit[]) =>
  resetCounters(
    db,
    limits.map((l) => l.key),
  );
