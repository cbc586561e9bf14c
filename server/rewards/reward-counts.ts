// What the reward centre has for the member to claim now (docs/product.md §2: the header's unclaimed count and the
// rewardCenter badge count it): the available rewards, today's sign-in cells that can be claimed, the newbie
// rewards whose details are complete, the tickets waiting to be opened (issue 15) and the raffle draws open to the
// member (issue 39). One function over the same reads the page's lists come from, so the header, the badge and the
// page agree.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { claimableNewbieRewards } from '../promotions/newbie.ts';
import { availableRewardCount } from './service.ts';
import { claimableSignIns } from '../promotions/sign-in.ts';
import { claimableDrawCount } from '../raffle/service.ts';

export async function claimableCount(db: Db, memberId: number, now: Date, offsetMinutes: number): Promise<number> {
  const [available, signIns, newbie, tickets, draws] = await Promise.all([
    availableRewardCount(db, memberId, now),
    claimableSignIns(db, memberId, now, offsetMinutes),
    claimableNewbieRewards(db, memberId, now),
    openableTickets(db, memberId, now),
    claimableDrawCount(db, memberId, now),
  ]);
  return available + signIns + newbie + tickets + draws;
}

/** Tickets the member can open now (available, not expired). */
async function openableTickets(db: Db, memberId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from tickets where member_id = ${memberId} and status = 'AVAILABLE' and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return Number(row?.n ?? 0);
}
