// The agent's wage and dividend pages as the site shows them: the settled records of one contract kind in the range,
// paged with totals, beside the current period's estimate (wage-records.ts reads both).
import type { Db } from '../db/client.ts';
import type { Bounds } from '../shared/day-range.ts';
import { earningEstimate, earningRecords, realtimeEstimate, realtimeRecords, type Earning, type TeamRule } from './wage-records.ts';
import { ACTIVE_MEMBER_MIN_VALID_BET } from '../../contract/rules/agent-contracts.ts';
import { toDecimal } from '../ledger/amounts.ts';

export interface WagePageQuery {
  range: Bounds;
  pageNum: number;
  pageSize: number;
  now: Date;
  offsetMinutes: number;
}

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

/** Daily or hourly wages, or dividends: what the team earned the agent, and what the open period would pay. */
export async function teamEarningPage(db: Db, agentId: number, rule: TeamRule, q: WagePageQuery) {
  const page = await earningRecords(db, agentId, rule, q.range, q.pageNum, q.pageSize);
  const pending = await earningEstimate(db, agentId, rule, q.now, q.offsetMinutes);
  return {
    content: page.content.map((e) => ({ ...earningOut(e), paidAt: e.paidAt?.toISOString() ?? null })),
    total: page.total,
    totalPages: page.totalPages,
    footer: {
      basis: toDecimal(page.footer.basis),
      gross: toDecimal(page.footer.gross),
      downline: toDecimal(page.footer.downline),
      amount: toDecimal(page.footer.amount),
    },
    pending: pending ? earningOut(pending) : null,
    activeMinValidBet: toDecimal(ACTIVE_MEMBER_MIN_VALID_BET),
  };
}

/** The lottery's real-time wage: one line per contributing bet, and the open period's estimate. */
export async function realtimeWagePage(db: Db, agentId: number, q: WagePageQuery & { account?: string }) {
  const page = await realtimeRecords(db, agentId, q.range, q.pageNum, q.pageSize, q.account);
  const pending = await realtimeEstimate(db, agentId, q.now, q.offsetMinutes);
  return {
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
    total: page.total,
    totalPages: page.totalPages,
    footer: { stake: toDecimal(page.footer.stake), win: toDecimal(page.footer.win), amount: toDecimal(page.footer.amount) },
    pending: pending ? { period: pending.period, stake: toDecimal(pending.stake), amount: toDecimal(pending.amount), lines: pending.lines } : null,
  };
}
