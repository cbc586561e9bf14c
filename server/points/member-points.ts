// The member's points: the balance with what redemptions in process hold, and the entries of the points account.
import { and, eq, sql } from 'drizzle-orm';
import { type Db } from '../db/client.ts';
import { pointRedemptions } from '../db/schema-loyalty.ts';
import type { PointBalance, PointMovement } from '../../contract/points/points.ts';
import { type Bounds } from '../shared/day-range.ts';
import { accountMovements } from '../records/service.ts';
import { pointBalance, pointsAccountCode } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';

/** The member's points and those held by redemptions in process (the pointBalance call's value). */
export async function memberPointBalance(db: Db, memberId: number): Promise<PointBalance> {
  const [held] = await db
    .select({ points: sql<string>`coalesce(sum(${pointRedemptions.points}), 0)` })
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.status, 'P')));
  return { point: toDecimal(await pointBalance(db, memberId)), pointInProcess: toDecimal(Number(held?.points ?? 0)) };
}

/** The entries of the member's points account in the range, newest first (the point details). */
export async function pointDetailsOf(db: Db, memberId: number, range: Bounds, pageNum: number, pageSize: number) {
  const { content, total, totalPages, totalIn, totalOut } = await accountMovements(db, pointsAccountCode(memberId), range, sql`true`, pageNum, pageSize);
  const movements: PointMovement[] = content;
  return { content: movements, total, totalPages, totalIn, totalOut };
}
