// The points mall's redemptions as the member and the operator read them: the views, the member's page with its
// totals, the operator's list.
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../db/client.ts';
import { pointGoods, pointRedemptions } from '../db/schema-loyalty.ts';
import type { GoodsType, RedeemType, RedemptionStatus, RedemptionView } from '../../contract/points/points.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import { toDecimal } from '../ledger/amounts.ts';

export type RedemptionRow = typeof pointRedemptions.$inferSelect;

const n = (v: string | number | null | undefined) => Number(v ?? 0);

export async function redemptionViews(db: Db | Tx, rows: RedemptionRow[]): Promise<RedemptionView[]> {
  if (!rows.length) return [];
  const goods = new Map((await db.select().from(pointGoods)).map((g) => [g.id, g]));
  return rows.map((r) => {
    const g = goods.get(r.goodsId)!;
    return {
      id: r.id,
      goodsId: r.goodsId,
      goodsName: g.name,
      goodsType: g.type as GoodsType,
      imageUrl: g.imageUrl,
      quantity: r.quantity,
      redeemType: r.redeemType as RedeemType,
      points: toDecimal(r.points),
      money: toDecimal(r.money),
      status: r.status as RedemptionStatus,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The member's redemptions made in the range (newest first), with the totals over the whole range and filter. */
export async function redemptionPageOf(db: Db, memberId: number, range: Bounds, status: RedemptionStatus | undefined, pageNum: number, pageSize: number) {
  const where = and(
    eq(pointRedemptions.memberId, memberId),
    sql`${pointRedemptions.createdAt} >= ${range.from.toISOString()}::timestamptz and ${pointRedemptions.createdAt} < ${range.to.toISOString()}::timestamptz`,
    status ? eq(pointRedemptions.status, status) : undefined,
  );
  const [totals] = await db
    .select({
      total: sql<string>`count(*)`,
      points: sql<string>`coalesce(sum(${pointRedemptions.points}), 0)`,
      money: sql<string>`coalesce(sum(${pointRedemptions.money}), 0)`,
    })
    .from(pointRedemptions)
    .where(where);
  const rows = await db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const total = n(totals?.total);
  return {
    content: await redemptionViews(db, rows),
    total,
    totalPages: pageCount(total, pageSize),
    totalPoints: toDecimal(n(totals?.points)),
    totalMoney: toDecimal(n(totals?.money)),
  };
}

/** The redemptions for the operator, newest first (optionally of one status). */
export async function redemptionsFor(db: Db, status?: RedemptionStatus, limit = 50) {
  return db
    .select()
    .from(pointRedemptions)
    .where(status ? eq(pointRedemptions.status, status) : undefined)
    .orderBy(desc(pointRedemptions.id))
    .limit(limit);
}
