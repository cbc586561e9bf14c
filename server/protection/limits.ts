// Deposit limits (issue 16 §5): per day, week and month in the platform's time zone. A first or lower limit holds at
// once; a raise or a removal waits a cooling-off day (pending_amount / pending_from), so a limit set in a calm moment
// cannot be undone in a heated one. A pending change is applied when read, never by a job: reads need no writer.
import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { depositLimits } from '../db/schema-reach.ts';
import { depositOrders } from '../db/schema-wallet.ts';
import { periodOf, type PeriodKind } from '../shared/periods.ts';
import { LIMIT_COOLING_OFF_MS, LIMIT_PERIODS, type LimitPeriod } from '../../contract/rules/protection.ts';

export type LimitRow = typeof depositLimits.$inferSelect;

const PERIOD_KIND: Record<LimitPeriod, PeriodKind> = { D: 'day', W: 'week', M: 'month' };

/** A limit as it holds at `now`: a pending change whose day has come is the limit. Centavos. */
export interface EffectiveLimit {
  period: LimitPeriod;
  amount: number | null;
  pending: { amount: number | null; from: Date } | null;
}

export function effectiveLimit(row: LimitRow, now: Date): EffectiveLimit {
  const period = row.period as LimitPeriod;
  if (row.pendingFrom && row.pendingFrom <= now) return { period, amount: row.pendingAmount, pending: null };
  return { period, amount: row.amount, pending: row.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom } : null };
}

/**
 * What setting `wanted` (centavos, null: none) does to a limit that holds `current`: a first or lower limit at once,
 * the same amount clears any pending raise, a raise or removal waits the cooling-off day from now.
 */
export function nextLimit(current: number | null, wanted: number | null, now: Date): Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingFrom'> {
  if (wanted !== null && (current === null || wanted <= current)) return { amount: wanted, pendingAmount: null, pendingFrom: null };
  if (current === null) return { amount: null, pendingAmount: null, pendingFrom: null };
  return { amount: current, pendingAmount: wanted, pendingFrom: new Date(now.getTime() + LIMIT_COOLING_OFF_MS) };
}

export async function limitsOf(db: Db | Tx, memberId: number, now: Date): Promise<EffectiveLimit[]> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.memberId, memberId));
  return LIMIT_PERIODS.map((period) => {
    const row = rows.find((r) => r.period === period);
    return row ? effectiveLimit(row, now) : { period, amount: null, pending: null };
  });
}

/** Sets (or clears) a deposit limit: a lower one at once, a higher one or none after its cooling-off (nextLimit). */
export function setLimit(db: Db, memberId: number, period: LimitPeriod, wanted: number | null, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(depositLimits)
      .where(and(eq(depositLimits.memberId, memberId), eq(depositLimits.period, period)))
      .for('update');
    const next = nextLimit(row ? effectiveLimit(row, now).amount : null, wanted, now);
    await tx
      .insert(depositLimits)
      .values({ memberId, period, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: [depositLimits.memberId, depositLimits.period], set: { ...next, updatedAt: now } });
  });
}

/** The period of a limit holding `at`. */
export const limitPeriod = (period: LimitPeriod, at: Date, offsetMinutes: number) => periodOf(PERIOD_KIND[period], at, offsetMinutes);

/**
 * Deposits counted against a limit from `from` to `now`: paid orders and pending ones not yet expired (an open order
 * may still be paid, so it counts until it expires or is cancelled). Centavos.
 */
export async function depositedSince(db: Db | Tx, memberId: number, from: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${depositOrders.amount}), 0)`.mapWith(Number) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        gte(depositOrders.createdAt, from),
        or(eq(depositOrders.status, 'paid'), and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now))),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Each limit with what its current period has used. One read after another: inside a transaction they share one
 * connection, which runs one query at a time (node-postgres queues a second one, and its next major version refuses it).
 */
export async function limitUse(db: Db | Tx, memberId: number, now: Date, offsetMinutes: number) {
  const uses = [];
  for (const l of await limitsOf(db, memberId, now)) {
    const used = await depositedSince(db, memberId, limitPeriod(l.period, now, offsetMinutes).from, now);
    uses.push({ ...l, used, remaining: l.amount === null ? null : Math.max(0, l.amount - used) });
  }
  return uses;
}

/** The first limit a deposit of `amount` would exceed, with what it has left; null when every limit allows it. */
export async function limitExceeded(tx: Tx, memberId: number, amount: number, now: Date, offsetMinutes: number) {
  for (const l of await limitUse(tx, memberId, now, offsetMinutes)) {
    if (l.remaining !== null && amount > l.remaining) return l;
  }
  return null;
}
