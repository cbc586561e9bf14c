// The agent centre's team reports (issue 14): team betting, user profit and loss, my income and account details.
// Each call is GET, auth 'agent' (contract/routes.ts), behind its page's whitelabel module; the range is whole
// members' days (dayBounds); an account filter must name a member of the agent's team (agent.notInTeam).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { dayBounds, type Bounds } from '../shared/day-range.ts';
import { filterMemberId, refuseLongTransactionRange, teamBetting, teamTransactions } from './team-lists.ts';
import { teamProfitLoss } from './team-profit-loss.ts';
import { agentRevenue } from './agent-revenue.ts';

export async function agentReportRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;
  const boundsOf = (q: { startDate?: string; endDate?: string }): Bounds => dayBounds(q, clock.now(), offset);
  /** The member the `account` filter names: undefined without one; refused when it is not in the team. */
  const filterMember = (request: FastifyRequest, account: string | undefined) => filterMemberId(db, memberOf(request).id, account);
  const answer = <V extends object>(range: Bounds, paging: { pageNum: number; pageSize: number }, value: V) =>
    ok({ ...value, pageNum: paging.pageNum, pageSize: paging.pageSize, startDate: range.startDate, endDate: range.endDate });

  registerCall(app, 'teamBetting', async (request) => {
    await requireModule(app, 'TRANSBETREPMEM3');
    const q = request.query;
    const memberId = await filterMember(request, q.account);
    const range = boundsOf(q);
    return answer(range, q, await teamBetting(db, memberOf(request).id, range, { memberId, gameType: q.gameType }, q.pageNum, q.pageSize));
  });

  registerCall(app, 'teamProfitLoss', async (request) => {
    await requireModule(app, 'AGETEAMPNL3');
    const q = request.query;
    const memberId = await filterMember(request, q.account);
    const range = boundsOf(q);
    return answer(range, q, await teamProfitLoss(db, memberId ?? memberOf(request).id, range, q.pageNum, q.pageSize));
  });

  registerCall(app, 'agentRevenue', async (request) => {
    await requireModule(app, 'AGEREV3');
    const q = request.query;
    const range = boundsOf(q);
    return answer(range, q, await agentRevenue(db, memberOf(request).id, range, offset, q.pageNum, q.pageSize));
  });

  registerCall(app, 'teamTransactions', async (request) => {
    await requireModule(app, 'AGEDOWNTRANS3');
    const q = request.query;
    const range = boundsOf(q);
    refuseLongTransactionRange(range);
    const memberId = await filterMember(request, q.account);
    return answer(range, q, await teamTransactions(db, memberOf(request).id, range, { memberId, kind: q.kind }, q.pageNum, q.pageSize));
  });
}
