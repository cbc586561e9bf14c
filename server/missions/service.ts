// Missions (docs/loyalty.md §missions): a member's progress on each milestone as actual over target per condition,
// counted from real play (missions-scores.ts), and the claims. A milestone whose targets are all reached is
// claimable until the mission's claim_until: the claim issues and claims, in one transaction, a rewards row keyed
// `mission:<milestoneId>:<memberId>` (type MISSION) that pays its money with turnover, points and ticket; the key makes
// it once. After claim_until a reached milestone is overdue and refused. The leaderboard's prizes are rewards rows
// keyed `mission-rank:<missionId>:<memberId>` issued when the mission ends (missions-leaderboard.ts), claimed here too.
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { missionMilestones, missions } from '../db/schema-loyalty.ts';
import { rewards } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { claimRewardIn, isClaimRefusal, issueRewards, rewardState, type ClaimedReward } from '../rewards/service.ts';
import { memberScores, type Scores } from './missions-scores.ts';
import type { MissionMeasure } from '../../contract/missions/missions.ts';
import { Refusal } from '../shared/refusal.ts';

export type MissionRow = typeof missions.$inferSelect;
export type MilestoneRow = typeof missionMilestones.$inferSelect;

export const REWARD_TYPE = 'MISSION';
export const milestoneRewardKey = (milestoneId: number, memberId: number) => `mission:${milestoneId}:${memberId}`;
export const rankRewardKey = (missionId: number, memberId: number) => `mission-rank:${missionId}:${memberId}`;

export type MissionRefusalCode =
  'mission.not.found' | 'mission.milestone.not.found' | 'mission.not.reached' | 'mission.already.claimed' | 'mission.overdue' | 'mission.none.claimable';

const MESSAGES: Record<MissionRefusalCode, string> = {
  'mission.not.found': 'No such mission',
  'mission.milestone.not.found': 'No such milestone',
  'mission.not.reached': 'This milestone is not reached yet',
  'mission.already.claimed': 'This reward was claimed already',
  'mission.overdue': 'The time to claim this reward has passed',
  'mission.none.claimable': 'There is nothing to claim',
};

const missionRefusal = (code: MissionRefusalCode, value: unknown = null) => new Refusal(code, MESSAGES[code], value);

export interface ConditionProgress {
  condition: MissionMeasure;
  target: number;
  actual: number;
  reached: boolean;
}
export type MilestoneStatus = 'locked' | 'claimable' | 'claimed' | 'overdue';
export interface MilestoneProgress {
  milestone: MilestoneRow;
  conditions: ConditionProgress[];
  reached: boolean;
  status: MilestoneStatus;
}

/** The progress of one milestone from the member's scores; claimed: its reward was claimed. */
export function milestoneProgress(mission: MissionRow, milestone: MilestoneRow, scores: Scores, claimed: boolean, now: Date): MilestoneProgress {
  const conditions = milestone.targets.map((t) => {
    const condition = t.condition as MissionMeasure;
    const actual = scores[condition] ?? 0;
    return { condition, target: t.target, actual, reached: actual >= t.target };
  });
  const reached = conditions.length > 0 && conditions.every((c) => c.reached);
  const status: MilestoneStatus = claimed ? 'claimed' : !reached ? 'locked' : now < mission.claimUntil ? 'claimable' : 'overdue';
  return { milestone, conditions, reached, status };
}

/** The member's claimed milestone rewards (by milestone id) and leaderboard prizes (rows by mission id). */
async function missionRewardsOf(db: Db | Tx, memberId: number) {
  const rows = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.memberId, memberId), eq(rewards.type, REWARD_TYPE), like(rewards.key, 'mission%')));
  const claimedMilestones = new Set<number>();
  const rankPrizes = new Map<number, (typeof rows)[number]>();
  for (const r of rows) {
    const [kind, id] = r.key.split(':');
    if (kind === 'mission' && r.status === 'claimed') claimedMilestones.add(Number(id));
    if (kind === 'mission-rank') rankPrizes.set(Number(id), r);
  }
  return { claimedMilestones, rankPrizes };
}

