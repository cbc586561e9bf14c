// Counters in a window, kept in the database so rate limits and the captcha flag hold across instances.
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';

/** Adds one to the key's count in the current window (a window that has passed starts again) and returns it. */
export async function bump(db: Db | Tx, key: string, now: Date, windowMs: number): Promise<number> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const at = now.toISOString();
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`insert into rate_counters (key, count, window_start, last_at) values (${key}, 1, ${at}, ${at})
        on conflict (key) do update set
          count = case when rate_counters.window_start < ${since} then 1 else rate_counters.count + 1 end,
          window_start = case when rate_counters.window_start < ${since} then ${at}::timestamptz else rate_counters.window_start end,
          last_at = ${at}
        returning count`,
  );
  return Number(row!.count);
}

/**
 * Takes back one count that `bump` added for an attempt that turned out not to count (refused before anything was
 * checked, or right). Never below zero, and nothing when the window has passed or the counter was reset meanwhile.
 */
export async function unbump(db: Db | Tx, key: string, now: Date, windowMs: number): Promise<void> {
  await db.execute(
    sql`update rate_counters set count = count - 1
        where key = ${key} and count > 0 and window_start >= ${new Date(now.getTime() - windowMs).toISOString()}`,
  );
}

/** The key's count in the current window (0 when the window has passed). */
export async function countOf(db: Db | Tx, key: string, now: Date, windowMs: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_counters where key = ${key} and window_start >= ${new Date(now.getTime() - windowMs).toISOString()}`,
  );
  return row ? Number(row.count) : 0;
}

export async function resetCounters(db: Db | Tx, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(rateCounters).where(inArray(rateCounters.key, keys));
}
