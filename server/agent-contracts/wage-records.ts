// The agent's wage and dividend records (issue 14 pages agentDailyWages2, agentHourSalary, agentDividendRecordCopy2,
// agentRealtimeSalary): the settled agent_earnings rows of a rule in a day range (by the period's start) with the
// time they were paid, paged with the range's totals; the real-time wage's lines; and the current period's
// estimate, computed by the settlement's own SQL over what has settled so far. Reads only.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import { periodOf } from '../shared/periods.ts';
import type { ContractKind } from '../../contract/rules/agent-contracts.ts';
import { roundFigures, teamEarningsSql } from './team-earnings.ts';
import { realtimeLinesSql, REALTIME_WAGE_RULE } from './realtime-wage.ts';
import { dividendPeriodOf, hourlyWindowOf, REALTIME_SLOT_MS, slotOf } from './wage-periods.ts';

export type TeamRule = 'wage:daily' | 'wage:hourly' | 'dividend';
export const KIND_OF_RULE: Record<TeamRule, ContractKind> = { 'wage:daily': 'daily', 'wage:hourly': 'hourly', dividend: 'dividend' };

/** Centavos and basis points, as stored. */
export interface Earning {
  period: string;
  periodFrom: Date;
  periodTo: Date;
  basis: number;
  volume: number;
  activeMembers: number;
  rateBp: number;
  gross: number;
  downline: number;
  amount: number;
  carry: number;
  paidAt: Date | null;
}

export interface Paged<T, F> {
  content: T[];
  total: number;
  totalPages: number;
  footer: F;
}

/** The estimate's window ends just after now: a round settled this instant counts. */
const justAfter = (now: Date) => new Date(now.getTime() + 1);
const n = (v: unknown) => Number(v ?? 0);
const paging = (pageNum: number, pageSize: number) => sql`limit ${pageSize} offset ${(pageNum - 1) * pageSize}`;
const inRange = (b: Bounds) => sql`e.period_from >= ${b.from.toISOString()}::timestamptz and e.period_from < ${b.to.toISOString()}::timestamptz`;
const paid = sql`left join settlements s on s.rule = e.rule and s.member_id = e.agent_id and s.period = e.period
                 left join ledger_transfers t on t.id = s.transfer_id`;

type EarningRow = Record<
  'period' | 'period_from' | 'period_to' | 'basis' | 'volume' | 'active_members' | 'rate_bp' | 'gross' | 'downline' | 'amount' | 'carry',
  unknown
> & { paid_at?: unknown };

const earningOf = (r: EarningRow): Earning => ({
  period: String(r.period),
  periodFrom: new Date(r.period_from as string),
  periodTo: new Date(r.period_to as string),
  basis: n(r.basis),
  volume: n(r.volume),
  activeMembers: n(r.active_members),
  rateBp: n(r.rate_bp),
  gross: n(r.gross),
  downline: n(r.downline),
  amount: n(r.amount),
  carry: n(r.carry),
  paidAt: r.paid_at ? new Date(r.paid_at as string) : null,
});

