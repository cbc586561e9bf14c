// The team overview (issue 14, agentTeamOverview; docs/agents.md): what the agent's team did over a range of the
// members' days, summed and per day, read in set-based SQL from the members, the ledger and the settled rounds.
// Registrations by members.created_at; a first deposit is a member's first 'deposit' transfer ever; deposits,
// withdrawals and promotions are ledger transfers to or from the team's wallets; valid bet and win/loss come from
// the rounds settled in the range (VALID_BET); an active member reaches ACTIVE_MEMBER_MIN_VALID_BET of valid bet in
// the range (in a day, for the series). Team size, direct downlines and the team's balance are as of now.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { Bounds } from '../shared/day-range.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { isAgentType, teamSql } from './team.ts';
import { ACTIVE_MEMBER_MIN_VALID_BET } from '../../contract/rules/agent-contracts.ts';
import type { TeamOverview, TeamOverviewDay } from '../../contract/agent-centre/agent-centre.ts';
import { toDecimal } from '../ledger/amounts.ts';

/** The whitelabel module of the overview page (docs/product.md §2.11; src/domain/agent-centre.ts). */
export const TEAM_OVERVIEW_MODULE = 'AGEINFO3';

const DAY = 86_400_000;
const n = (v: string | number | null | undefined) => Number(v ?? 0);

interface DayRow {
  d: number;
  registrations: string;
  first_deposits: string;
  active: string;
  deposits: string;
  withdrawals: string;
  promotions: string;
  valid_bet: string;
  win_loss: string;
}

