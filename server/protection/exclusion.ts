// Time-outs and self-exclusion (issue 16 §5). Taking one ends every session and every game token of the member at
// once (the wallet refuses a bet on an expired token), and sign-in, deposits and play are refused until it ends. It
// is never lifted or shortened: a new one is taken only if it ends later than the one in force.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { members, sessions } from '../db/schema.ts';
import { gameTokens } from '../db/schema-games.ts';
import { memberProtection } from '../db/schema-reach.ts';
import type { Deps } from '../deps.ts';
import { verifyPassword } from '../shared/passwords.ts';
import { exclusionKindOf, type ExclusionKind, type ExclusionLength } from '../../contract/rules/protection.ts';
import { Refusal } from '../shared/refusal.ts';

const HOUR = 3_600_000;

/** When an exclusion of `length` taken at `from` ends: hours and weeks exactly, months and years by the calendar. */
export function exclusionEnd(length: ExclusionLength, from: Date): Date {
  const hours: Partial<Record<ExclusionLength, number>> = { '24h': 24, '72h': 72, '1w': 7 * 24, '6w': 42 * 24 };
  const h = hours[length];
  if (h) return new Date(from.getTime() + h * HOUR);
  const d = new Date(from);
  if (length === '6m') d.setUTCMonth(d.getUTCMonth() + 6);
  else d.setUTCFullYear(d.getUTCFullYear() + (length === '1y' ? 1 : 5));
  return d;
}

export interface Exclusion {
  kind: ExclusionKind;
  from: Date;
  until: Date;
}

/** The exclusion in force at `now`, if any. */
export async function exclusionOf(db: Db | Tx, memberId: number, now: Date): Promise<Exclusion | null> {
  const [row] = await db.select().from(memberProtection).where(eq(memberProtection.memberId, memberId));
  if (!row?.exclusionKind || !row.excludedUntil || row.excludedUntil <= now) return null;
  return { kind: row.exclusionKind as ExclusionKind, from: row.excludedFrom ?? now, until: row.excludedUntil };
}

export const exclusionValue = (e: Exclusion) => ({ kind: e.kind, from: e.from.toISOString(), until: e.until.toISOString() });

/** The refusal for an excluded member: sign-in, deposits, play. */
export const excludedRefusal = (e: Exclusion) =>
  new Refusal('protection.excluded', `This account is excluded from play until ${e.until.toISOString()}`, exclusionValue(e));

/** Takes an exclusion after the password is confirmed; ends every session and game token in the same transaction. */
export async function exclude(deps: Pick<Deps, 'db' | 'clock'>, memberId: number, length: ExclusionLength, password: string): Promise<Exclusion> {
  const now = deps.clock.now();
  const [member] = await deps.db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  if (!member || !(await verifyPassword(password, member.passwordHash))) throw new Refusal('protection.password.incorrect', 'The password is incorrect');
  const until = exclusionEnd(length, now);
  const kind = exclusionKindOf(length);
  return deps.db.transaction(async (tx) => {
    const [held] = await tx.select().from(memberProtection).where(eq(memberProtection.memberId, memberId)).for('update');
    if (held?.excludedUntil && held.excludedUntil > now && held.excludedUntil >= until)
      throw new Refusal('protection.exclusion.shorter', 'An exclusion in force already lasts longer', { until: held.excludedUntil.toISOString() });
    // A self-exclusion stays one even if a time-out lengthens it (it cannot, being shorter, but the kind never weakens).
    const kept: ExclusionKind = held?.exclusionKind === 'SELF' && held.excludedUntil && held.excludedUntil > now ? 'SELF' : kind;
    const set = { exclusionKind: kept, excludedFrom: now, excludedUntil: until, updatedAt: now };
    await tx
      .insert(memberProtection)
      .values({ memberId, ...set })
      .onConflictDoUpdate({ target: memberProtection.memberId, set });
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    await tx
      .update(gameTokens)
      .set({ expiresAt: now })
      .where(and(eq(gameTokens.memberId, memberId), gt(gameTokens.expiresAt, now)));
    return { kind: kept, from: now, until };
  });
}

export async function reminderOf(db: Db | Tx, memberId: number): Promise<number | null> {
  const [row] = await db.select({ m: memberProtection.reminderMinutes }).from(memberProtection).where(eq(memberProtection.memberId, memberId));
  return row?.m ?? null;
}

export async function setReminder(db: Db, memberId: number, minutes: number | null, now: Date): Promise<void> {
  await db
    .insert(memberProtection)
    .values({ memberId, reminderMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: memberProtection.memberId, set: { reminderMinutes: minutes, updatedAt: now } });
}