export async function earningRecords(db: Db, agentId: number, rule: TeamRule, b: Bounds, pageNum: number, pageSize: number) {
  const where = sql`e.rule = ${rule} and e.agent_id = ${agentId} and ${inRange(b)}`;
  const rows = await queryRows<EarningRow>(
    db,
    sql`select e.period, e.period_from, e.period_to, e.basis, coalesce((e.detail->>'volume')::bigint, e.basis) as volume, e.active_members,
               e.rate_bp, e.gross, e.downline, e.amount, e.carry, t.created_at as paid_at
        from agent_earnings e ${paid} where ${where} order by e.period_from desc ${paging(pageNum, pageSize)}`,
  );
  const [totals] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(basis), 0) as basis, coalesce(sum(gross), 0) as gross, coalesce(sum(downline), 0) as downline,
               coalesce(sum(amount), 0) as amount from agent_earnings e where ${where}`,
  );
  const total = n(totals?.n);
  return {
    content: rows.map(earningOf),
    total,
    totalPages: pageCount(total, pageSize),
    footer: { basis: n(totals?.basis), gross: n(totals?.gross), downline: n(totals?.downline), amount: n(totals?.amount) },
  };
}

/** The current period of the agent's contract of the rule's kind, so far (null: it holds none). */
export async function earningEstimate(db: Db, agentId: number, rule: TeamRule, now: Date, offsetMinutes: number): Promise<Earning | null> {
  const kind = KIND_OF_RULE[rule];
  const [contract] = await queryRows<{ period: string }>(
    db,
    sql`select period from agent_contracts where agent_id = ${agentId} and kind = ${kind} and status in ('A', 'V')`,
  );
  if (!contract) return null;
  const w =
    rule === 'wage:daily'
      ? periodOf('day', now, offsetMinutes)
      : rule === 'wage:hourly'
        ? hourlyWindowOf(contract.period, now, offsetMinutes)
        : dividendPeriodOf(contract.period, now, offsetMinutes);
  const carry = rule === 'dividend' ? { rule, before: w.from } : null;
  const [row] = await queryRows<EarningRow>(
    db,
    sql`${teamEarningsSql(kind, roundFigures(w.from, justAfter(now)), carry)}
        select ${w.key} as period, ${w.from.toISOString()}::timestamptz as period_from, ${w.to.toISOString()}::timestamptz as period_to,
               basis, volume, active as active_members, rate_bp, gross, downline, amount, carry from shared where agent_id = ${agentId}`,
  );
  return row ? earningOf(row) : null;
}

export interface RealtimeLine {
  period: string;
  paidAt: Date | null;
  contributor: string;
  lottery: string;
  drawNo: number;
  stake: number;
  win: number;
  rateBp: number;
  amount: number;
}

export async function realtimeRecords(db: Db, agentId: number, b: Bounds, pageNum: number, pageSize: number, account?: string) {
  const where = sql`i.agent_id = ${agentId} and ${inRange(b)} ${account ? sql`and m.account = ${account}` : sql``}`;
  const from = sql`from realtime_wage_items i
    join agent_earnings e on e.rule = ${REALTIME_WAGE_RULE} and e.agent_id = i.agent_id and e.period = i.period
    join members m on m.id = i.member_id`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.period, t.created_at as paid_at, m.account, g.game_name, i.draw_no, i.stake, i.win, i.rate_bp, i.amount
        ${from} join games g on g.node_id = i.node_id ${paid}
        where ${where} order by e.period_from desc, i.draw_no desc, m.account ${paging(pageNum, pageSize)}`,
  );
  const [totals] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(i.stake), 0) as stake, coalesce(sum(i.win), 0) as win, coalesce(sum(i.amount), 0) as amount ${from} where ${where}`,
  );
  const total = n(totals?.n);
  const content: RealtimeLine[] = rows.map((r) => ({
    period: String(r.period),
    paidAt: r.paid_at ? new Date(r.paid_at as string) : null,
    contributor: String(r.account),
    lottery: String(r.game_name),
    drawNo: n(r.draw_no),
    stake: n(r.stake),
    win: n(r.win),
    rateBp: n(r.rate_bp),
    amount: n(r.amount),
  }));
  return { content, total, totalPages: pageCount(total, pageSize), footer: { stake: n(totals?.stake), win: n(totals?.win), amount: n(totals?.amount) } };
}

/** The current 5-minute slot so far (null: no real-time contract). */
export async function realtimeEstimate(db: Db, agentId: number, now: Date, offsetMinutes: number) {
  const [contract] = await queryRows(db, sql`select 1 from agent_contracts where agent_id = ${agentId} and kind = 'realtime' and status in ('A', 'V')`);
  if (!contract) return null;
  const slot = slotOf('t', REALTIME_SLOT_MS, now, offsetMinutes);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`${realtimeLinesSql({ from: slot.from, to: justAfter(now) })}
        select count(*) as lines, coalesce(sum(stake), 0) as stake, coalesce(sum(amount), 0) as amount from shared where agent_id = ${agentId}`,
  );
  return { period: slot.key, stake: n(row?.stake), amount: n(row?.amount), lines: n(row?.lines) };
}
