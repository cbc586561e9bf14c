// The agent centre's team reports (issue 14): team betting, user profit and loss, my income and account details.
// Each call is GET, auth 'agent' (contract/routes.ts), behind its page's whitelabel module; the range is whole
// members' days (dayBounds); an account filter must name a member of the agent's team (agent.notInTeam).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerRangeCall } from '../http/range-call.ts';
import { requireModule } from '../http/whitelabel.ts';
import { filterMemberId, refuseLongTransactionRange, teamBetting, teamTransactions } from './team-lists.ts';
import { teamProfitLoss } from './team-profit-loss.ts';
import { agentRevenue } from './agent-revenue.ts';

export async function agentReportRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;
  /** The member the `account` filter names: undefined without one; refused when it is not in the team. */
  const filterMember = (request: FastifyRequest, account: string | undefined) => filterMemberId(db, memberOf(request).id, account);

  registerRangeCall(app, 'teamBetting', async (request, range) => {
    await requireModule(app, 'TRANSBETREPMEM3');
    const q = request.query;
    const memberId = await filterMember(request, q.account);
    return teamBetting(db, memberOf(request).id, range, { memberId, gameType: q.gameType }, q.pageNum, q.pageSize);
  });

  registerRangeCall(app, 'teamProfitLoss', async (request, range) => {
    await requireModule(app, 'AGETEAMPNL3');
    const q = request.query;
    const memberId = await filterMember(request, q.account);
    return teamProfitLoss(db, memberId ?? memberOf(request).id, range, q.pageNum, q.pageSize);
  });

  registerRangeCall(app, 'agentRevenue', async (request, range) => {
    await requireModule(app, 'AGEREV3');
    const q = request.query;
    return agentRevenue(db, memberOf(request).id, range, offset, q.pageNum, q.pageSize);
  });

  registerRangeCall(app, 'teamTransactions', async (request, range) => {
    await requireModule(app, 'AGEDOWNTRANS3');
    const q = request.query;
    refuseLongTransactionRange(range);
    const memberId = await filterMember(request, q.account);
    return teamTransactions(db, memberOf(request).id, range, { memberId, kind: q.kind }, q.pageNum, q.pageSize);
  });
}
