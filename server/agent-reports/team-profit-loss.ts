// The user profit and loss (issue 14, palStatementsAgentCopy): one row for the root (the agent, or a member of its
// team the agent drills into) and one per direct downline covering its whole branch (the downline and its team),
// with the team total: every branch summed, the root excluded. Deposits, withdrawals and bonuses from the ledger
// (member wallets), bets and wins from the rounds settled in the range; each figure is summed in centavos per
// branch in SQL (no loop per member), so the team total is exactly the sum of the rows.
//
// P&L, the member's side (docs/decisions.md): win − bet + rebate + wages + dividends + agent rebate + promotions
// − fees. Fees are 0: the platform charges no withdrawal fee (the ledger has no fee kind).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import { teamSql, isAgentType } from '../agent-team/team.ts';
import { incomeAt, incomeJoin } from './agent-revenue.ts';
import type { ProfitLossFigures, TeamProfitLossRow } from '../../contract/agent-reports/agent-reports.ts';
import { toDecimal } from '../ledger/amounts.ts';

type Figures = Omit<ProfitLossFigures, 'profitLoss'>;
const FIELDS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rebate',
  'wages',
  'dividends',
  'agentRebate',
  'promotions',
  'fees',
] as const satisfies readonly (keyof Figures)[];

const zero = (): Figures => ({ deposit: 0, withdrawal: 0, bet: 0, win: 0, rebate: 0, wages: 0, dividends: 0, agentRebate: 0, promotions: 0, fees: 0 });

/** The member's side of the figures, in centavos. */
export const profitLossOf = (f: Figures) => f.win - f.bet + f.rebate + f.wages + f.dividends + f.agentRebate + f.promotions - f.fees;

const add = (a: Figures, b: Figures): Figures => Object.fromEntries(FIELDS.map((k) => [k, a[k] + b[k]])) as Figures;

const decimals = (f: Figures): ProfitLossFigures => ({
  ...(Object.fromEntries(FIELDS.map((k) => [k, toDecimal(f[k])])) as Figures),
  profitLoss: toDecimal(profitLossOf(f)),
});

interface Branch {
  /** 0: the root itself; otherwise the direct downline the branch hangs from. */
  branch: number;
  account: string;
  isAgent: boolean;
  members: number;
}

export async function teamProfitLoss(db: Db, rootId: number, range: Bounds, pageNum: number, pageSize: number) {
  const scope = sql`team as (${teamSql(rootId)}),
    scope as (select ${rootId}::integer as member_id, 0 as branch union all select member_id, direct_id from team)`;
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const at = incomeAt(sql`e.created_at`);
  const branches = await queryRows<{ branch: number; account: string; is_agent: boolean; members: string }>(
    db,
    sql`with ${scope}
        select s.branch, b.account, ${isAgentType(sql`b.type`)} as is_agent, count(*) as members
        from scope s join members b on b.id = (case when s.branch = 0 then ${rootId} else s.branch end)
        group by s.branch, b.account, b.type`,
  );
  const money = await queryRows<Record<string, string> & { branch: number }>(
    db,
    sql`with ${scope},
        moves as (
          select s.branch, t.kind, e.amount
          from scope s join ledger_accounts a on a.code = 'member:' || s.member_id
          join ledger_entries e on e.account_id = a.id join ledger_transfers t on t.id = e.transfer_id
          ${incomeJoin}
          where ${at} >= ${from}::timestamptz and ${at} < ${to}::timestamptz),
        ledger as (
          select branch,
                 coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposit,
                 -coalesce(sum(amount) filter (where kind in ('withdrawal', 'withdrawal.return', 'withdrawal.refund')), 0) as withdrawal,
                 coalesce(sum(amount) filter (where kind = 'bonus.rebate'), 0) as rebate,
                 coalesce(sum(amount) filter (where kind like 'agent.wage.%'), 0) as wages,
                 coalesce(sum(amount) filter (where kind = 'agent.dividend'), 0) as dividends,
                 coalesce(sum(amount) filter (where kind = 'agent.rebate'), 0) as agent_rebate,
                 coalesce(sum(amount) filter (where (kind = 'bonus' or kind like 'bonus.%') and kind <> 'bonus.rebate'), 0) as promotions
          from moves group by branch),
        rounds as (
          select s.branch, sum(r.bet) as bet, sum(r.win) as win
          from scope s join game_rounds r on r.member_id = s.member_id
          where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
          group by s.branch)
        select coalesce(l.branch, r.branch) as branch, l.deposit, l.withdrawal, l.rebate, l.wages, l.dividends, l.agent_rebate, l.promotions, r.bet, r.win
        from ledger l full join rounds r on r.branch = l.branch`,
  );
  const figures = new Map<number, Figures>();
  for (const m of money) {
    const v = (k: string) => Number(m[k] ?? 0);
    figures.set(Number(m.branch), {
      deposit: v('deposit'),
      withdrawal: v('withdrawal'),
      bet: v('bet'),
      win: v('win'),
      rebate: v('rebate'),
      wages: v('wages'),
      dividends: v('dividends'),
      agentRebate: v('agent_rebate'),
      promotions: v('promotions'),
      fees: 0,
    });
  }
  const rowOf = (b: Branch): TeamProfitLossRow => ({
    account: b.account,
    isAgent: b.isAgent,
    members: b.members,
    ...decimals(figures.get(b.branch) ?? zero()),
  });
  const all: Branch[] = branches.map((b) => ({ branch: Number(b.branch), account: b.account, isAgent: Boolean(b.is_agent), members: Number(b.members) }));
  const self = all.find((b) => b.branch === 0)!;
  const downlines = all.filter((b) => b.branch !== 0).sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const team = downlines.reduce((sum, b) => add(sum, figures.get(b.branch) ?? zero()), zero());
  return {
    content: downlines.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(rowOf),
    total: downlines.length,
    totalPages: pageCount(downlines.length, pageSize),
    footer: { self: { ...rowOf(self), members: 1 }, team: decimals(team) },
  };
}