export interface MissionState {
  mission: MissionRow;
  milestones: MilestoneProgress[];
  /** The member's leaderboard prize, once paid. */
  rankPrize: { rewardId: number; amount: number; points: number; status: 'available' | 'expired' | 'claimed'; expiresAt: Date | null; title: string } | null;
  completed: number;
  claimable: number;
  claimStatus: 'claimable' | 'claimed' | 'overdue' | 'none';
}

/** The states of the given missions for one member (null: a visitor, nothing reached), in the given order. */
export async function missionStates(db: Db | Tx, memberId: number | null, list: readonly MissionRow[], now: Date): Promise<MissionState[]> {
  if (list.length === 0) return [];
  const ids = list.map((m) => m.id);
  const milestones = await db.select().from(missionMilestones).where(inArray(missionMilestones.missionId, ids)).orderBy(asc(missionMilestones.seq));
  const scores =
    memberId === null
      ? new Map<number, Scores>()
      : await memberScores(
          db,
          memberId,
          ids.filter((id) => list.find((m) => m.id === id)!.startsAt <= now),
          now,
        );
  const mine = memberId === null ? { claimedMilestones: new Set<number>(), rankPrizes: new Map() } : await missionRewardsOf(db, memberId);
  return list.map((mission) => {
    const s = scores.get(mission.id);
    const progress = milestones
      .filter((ms) => ms.missionId === mission.id)
      .map((ms) =>
        s
          ? milestoneProgress(mission, ms, s, mine.claimedMilestones.has(ms.id), now)
          : {
              milestone: ms,
              conditions: ms.targets.map((t) => ({ condition: t.condition as MissionMeasure, target: t.target, actual: 0, reached: false })),
              reached: false,
              status: 'locked' as const,
            },
      );
    const prize = mine.rankPrizes.get(mission.id);
    const rankPrize = prize
      ? { rewardId: prize.id, amount: prize.amount, points: prize.points, status: rewardState(prize, now), expiresAt: prize.expiresAt, title: prize.title }
      : null;
    const claimable = progress.filter((p) => p.status === 'claimable').length + (rankPrize?.status === 'available' ? 1 : 0);
    const overdue = progress.some((p) => p.status === 'overdue') || rankPrize?.status === 'expired';
    const claimed = progress.some((p) => p.status === 'claimed') || rankPrize?.status === 'claimed';
    return {
      mission,
      milestones: progress,
      rankPrize,
      completed: progress.filter((p) => p.reached || p.status === 'claimed').length,
      claimable,
      claimStatus: claimable > 0 ? 'claimable' : overdue ? 'overdue' : claimed ? 'claimed' : 'none',
    };
  });
}

