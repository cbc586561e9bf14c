// The agent's wage and dividend records (issue 14, contract/agent-contracts/agent-wages.ts): four GET calls, each the settled
// records of one contract kind in the day range, paged with totals, and the current period's estimate. Reads only.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { dayBounds } from '../shared/day-range.ts';
import { earningEstimate, earningRecords, realtimeEstimate, realtimeRecords, type Earning, type TeamRule } from './wage-records.ts';
import { ACTIVE_MEMBER_MIN_VALID_BET } from '../../contract/rules/agent-contracts.ts';
import type { AgentListQuery } from '../../contract/agent-centre/agent-common.ts';
import { toDecimal } from '../ledger/amounts.ts';

const earningOut = (e: Earning) => ({
  period: e.period,
  periodFrom: e.periodFrom.toISOString(),
  periodTo: e.periodTo.toISOString(),
  basis: toDecimal(e.basis),
  volume: toDecimal(e.volume),
  activeMembers: e.activeMembers,
  rate: e.rateBp / 100,
  gross: toDecimal(e.gross),
  downline: toDecimal(e.downline),
  amount: toDecimal(e.amount),
  carry: toDecimal(e.carry),
});

export async function agentWageRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;

  const teamRoute = (name: 'dailyWageRecords' | 'hourlyWageRecords' | 'dividendRecords', rule: TeamRule) =>
    registerCall(app, name, async (request) => {
      const q = request.query as AgentListQuery;
      const agentId = memberOf(request).id;
      const range = dayBounds(q, clock.now(), offset);
      const page = await earningRecords(db, agentId, rule, range, q.pageNum, q.pageSize);
      const pending = await earningEstimate(db, agentId, rule, clock.now(), offset);
      return ok({
        content: page.content.map((e) => ({ ...earningOut(e), paidAt: e.paidAt?.toISOString() ?? null })),
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        total: page.total,
        totalPages: page.totalPages,
        footer: {
          basis: toDecimal(page.footer.basis),
          gross: toDecimal(page.footer.gross),
          downline: toDecimal(page.footer.downline),
          amount: toDecimal(page.footer.amount),
        },
        startDate: range.startDate,
        endDate: range.endDate,
        pending: pending ? earningOut(pending) : null,
        activeMinValidBet: toDecimal(ACTIVE_MEMBER_MIN_VALID_BET),
      });
    });
  teamRoute('dailyWageRecords', 'wage:daily');
  teamRoute('hourlyWageRecords', 'wage:hourly');
  teamRoute('dividendRecords', 'dividend');

  registerCall(app, 'realtimeWageRecords', async (request) => {
    const q = request.query as AgentListQuery;
    const agentId = memberOf(request).id;
    const range = dayBounds(q, clock.now(), offset);
    const page = await realtimeRecords(db, agentId, range, q.pageNum, q.pageSize, q.account);
    const pending = await realtimeEstimate(db, agentId, clock.now(), offset);
    return ok({
      content: page.content.map((l) => ({
        period: l.period,
        paidAt: l.paidAt?.toISOString() ?? null,
        contributor: l.contributor,
        lottery: l.lottery,
        drawNo: l.drawNo,
        stake: toDecimal(l.stake),
        win: toDecimal(l.win),
        lost: l.win < l.stake,
        rate: l.rateBp / 100,
        amount: toDecimal(l.amount),
      })),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      total: page.total,
      totalPages: page.totalPages,
      footer: { stake: toDecimal(page.footer.stake), win: toDecimal(page.footer.win), amount: toDecimal(page.footer.amount) },
      startDate: range.startDate,
      endDate: range.endDate,
      pending: pending ? { period: pending.period, stake: toDecimal(pending.stake), amount: toDecimal(pending.amount), lines: pending.lines } : null,
    });
  });
}
