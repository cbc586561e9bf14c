// Missions and their leaderboard (issue 15, contract/missions/missions.ts). Thin: the rules live in
// service.ts and missions-*.ts; every claim is one transaction there. The list, the rules and the leaderboard
// take an optional token: a real account's answer carries its progress and own row, a visitor's does not.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberOf, optionalPlayer } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { claimMissionPrizes, missionLeaderboard, missionMilestones, missionRules, missionSummary } from './mission-pages.ts';

export async function missionRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const currency = config.merchant.currency;

  const optionalMember = (request: FastifyRequest, reply: FastifyReply) => optionalPlayer(app.deps, request, reply);

  registerCall(app, 'missionSummary', async (request, reply) => {
    const q = request.query;
    return ok(await missionSummary(db, await optionalMember(request, reply), q.status, q, clock.now()));
  });

  registerCall(app, 'missionMilestones', async (request) => ok(await missionMilestones(db, memberOf(request).id, request.query.missionId, clock.now())));

  registerCall(app, 'claimMission', async (request) => {
    const b = request.body;
    const claim = { milestoneId: b.milestoneId, missionId: b.missionId, claimLeaderboard: b.claimLeaderboard === 'Y' };
    return ok(await claimMissionPrizes(db, clock, currency, memberOf(request).id, claim));
  });

  registerCall(app, 'missionLeaderboard', async (request, reply) => {
    const q = request.query;
    return ok(await missionLeaderboard(db, await optionalMember(request, reply), q.missionId, q, clock.now()));
  });

  registerCall(app, 'missionRules', async (request) => ok(await missionRules(db, request.query.missionId)));
}
