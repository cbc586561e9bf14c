// Rewards (docs/economy.md §rewards): issued once under a key, claimed by the member before they expire. A claim
// pays the amount from the house bonus account to the member's wallet in one ledger transfer (kind
// bonus.<type>) and opens the turnover the reward carries, all in one transaction: a second claim, an expired
// reward or another member's reward is refused and moves nothing.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { rewards, turnoverRequirements } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import { creditPointsIn } from '../points/points-ledger.ts';
import { issueTicketIn } from '../raffle/tickets.ts';
import { houseBonusAccountId, memberWalletId } from '../ledger/accounts.ts';
import { Refusal } from '../shared/refusal.ts';

export interface RewardIssue {
  /** Unique per issue: a second issue with the same key does nothing. */
  key: string;
  memberId: number;
  promotionId?: number | null;
  /** The reward's type as the reward centre groups it (REGISTER, LOGIN, SAVIOR, MANUAL, UPGRADE_BONUS, JOIN ...). */
  type: string;
  title: string;
  /** Centavos, >= 0 (a reward pays money, points or a ticket, at least one). */
  amount: number;
  /** Points in hundredths. */
  points?: number;
  ticketType?: string | null;
  turnoverMultiple?: number;
  expiresAt?: Date | null;
}

/** Issues rewards that were not issued yet (by key); returns the ids of those issued now. */
export async function issueRewards(db: Db | Tx, now: Date, issues: readonly RewardIssue[]): Promise<number[]> {
  if (issues.length === 0) return [];
  const rows = await db
    .insert(rewards)
    .values(
      issues.map((i) => ({
        key: i.key,
        memberId: i.memberId,
        promotionId: i.promotionId ?? null,
        type: i.type,
        title: i.title,
        amount: i.amount,
        points: i.points ?? 0,
        ticketType: i.ticketType ?? null,
        turnoverMultiple: i.turnoverMultiple ?? 0,
        status: 'available',
        expiresAt: i.expiresAt ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: rewards.key })
    .returning({ id: rewards.id });
  return rows.map((r) => r.id);
}

export type ClaimRefusal = 'reward.not.found' | 'reward.already.claimed' | 'reward.expired';

export const CLAIM_MESSAGES: Record<ClaimRefusal, string> = {
  'reward.not.found': 'No such reward',
  'reward.already.claimed': 'This reward was claimed already',
  'reward.expired': 'This reward has expired',
};

const claimRefusal = (code: ClaimRefusal) => new Refusal(code, CLAIM_MESSAGES[code]);

/** Whether err is a claim's refusal (claimRewardIn's), rather than another. */
export const isClaimRefusal = (err: unknown): err is Refusal & { code: ClaimRefusal } => err instanceof Refusal && Object.hasOwn(CLAIM_MESSAGES, err.code);

export interface ClaimedReward {
  rewardId: number;
  amount: number;
  /** Points (hundredths) credited, 0 for none. */
  points: number;
  /** The ticket issued, if the reward carries one. */
  ticketId: number | null;
  turnoverRequired: number;
  /** The money transfer, null for a reward of points or a ticket only. */
  transferId: number | null;
}

/** The ledger kind a reward of this type is paid with (Bonus details lists every bonus.* kind). */
export const bonusKind = (type: string): `bonus.${string}` => `bonus.${type.toLowerCase()}`;

/**
 * Claims one reward inside the caller's transaction. Throws a claim's Refusal (nothing written) when the reward is
 * not the member's, was claimed already or has expired.
 */
export async function claimRewardIn(tx: Tx, clock: Clock, currency: string, memberId: number, rewardId: number): Promise<ClaimedReward> {
  const now = clock.now();
  const [row] = await tx
    .update(rewards)
    .set({ status: 'claimed', claimedAt: now })
    .where(
      and(
        eq(rewards.id, rewardId),
        eq(rewards.memberId, memberId),
        eq(rewards.status, 'available'),
        sql`(${rewards.expiresAt} is null or ${rewards.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  if (!row) {
    const [seen] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, rewardId), eq(rewards.memberId, memberId)));
    throw claimRefusal(!seen ? 'reward.not.found' : seen.status === 'claimed' ? 'reward.already.claimed' : 'reward.expired');
  }
  let transferId: number | null = null;
  if (row.amount > 0) {
    const moved = await transferIn(tx, clock, {
      key: `reward:${row.id}`,
      kind: bonusKind(row.type),
      fromAccountId: await houseBonusAccountId(tx, currency),
      toAccountId: await memberWalletId(tx, memberId, currency),
      amount: row.amount,
      memo: row.title,
    });
    transferId = moved.transferId;
    await tx.update(rewards).set({ transferId }).where(eq(rewards.id, row.id));
  }
  if (row.points > 0) await creditPointsIn(tx, clock, { key: `reward:${row.id}:points`, kind: 'points.reward', memberId, points: row.points, memo: row.title });
  const ticketId = row.ticketType
    ? await issueTicketIn(tx, now, { key: `reward:${row.id}:ticket`, memberId, type: row.ticketType, source: row.type, name: row.title })
    : null;
  const turnoverRequired = row.amount * row.turnoverMultiple;
  if (turnoverRequired > 0)
    await tx
      .insert(turnoverRequirements)
      .values({ memberId, rewardId: row.id, required: turnoverRequired, startedAt: now, createdAt: now })
      .onConflictDoNothing();
  return { rewardId: row.id, amount: row.amount, points: row.points, ticketId, turnoverRequired, transferId };
}

/** Claims one reward in its own transaction. */
export function claimReward(db: Db, clock: Clock, currency: string, memberId: number, rewardId: number): Promise<ClaimedReward> {
  return db.transaction((tx) => claimRewardIn(tx, clock, currency, memberId, rewardId));
}

/** Claims every available, unexpired reward of the member (optionally of one type) in one transaction; refused when there is none. */
export function claimAllRewards(db: Db, clock: Clock, currency: string, memberId: number, type?: string): Promise<ClaimedReward[]> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const due = await queryRows<{ id: string }>(
      tx,
      sql`select id from rewards where member_id = ${memberId} and status = 'available'
          and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz) ${type ? sql`and type = ${type}` : sql``}
          order by id for update`,
    );
    if (due.length === 0) throw new Refusal('reward.none.available', 'There is no reward to claim');
    const out: ClaimedReward[] = [];
    for (const r of due) out.push(await claimRewardIn(tx, clock, currency, memberId, Number(r.id)));
    return out;
  });
}

/** Rewards the member can claim now (available and not expired): the reward centre's count. */
export async function availableRewardCount(db: Db | Tx, memberId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from rewards where member_id = ${memberId} and status = 'available' and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return Number(row?.n ?? 0);
}

export interface RewardRow {
  id: number;
  promotionId: number | null;
  type: string;
  title: string;
  amount: number;
  points: number;
  ticketType: string | null;
  turnoverMultiple: number;
  expiresAt: Date | null;
  createdAt: Date;
  status: string;
  claimedAt: Date | null;
}

/** The reward's state as a member sees it at `now`: an available reward past its expiry is expired. */
export const rewardState = (r: Pick<RewardRow, 'status' | 'expiresAt'>, now: Date): 'available' | 'expired' | 'claimed' =>
  r.status === 'claimed' ? 'claimed' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'available';

/** The member's unclaimed rewards (available first, then expired; newest first within each), optionally of one type. */
export async function unclaimedRewards(db: Db | Tx, memberId: number, now: Date, type?: string): Promise<RewardRow[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.memberId, memberId), eq(rewards.status, 'available'), type ? eq(rewards.type, type) : undefined))
    .orderBy(sql`(${rewards.expiresAt} is not null and ${rewards.expiresAt} <= ${now.toISOString()}::timestamptz)`, sql`${rewards.id} desc`)
    .limit(200);
  return rows;
}
