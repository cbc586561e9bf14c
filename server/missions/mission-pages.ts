// The missions pages as the site shows them: the list with each mission's progress, one mission's milestones, its
// leaderboard with the member's own row and prize, and what a claim paid. The reads and rules are in service.ts and
// missions-leaderboard.ts; `memberId` is null for a visitor, who sees no progress.
import type { Db } from '../db/client.ts';
import { sanitize } from '../shared/html.ts';
import { claimMission, claimableMissionCount, missionById, missionPage, missionStates, type MissionClaim, type MissionRow } from './service.ts';
import type { ClaimedReward } from '../rewards/service.ts';
import type { Clock } from '../deps.ts';
import { leaderboardPage, maskName, prizeOfRank, type RankedRow } from './missions-leaderboard.ts';
import type { LeaderboardRow, MissionMeasure } from '../../contract/missions/missions.ts';
import { toDecimal } from '../ledger/amounts.ts';

interface Page {
  pageNum: number;
  pageSize: number;
}

/** A measure's value as the API answers it: money and multiples as decimals, a count as is. */
const measureValue = (measure: string, v: number) => (measure === 'BET_COUNT' ? v : toDecimal(v));

const times = (m: MissionRow) => ({ startTime: m.startsAt.toISOString(), endTime: m.endsAt.toISOString(), claimUntil: m.claimUntil.toISOString() });

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export async function missionSummary(db: Db, memberId: number | null, status: Parameters<typeof missionPage>[1], q: Page, now: Date) {
  const page = await missionPage(db, status, now, q.pageNum, q.pageSize);
  const states = await missionStates(db, memberId, page.list, now);
  return {
    content: states.map((s) => ({
      missionId: s.mission.id,
      title: s.mission.title,
      measure: s.mission.measure as MissionMeasure,
      ...times(s.mission),
      leaderboard: s.mission.leaderboard,
      totalCompleted: s.completed,
      totalMilestones: s.milestones.length,
      claimable: s.claimable,
      claimStatus: s.claimStatus,
    })),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total: page.total,
    totalPages: totalPages(page.total, q.pageSize),
    signedIn: memberId !== null,
    claimableTotal: memberId === null ? 0 : await claimableMissionCount(db, memberId, now),
    serverTime: now.toISOString(),
  };
}

export async function missionMilestones(db: Db, memberId: number, missionId: number, now: Date) {
  const mission = await missionById(db, missionId);
  const [state] = await missionStates(db, memberId, [mission], now);
  return {
    missionId: mission.id,
    title: mission.title,
    measure: mission.measure as MissionMeasure,
    ...times(mission),
    serverTime: now.toISOString(),
    milestones: state!.milestones.map((p) => ({
      milestoneId: p.milestone.id,
      seq: p.milestone.seq,
      conditions: p.conditions.map((c) => ({ ...c, target: measureValue(c.condition, c.target), actual: measureValue(c.condition, c.actual) })),
      rewardAmount: toDecimal(p.milestone.rewardAmount),
      rewardPoints: toDecimal(p.milestone.rewardPoints),
      rewardTicket: p.milestone.rewardTicket,
      turnoverMultiple: p.milestone.turnoverMultiple,
      status: p.status,
    })),
  };
}

/** Claims a milestone (or all claimable, or the rank prize): what it paid, summed over the rewards it took. */
export async function claimMissionPrizes(db: Db, clock: Clock, currency: string, memberId: number, claim: MissionClaim) {
  const claimed = await claimMission(db, clock, currency, memberId, claim);
  const sum = (f: (c: ClaimedReward) => number) => claimed.reduce((s, c) => s + f(c), 0);
  return {
    claimed: claimed.length,
    amount: toDecimal(sum((c) => c.amount)),
    points: toDecimal(sum((c) => c.points)),
    tickets: claimed.filter((c) => c.ticketId !== null).length,
    turnoverRequired: toDecimal(sum((c) => c.turnoverRequired)),
  };
}

export async function missionLeaderboard(db: Db, memberId: number | null, missionId: number, q: Page, now: Date) {
  const mission = await missionById(db, missionId);
  const page = await leaderboardPage(db, mission, now, q.pageNum, q.pageSize, memberId);
  const view = (r: RankedRow): LeaderboardRow => {
    const prize = prizeOfRank(mission, r.rank);
    return {
      rank: r.rank,
      name: maskName(r.account),
      value: measureValue(mission.measure, r.value),
      prizeAmount: toDecimal(prize?.amount ?? 0),
      prizePoints: toDecimal(prize?.points ?? 0),
      isMe: r.memberId === memberId,
    };
  };
  const [state] = memberId === null ? [null] : await missionStates(db, memberId, [mission], now);
  const prize = state?.rankPrize ?? null;
  // After the end the ranks are those at the end (the window stops there), so the own row's rank is the prize's.
  const rank = page.mine?.rank ?? 0;
  return {
    content: page.rows.map(view),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total: page.total,
    totalPages: totalPages(page.total, q.pageSize),
    missionId: mission.id,
    measure: mission.measure as MissionMeasure,
    prizes: mission.prizes.map((p) => ({ rankFrom: p.rankFrom, rankTo: p.rankTo, amount: toDecimal(p.amount), points: toDecimal(p.points) })),
    footer: page.mine ? view(page.mine) : null,
    myPrize: prize
      ? {
          rewardId: prize.rewardId,
          rank,
          amount: toDecimal(prize.amount),
          points: toDecimal(prize.points),
          status: prize.status,
          expiry: prize.expiresAt?.toISOString() ?? null,
        }
      : null,
    settled: mission.settledAt !== null,
  };
}

export async function missionRules(db: Db, missionId: number) {
  const mission = await missionById(db, missionId);
  return { missionId: mission.id, title: mission.title, rules: sanitize(mission.rules) };
}