export async function teamOverview(db: Db, agentId: number, range: Bounds): Promise<TeamOverview> {
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const to = sql`${range.to.toISOString()}::timestamptz`;
  const days = Math.round((range.to.getTime() - range.from.getTime()) / DAY);
  /** The day of the range (0 = startDate) an instant falls in. */
  const dayOf = (column: SQL) => sql`floor(extract(epoch from (${column} - ${from})) / 86400)::int`;
  const inRange = (column: SQL) => sql`${column} >= ${from} and ${column} < ${to}`;
  const team = sql`team as (${teamSql(agentId)}),
    wallets as (select a.id, t.member_id from ledger_accounts a join team t on a.member_id = t.member_id and a.code = 'member:' || t.member_id)`;

  const dayRows = await queryRows<DayRow>(
    db,
    sql`with ${team},
      moves as (
        select ${dayOf(sql`lt.created_at`)} as d, lt.kind, lt.amount from ledger_transfers lt join wallets w on w.id = lt.to_account_id
          where ${inRange(sql`lt.created_at`)} and (lt.kind in ('deposit', 'withdrawal.return', 'withdrawal.refund') or lt.kind = 'bonus' or lt.kind like 'bonus.%')
        union all
        select ${dayOf(sql`lt.created_at`)}, lt.kind, lt.amount from ledger_transfers lt join wallets w on w.id = lt.from_account_id
          where ${inRange(sql`lt.created_at`)} and lt.kind = 'withdrawal'),
      money as (
        select d, coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits,
               coalesce(sum(amount) filter (where kind = 'withdrawal'), 0)
                 - coalesce(sum(amount) filter (where kind in ('withdrawal.return', 'withdrawal.refund')), 0) as withdrawals,
               coalesce(sum(amount) filter (where kind = 'bonus' or kind like 'bonus.%'), 0) as promotions
        from moves group by d),
      play as (
        select r.member_id, ${dayOf(sql`r.settled_at`)} as d, sum(${VALID_BET}) as valid_bet, sum(r.bet - r.win) as win_loss
        from game_rounds r join games g on g.node_id = r.node_id join team t on t.member_id = r.member_id
        where r.status = 'settled' and ${inRange(sql`r.settled_at`)} group by 1, 2),
      play_days as (
        select d, sum(valid_bet) as valid_bet, sum(win_loss) as win_loss, count(*) filter (where valid_bet >= ${ACTIVE_MEMBER_MIN_VALID_BET}) as active
        from play group by d),
      registrations as (
        select ${dayOf(sql`m.created_at`)} as d, count(*) as n from members m join team t on t.member_id = m.id
        where ${inRange(sql`m.created_at`)} group by 1),
      first_deposits as (
        select ${dayOf(sql`f.first_at`)} as d, count(*) as n from (
          select w.member_id, min(lt.created_at) as first_at from ledger_transfers lt join wallets w on w.id = lt.to_account_id
          where lt.kind = 'deposit' group by w.member_id) f
        where ${inRange(sql`f.first_at`)} group by 1)
    select s.d, coalesce(r.n, 0) as registrations, coalesce(f.n, 0) as first_deposits, coalesce(p.active, 0) as active,
           coalesce(m.deposits, 0) as deposits, coalesce(m.withdrawals, 0) as withdrawals, coalesce(m.promotions, 0) as promotions,
           coalesce(p.valid_bet, 0) as valid_bet, coalesce(p.win_loss, 0) as win_loss
    from generate_series(0, ${days - 1}::int) as s(d)
      left join registrations r on r.d = s.d left join first_deposits f on f.d = s.d
      left join play_days p on p.d = s.d left join money m on m.d = s.d
    order by s.d`,
  );

  const [whole] = await queryRows<{ team_size: string; direct_agents: string; direct_players: string; balance: string; active: string }>(
    db,
    sql`with ${team}
    select (select count(*) from team) as team_size,
           (select count(*) from team t join members m on m.id = t.member_id where t.depth = 1 and ${isAgentType(sql`m.type`)}) as direct_agents,
           (select count(*) from team t join members m on m.id = t.member_id where t.depth = 1 and not ${isAgentType(sql`m.type`)}) as direct_players,
           (select coalesce(sum(a.balance), 0) from ledger_accounts a join wallets w on w.id = a.id) as balance,
           (select count(*) from (
              select r.member_id from game_rounds r join games g on g.node_id = r.node_id join team t on t.member_id = r.member_id
              where r.status = 'settled' and ${inRange(sql`r.settled_at`)}
              group by r.member_id having sum(${VALID_BET}) >= ${ACTIVE_MEMBER_MIN_VALID_BET}) a) as active`,
  );

  const series: TeamOverviewDay[] = dayRows.map((r) => ({
    date: new Date(Date.parse(`${range.startDate}T00:00:00Z`) + n(r.d) * DAY).toISOString().slice(0, 10),
    registrations: n(r.registrations),
    firstDeposits: n(r.first_deposits),
    activeMembers: n(r.active),
    deposits: toDecimal(n(r.deposits)),
    withdrawals: toDecimal(n(r.withdrawals)),
    promotions: toDecimal(n(r.promotions)),
    validBet: toDecimal(n(r.valid_bet)),
    winLoss: toDecimal(n(r.win_loss)),
  }));
  const sum = (pick: (r: DayRow) => string) => dayRows.reduce((s, r) => s + n(pick(r)), 0);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: n(whole?.team_size),
    directAgents: n(whole?.direct_agents),
    directPlayers: n(whole?.direct_players),
    teamBalance: toDecimal(n(whole?.balance)),
    activeMinValidBet: toDecimal(ACTIVE_MEMBER_MIN_VALID_BET),
    registrations: sum((r) => r.registrations),
    firstDeposits: sum((r) => r.first_deposits),
    activeMembers: n(whole?.active),
    deposits: toDecimal(sum((r) => r.deposits)),
    withdrawals: toDecimal(sum((r) => r.withdrawals)),
    promotions: toDecimal(sum((r) => r.promotions)),
    validBet: toDecimal(sum((r) => r.valid_bet)),
    winLoss: toDecimal(sum((r) => r.win_loss)),
    series,
  };
}
