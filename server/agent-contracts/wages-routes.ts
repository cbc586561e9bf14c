// The agent's wage and dividend records (issue 14, contract/agent-contracts/agent-wages.ts): four GET calls, each the settled
// records of one contract kind in the day range, paged with totals, and the current period's estimate. Reads only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerRangeCall } from '../http/range-call.ts';
import type { Bounds } from '../shared/day-range.ts';
import type { TeamRule } from './wage-records.ts';
import { realtimeWagePage, teamEarningPage, type WagePageQuery } from './wage-pages.ts';
import type { AgentListQuery } from '../../contract/agent-centre/agent-common.ts';

export async function agentWageRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const pageQuery = (request: FastifyRequest, range: Bounds): WagePageQuery => {
    const q = request.query as AgentListQuery;
    return { range, pageNum: q.pageNum, pageSize: q.pageSize, now: clock.now(), offsetMinutes: config.wallet.timeZoneOffsetMinutes };
  };

  const teamRoute = (name: 'dailyWageRecords' | 'hourlyWageRecords' | 'dividendRecords', rule: TeamRule) =>
    registerRangeCall(app, name, (request, range) => teamEarningPage(db, memberOf(request).id, rule, pageQuery(request, range)));
  teamRoute('dailyWageRecords', 'wage:daily');
  teamRoute('hourlyWageRecords', 'wage:hourly');
  teamRoute('dividendRecords', 'dividend');

  registerRangeCall(app, 'realtimeWageRecords', (request, range) =>
    realtimeWagePage(db, memberOf(request).id, { ...pageQuery(request, range), account: (request.query as AgentListQuery).account }),
  );
}
