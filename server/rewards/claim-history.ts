// The reward centre's history (issue 13): the rewards the member claimed, by the members' day of the claim,
// newest first, with the total of the whole range.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import type { ClaimedRewardRow } from '../../contract/rewards/rewards.ts';
import { toDecimal } from '../ledger/amounts.ts';

export async function claimHistory(db: Db, memberId: number, range: Bounds, type: string | undefined, pageNum: number, pageSize: number) {
  const where = sql`member_id = ${memberId} and status = 'claimed' and claimed_at >= ${range.from.toISOString()}::timestamptz
                    and claimed_at < ${range.to.toISOString()}::timestamptz ${type ? sql`and type = ${type}` : sql``}`;
  const [totals] = await queryRows<{ total: string; amount: string }>(
    db,
    sql`select count(*) as total, coalesce(sum(amount), 0) as amount from rewards where ${where}`,
  );
  const rows = await queryRows<{ id: string; type: string; title: string; amount: string; turnover_multiple: number; claimed_at: string | Date }>(
    db,
    sql`select id, type, title, amount, turnover_multiple, claimed_at from rewards where ${where}
        order by claimed_at desc, id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
  );
  const content: ClaimedRewardRow[] = rows.map((r) => ({
    rewardId: Number(r.id),
    promotionType: r.type,
    title: r.title,
    amount: toDecimal(Number(r.amount)),
    turnoverMultiple: Number(r.turnover_multiple),
    claimedAt: new Date(r.claimed_at).toISOString(),
  }));
  const total = Number(totals?.total ?? 0);
  return { content, total, totalPages: pageCount(total, pageSize), totalAmount: toDecimal(Number(totals?.amount ?? 0)) };
}
