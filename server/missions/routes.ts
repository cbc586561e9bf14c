// Missions and their leaderboard (issue 15, contract/missions/missions.ts). Thin: the rules live in
// service.ts and missions-*.ts; every claim is one transaction there. The list, the rules and the leaderboard
// take an optional token: a real account's answer carries its progress and own row, a visitor's does not.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberForToken } from '../session/sessions.ts';
import { sanitize } from '../shared/html.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { claimableMissionCount, claimMission, missionById, missionPage, missionStates, type MissionRow } from './service.ts';
import { leaderboardPage, maskName, prizeOfRank, type RankedRow } from './missions-leaderboard.ts';
import type { LeaderboardRow, MissionMeasure } from '../../contract/missions/missions.ts';
import { toDecimal } from '../ledger/amounts.ts';

/** A measure's value as the API answers it: money and multiples as decimals, a count as is. */
export const measureValue = (measure: string, v: number) => (measure === 'BET_COUNT' ? v : toDecimal(v));

const refusal = async <T>(run: () => Promise<T>) => ok(await run());

const times = (m: MissionRow) => ({ startTime: m.startsAt.toISOString(), endTime: m.endsAt.toISOString(), claimUntil: m.claimUntil.toISOString() });

export async function missionRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const currency = config.merchant.currency;

  /**
   * The caller's real account when a token is sent (a visitor, a trial player or a stale token: null). An answer to
   * a token is the member's own: never kept by a browser or anything in between.
   */
  const optionalMember = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.headers.authorization?.trim();
    if (token) reply.header('cache-control', 'private, no-store');
    const member = token ? await memberForToken(app.deps, token) : null;
    return member && roleOf(member.type) !== 'trial' ? member.id : null;
  };

  registerCall(app, 'missionSummary', async (request, reply) => {
    const q = request.query;
    const now = clock.now();
    const memberId = await optionalMember(request, reply);
    const page = await missionPage(db, q.status, now, q.pageNum, q.pageSize);
    const states = await missionStates(db, memberId, page.list, now);
    return ok({
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
      totalPages: Math.ceil(page.total / q.pageSize),
      signedIn: memberId !== null,
      claimableTotal: memberId === null ? 0 : await claimableMissionCount(db, memberId, now),
      serverTime: now.toISOString(),
    });
  });

  registerCall(app, 'missionMilestones', (request) =>
    refusal(async () => {
      const now = clock.now();
      const mission = await missionById(db, request.query.missionId);
      const [state] = await missionStates(db, memberOf(request).id, [mission], now);
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
    }),
  );

  registerCall(app, 'claimMission', (request) =>
    refusal(async () => {
      const b = request.body;
      const claimed = await claimMission(db, clock, currency, memberOf(request).id, {
        milestoneId: b.milestoneId,
        missionId: b.missionId,
        claimLeaderboard: b.claimLeaderboard === 'Y',
      });
      const sum = (f: (c: (typeof claimed)[number]) => number) => claimed.reduce((s, c) => s + f(c), 0);
      return {
        claimed: claimed.length,
        amount: toDecimal(sum((c) => c.amount)),
        points: toDecimal(sum((c) => c.points)),
        tickets: claimed.filter((c) => c.ticketId !== null).length,
        turnoverRequired: toDecimal(sum((c) => c.turnoverRequired)),
      };
    }),
  );

  registerCall(app, 'missionLeaderboard', (request, reply) =>
    refusal(async () => {
      const q = request.query;
      const now = clock.now();
      const memberId = await optionalMember(request, reply);
      const mission = await missionById(db, q.missionId);
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
        totalPages: Math.ceil(page.total / q.pageSize),
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
    }),
  );

  registerCall(app, 'missionRules', (request) =>
    refusal(async () => {
      const mission = await missionById(db, request.query.missionId);
      return { missionId: mission.id, title: mission.title, rules: sanitize(mission.rules) };
    }),
  );
}
