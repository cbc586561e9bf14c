// Team betting and the team's account details (issue 14, docs/agents.md): the rounds and the wallet movements of
// everyone in an agent's team (teamSql), read straight from game_rounds and the ledger, paged, with the totals of
// the whole range and filter. One query for the page, one for the footer; no loop per member.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { teamSql } from '../agent-team/team.ts';
import { TEAM_TRANSACTIONS_MAX_DAYS, type TeamBet, type TeamMovement } from '../../contract/agent-reports/agent-reports.ts';
import type { RoundStatus } from '../../contract/records/records.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';

const DAY = 86_400_000;

const n = (v: string | number | null | undefined) => Number(v ?? 0);
const iso = (v: string | Date) => new Date(v).toISOString();
const inRange = (column: SQL, range: Bounds) =>
  sql`${column} >= ${range.from.toISOString()}::timestamptz and ${column} < ${range.to.toISOString()}::timestamptz`;

/**
 * The id of `account` when it is in `agentId`'s team; null when it is not (or is the agent itself: the agent is
 * not part of its own team).
 */
export async function teamMemberId(db: Db, agentId: number, account: string): Promise<number | null> {
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.account, account)).limit(1);
  if (!m) return null;
  const rows = await queryRows(db, sql`with team as (${teamSql(agentId)}) select 1 from team where member_id = ${m.id} limit 1`);
  return rows.length ? m.id : null;
}

/** The member an `account` filter names: undefined without one; refused when it is not in the agent's team. */
export async function filterMemberId(db: Db, agentId: number, account: string | undefined): Promise<number | undefined> {
  if (account === undefined) return undefined;
  const id = await teamMemberId(db, agentId, account);
  if (id === null) throw new Refusal('agent.notInTeam', 'The account is not in your team');
  return id;
}

/** The team's transactions are listed over at most TEAM_TRANSACTIONS_MAX_DAYS; a longer range is refused. */
export function refuseLongTransactionRange(range: Bounds): void {
  if ((range.to.getTime() - range.from.getTime()) / DAY > TEAM_TRANSACTIONS_MAX_DAYS)
    throw new Refusal('agent.range.tooLong', `At most ${TEAM_TRANSACTIONS_MAX_DAYS} days`, { maxDays: TEAM_TRANSACTIONS_MAX_DAYS });
}

export interface TeamListFilter {
  /** One member of the team (already checked to be in it). */
  memberId?: number;
  gameType?: string;
}

export async function teamBetting(db: Db, agentId: number, range: Bounds, filter: TeamListFilter, pageNum: number, pageSize: number) {
  const where = sql`${inRange(sql`r.created_at`, range)}
    and ${filter.memberId ? sql`r.member_id = ${filter.memberId}` : sql`true`}
    and ${filter.gameType ? sql`g.game_type = ${filter.gameType}` : sql`true`}`;
  const from = sql`team join game_rounds r on r.member_id = team.member_id join games g on g.node_id = r.node_id`;
  const [totals] = await queryRows<{ total: string; bet: string; valid: string; win: string }>(
    db,
    sql`with team as (${teamSql(agentId)})
        select count(*) as total, coalesce(sum(r.bet) filter (where r.status = 'settled'), 0) as bet, coalesce(sum(${VALID_BET}), 0) as valid,
               coalesce(sum(r.win) filter (where r.status = 'settled'), 0) as win
        from ${from} where ${where}`,
  );
  const rows = await queryRows<{
    id: string;
    account: string;
    superior: string | null;
    game_name: string;
    game_type: string;
    bet: string;
    valid: string;
    win: string;
    status: string;
    created_at: string | Date;
  }>(
    db,
    sql`with team as (${teamSql(agentId)})
        select r.id, m.account, p.account as superior, g.game_name, g.game_type, r.bet, ${VALID_BET} as valid, r.win, r.status, r.created_at
        from ${from} join members m on m.id = r.member_id left join members p on p.id = m.parent_id
        where ${where}
        order by r.created_at desc, r.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
  );
  const content: TeamBet[] = rows.map((r) => ({
    round: r.id,
    account: r.account,
    superior: r.superior ?? '',
    gameName: r.game_name,
    gameType: r.game_type,
    bet: toDecimal(n(r.bet)),
    validBet: toDecimal(n(r.valid)),
    win: toDecimal(n(r.win)),
    profitLoss: r.status === 'settled' ? toDecimal(n(r.win) - n(r.bet)) : 0,
    status: r.status as RoundStatus,
    betAt: iso(r.created_at),
  }));
  const total = n(totals?.total);
  const bet = n(totals?.bet);
  const win = n(totals?.win);
  return {
    content,
    total,
    totalPages: pageCount(total, pageSize),
    footer: { count: total, bet: toDecimal(bet), validBet: toDecimal(n(totals?.valid)), win: toDecimal(win), profitLoss: toDecimal(win - bet) },
  };
}

/** The kind filter: bonus and agent cover their dotted kinds (bonus.rebate, agent.wage.daily ...); others are exact. */
const kindFilter = (kind: string | undefined): SQL => {
  if (!kind) return sql`true`;
  if (kind === 'bonus' || kind === 'agent') return sql`(t.kind = ${kind} or t.kind like ${`${kind}.%`})`;
  return sql`t.kind = ${kind}`;
};

export async function teamTransactions(
  db: Db,
  agentId: number,
  range: Bounds,
  filter: { memberId?: number; kind?: string },
  pageNum: number,
  pageSize: number,
) {
  const where = sql`${inRange(sql`e.created_at`, range)} and ${filter.memberId ? sql`team.member_id = ${filter.memberId}` : sql`true`} and ${kindFilter(filter.kind)}`;
  // memberAccountCode (ledger.ts) in SQL: each team member's wallet.
  const from = sql`team join ledger_accounts a on a.code = 'member:' || team.member_id
    join ledger_entries e on e.account_id = a.id join ledger_transfers t on t.id = e.transfer_id`;
  const [totals] = await queryRows<{ total: string; total_in: string; total_out: string }>(
    db,
    sql`with team as (${teamSql(agentId)})
        select count(*) as total, coalesce(sum(greatest(e.amount, 0)), 0) as total_in, coalesce(sum(least(e.amount, 0)), 0) as total_out
        from ${from} where ${where}`,
  );
  const rows = await queryRows<{ id: string; account: string; kind: string; amount: string; balance_after: string; memo: string; created_at: string | Date }>(
    db,
    sql`with team as (${teamSql(agentId)})
        select e.id, m.account, t.kind, e.amount, e.balance_after, t.memo, e.created_at
        from ${from} join members m on m.id = team.member_id
        where ${where}
        order by e.created_at desc, e.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
  );
  const content: TeamMovement[] = rows.map((r) => ({
    id: n(r.id),
    account: r.account,
    kind: r.kind,
    amount: toDecimal(n(r.amount)),
    balanceAfter: toDecimal(n(r.balance_after)),
    memo: r.memo,
    createdAt: iso(r.created_at),
  }));
  const total = n(totals?.total);
  const totalIn = n(totals?.total_in);
  const totalOut = -n(totals?.total_out);
  return {
    content,
    total,
    totalPages: pageCount(total, pageSize),
    footer: { totalIn: toDecimal(totalIn), totalOut: toDecimal(totalOut), net: toDecimal(totalIn - totalOut) },
  };
}