/** Ongoing (started, not ended) or finished missions, a page, with the total. */
export async function missionPage(
  db: Db | Tx,
  status: 'O' | 'F',
  now: Date,
  pageNum: number,
  pageSize: number,
): Promise<{ list: MissionRow[]; total: number }> {
  const at = now.toISOString();
  const where =
    status === 'O'
      ? sql`${missions.startsAt} <= ${at}::timestamptz and ${missions.endsAt} > ${at}::timestamptz`
      : sql`${missions.endsAt} <= ${at}::timestamptz`;
  const list = await db
    .select()
    .from(missions)
    .where(where)
    .orderBy(status === 'O' ? asc(missions.endsAt) : desc(missions.endsAt), asc(missions.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(missions)
    .where(where);
  return { list, total: Number(count?.n ?? 0) };
}

/** Missions whose rewards may still be claimed (started, window open): what the badge counts over. */
export function claimWindowMissions(db: Db | Tx, now: Date): Promise<MissionRow[]> {
  const at = now.toISOString();
  return db
    .select()
    .from(missions)
    .where(sql`${missions.startsAt} <= ${at}::timestamptz and ${missions.claimUntil} > ${at}::timestamptz`)
    .orderBy(asc(missions.id));
}

/** Everything the member can claim now over every mission: reached milestones and leaderboard prizes. */
export async function claimableMissionCount(db: Db | Tx, memberId: number, now: Date): Promise<number> {
  const states = await missionStates(db, memberId, await claimWindowMissions(db, now), now);
  // A leaderboard prize of a mission whose window closed may still be open as a reward (its own expiry).
  return states.reduce((n, s) => n + s.claimable, 0);
}

export async function missionById(db: Db | Tx, missionId: number): Promise<MissionRow> {
  const [mission] = await db.select().from(missions).where(eq(missions.id, missionId));
  if (!mission) throw missionRefusal('mission.not.found');
  return mission;
}

export interface MissionClaim {
  milestoneId?: number;
  missionId?: number;
  claimLeaderboard?: boolean;
}

const fromRewardRefusal = (err: unknown): never => {
  if (isClaimRefusal(err))
    throw missionRefusal(
      err.code === 'reward.already.claimed' ? 'mission.already.claimed' : err.code === 'reward.expired' ? 'mission.overdue' : 'mission.none.claimable',
    );
  throw err;
};

/** Issues and claims one reached milestone's reward in the caller's transaction; refuses a second claim. */
async function claimMilestoneIn(tx: Tx, clock: Clock, currency: string, memberId: number, p: MilestoneProgress, mission: MissionRow): Promise<ClaimedReward> {
  const ms = p.milestone;
  const [rewardId] = await issueRewards(tx, clock.now(), [
    {
      key: milestoneRewardKey(ms.id, memberId),
      memberId,
      promotionId: mission.promotionId,
      type: REWARD_TYPE,
      title: `${mission.title}: milestone ${ms.seq}`,
      amount: ms.rewardAmount,
      points: ms.rewardPoints,
      ticketType: ms.rewardTicket,
      turnoverMultiple: ms.turnoverMultiple,
      expiresAt: mission.claimUntil,
    },
  ]);
  // Issued before (this claim's key): it was claimed in the same transaction that issued it.
  if (rewardId === undefined) throw missionRefusal('mission.already.claimed');
  return claimRewardIn(tx, clock, currency, memberId, rewardId).catch(fromRewardRefusal);
}

/**
 * A claim, in one transaction: one milestone, the leaderboard prize of a mission, every reached milestone of a
 * mission, or everything claimable. Refused (a Refusal, nothing written) when there is nothing to pay.
 */
export function claimMission(db: Db, clock: Clock, currency: string, memberId: number, claim: MissionClaim): Promise<ClaimedReward[]> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    if (claim.milestoneId !== undefined) {
      const [ms] = await tx.select().from(missionMilestones).where(eq(missionMilestones.id, claim.milestoneId));
      if (!ms) throw missionRefusal('mission.milestone.not.found');
      const [state] = await missionStates(tx, memberId, [await missionById(tx, ms.missionId)], now);
      const p = state!.milestones.find((x) => x.milestone.id === ms.id)!;
      if (p.status === 'claimed') throw missionRefusal('mission.already.claimed');
      if (!p.reached) throw missionRefusal('mission.not.reached', { conditions: p.conditions });
      if (p.status === 'overdue') throw missionRefusal('mission.overdue');
      return [await claimMilestoneIn(tx, clock, currency, memberId, p, state!.mission)];
    }
    if (claim.missionId !== undefined && claim.claimLeaderboard) {
      await missionById(tx, claim.missionId);
      const [prize] = await tx
        .select()
        .from(rewards)
        .where(eq(rewards.key, rankRewardKey(claim.missionId, memberId)));
      if (!prize) throw missionRefusal('mission.none.claimable');
      return [await claimRewardIn(tx, clock, currency, memberId, prize.id).catch(fromRewardRefusal)];
    }
    const list = claim.missionId !== undefined ? [await missionById(tx, claim.missionId)] : await claimWindowMissions(tx, now);
    const states = await missionStates(tx, memberId, list, now);
    const out: ClaimedReward[] = [];
    for (const s of states) {
      for (const p of s.milestones) if (p.status === 'claimable') out.push(await claimMilestoneIn(tx, clock, currency, memberId, p, s.mission));
      if (s.rankPrize?.status === 'available') out.push(await claimRewardIn(tx, clock, currency, memberId, s.rankPrize.rewardId));
    }
    if (out.length === 0) throw missionRefusal('mission.none.claimable');
    return out;
  });
}
