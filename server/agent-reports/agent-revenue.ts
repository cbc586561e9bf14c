// My income (issue 14, docs/agents.md §earnings): the agent's own income by source and by day, read from the
// ledger transfers of the agent.* kinds into its wallet. Each paid settlement is exactly one transfer, so these
// totals agree with the wage, dividend and rebate records (agent_earnings joined to settlements).
//
// The day of an income is the day its settlement period began (agent_earnings.period_from in the members' zone),
// not the instant it was paid: yesterday's daily wage, paid just after midnight, is yesterday's income, as the
// records list it (docs/decisions.md). A transfer without an earnings row falls back to its own time.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import type { RevenueFigures } from '../../contract/agent-reports/agent-reports.ts';
import { memberAccountCode } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';

/**
 * Joins a transfer `t` of an agent.* kind to its settlement and earnings row (as `income_s`, `income_e`); use
 * with `incomeAt(sql\`e.created_at\`)` for the instant a movement counts at.
 */
export const incomeJoin = sql`left join settlements income_s on t.kind like 'agent.%' and income_s.transfer_id = t.id
  left join agent_earnings income_e on income_e.rule = income_s.rule and income_e.agent_id = income_s.member_id and income_e.period = income_s.period`;

/** The instant a movement counts at: an agent income at the start of its period, anything else when it moved. */
export const incomeAt = (movedAt: SQL) => sql`(case when t.kind like 'agent.%' then coalesce(income_e.period_from, ${movedAt}) else ${movedAt} end)`;

const SOURCES: Readonly<Record<string, keyof Omit<RevenueFigures, 'total'>>> = {
  'agent.rebate': 'agentRebate',
  'agent.wage.daily': 'dailyWage',
  'agent.wage.hourly': 'hourlyWage',
  'agent.wage.realtime': 'realtimeWage',
  'agent.dividend': 'dividend',
};

const zero = (): RevenueFigures => ({ agentRebate: 0, dailyWage: 0, hourlyWage: 0, realtimeWage: 0, dividend: 0, total: 0 });

const decimals = (f: RevenueFigures): RevenueFigures => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, toDecimal(v)])) as unknown as RevenueFigures;

/** The agent's income in the range, by day (newest first, only days with income) and in total. Centavos in, decimals out. */
export async function agentRevenue(db: Db, agentId: number, range: Bounds, offsetMinutes: number, pageNum: number, pageSize: number) {
  const at = incomeAt(sql`e.created_at`);
  const rows = await queryRows<{ day: string; kind: string; amount: string }>(
    db,
    sql`select to_char((${at} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD') as day, t.kind, sum(e.amount) as amount
        from ledger_accounts a join ledger_entries e on e.account_id = a.id join ledger_transfers t on t.id = e.transfer_id
        ${incomeJoin}
        where a.code = ${memberAccountCode(agentId)} and t.kind in (${sql.join(
          Object.keys(SOURCES).map((k) => sql`${k}`),
          sql`, `,
        )})
          and ${at} >= ${range.from.toISOString()}::timestamptz and ${at} < ${range.to.toISOString()}::timestamptz
        group by 1, 2`,
  );
  const days = new Map<string, RevenueFigures>();
  const footer = zero();
  for (const r of rows) {
    const day = days.get(r.day) ?? zero();
    const source = SOURCES[r.kind]!;
    day[source] += Number(r.amount);
    day.total += Number(r.amount);
    footer[source] += Number(r.amount);
    footer.total += Number(r.amount);
    days.set(r.day, day);
  }
  const all = [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, f]) => ({ date, ...decimals(f) }));
  const content = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return { content, total: all.length, totalPages: pageCount(all.length, pageSize), footer: decimals(footer) };
}
