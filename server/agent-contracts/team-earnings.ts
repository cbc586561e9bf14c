// The team earnings of agent contracts (docs/agents.md §earnings): the daily and hourly wages and the dividend
// settle the same way, set-based for every holder of the contract kind at once. For one window of time:
//
//   holders  every agent holding a signed contract of the kind (status A or V)
//   pairs    (agent, member) for every member of each holder's team, at any depth (one recursive CTE for all)
//   team     per holder: the team's valid bet (volume), active members and net loss in the window
//   rate     the highest tier the team reached (tiers rise, so the highest rate reached is the tier's rate)
//   gross    basis x rate; downline = the gross of the holder's direct downline agents holding the same kind,
//            computed on the same window at their own tiers; amount = max(gross - downline, 0)
//
// One agent_earnings row per (rule, agent, period) and one settlements row when there is something to pay, written
// in one statement (insert-or-nothing on their primary keys), then paid by payoutSettlements in the caller's
// transaction. A repeat writes and pays nothing.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { ACTIVE_MEMBER_MIN_VALID_BET, type ContractKind } from '../../contract/rules/agent-contracts.ts';
import { lockSettlements, payoutSettlements, type PayoutResult } from '../shared/payouts.ts';

export interface TeamSettlement {
  rule: 'wage:daily' | 'wage:hourly' | 'dividend';
  kind: ContractKind;
  /** The period key (`2026-11-22`, `h2026-11-22T13:00`, `w2026-11-22`). */
  period: string;
  from: Date;
  to: Date;
  /** (member_id, valid_bet, net_loss) of every member who played in the window (teamFigures*). */
  figures: SQL;
  /** Only holders whose contract has this period are paid (hourly H/BH, dividend D/W/H/M); null: all. */
  contractPeriod: string | null;
  /** The dividend: the basis is the net loss less the loss carried forward, and carries when negative. */
  carryForward: boolean;
  ledgerKind: `agent.${string}`;
  memo: string;
}

export interface TeamSettled extends PayoutResult {
  /** agent_earnings rows written now. */
  rows: number;
}

/** The team of every holder as (agent_id, member_id, depth): the recursive CTE body, after `with recursive`. */
export const holderPairsSql = (kind: string) => sql`
  holders as (
    select c.agent_id, c.id as contract_id, c.tiers, c.period from agent_contracts c where c.kind = ${kind} and c.status in ('A', 'V')),
  pairs (agent_id, member_id, depth) as (
    select h.agent_id, m.id, 1 from holders h join members m on m.parent_id = h.agent_id
    union all
    select p.agent_id, m.id, p.depth + 1 from pairs p join members m on m.parent_id = p.member_id where p.depth < 50)`;

/** SQL: the rate (bp) of the highest tier of `tiers` (jsonb) that `volume` and `active` reach, 0 for none. */
export const reachedRateSql = (tiers: SQL, volume: SQL, active: SQL, field: 'rateBp' | 'winRateBp' = 'rateBp') =>
  sql`coalesce((select max((x->>${field})::integer) from jsonb_array_elements(${tiers}) x
                where ${volume} >= (x->>'volume')::bigint and ${active} >= (x->>'activeMembers')::integer), 0)`;

/** Figures from member_day_stats over whole members' days (daily wage, dividend). */
export const dayStatsFigures = (firstDay: string, lastDay: string) => sql`
  select member_id, sum(valid_bet) as valid_bet, sum(bet - win) as net_loss
  from member_day_stats where day >= ${firstDay} and day <= ${lastDay} group by member_id`;

/** Figures from the rounds settled in the window (hourly wage). */
export const roundFigures = (from: Date, to: Date) => sql`
  select r.member_id, sum(case when r.status = 'settled' then (r.bet * (10000 - g.excluded_bp)) / 10000 else 0 end) as valid_bet,
         sum(r.bet - r.win) as net_loss
  from game_rounds r join games g on g.node_id = r.node_id
  where r.status = 'settled' and r.settled_at >= ${from.toISOString()}::timestamptz and r.settled_at < ${to.toISOString()}::timestamptz
  group by r.member_id`;

/**
 * The figures of every holder of `kind` over a window, as SQL ending in the CTE `shared` (agent_id, contract_id,
 * period, volume, active, carry_in, basis, rate_bp, gross, downline, amount, carry): the settlement writes it, the
 * pages' estimate reads it. `carryFrom`: the dividend's carried loss is the agent's latest carry before it.
 */
export function teamEarningsSql(kind: ContractKind, figures: SQL, carry: { rule: string; before: Date } | null): SQL {
  const carryIn = carry
    ? sql`coalesce((select e.carry from agent_earnings e where e.rule = ${carry.rule} and e.agent_id = h.agent_id
                      and e.period_to <= ${carry.before.toISOString()}::timestamptz order by e.period_to desc limit 1), 0)`
    : sql`0::bigint`;
  return sql`with recursive ${holderPairsSql(kind)},
    figures (member_id, valid_bet, net_loss) as (${figures}),
    team as (
      select h.agent_id, coalesce(sum(f.valid_bet), 0)::bigint as volume, coalesce(sum(f.net_loss), 0)::bigint as net_loss,
             count(f.member_id) filter (where f.valid_bet >= ${ACTIVE_MEMBER_MIN_VALID_BET})::integer as active
      from holders h left join pairs p on p.agent_id = h.agent_id left join figures f on f.member_id = p.member_id
      group by h.agent_id),
    figured as (
      select h.agent_id, h.contract_id, h.period, t.volume, t.active, ${carryIn} as carry_in,
             ${carry ? sql`t.net_loss - ${carryIn}` : sql`t.volume`} as basis,
             ${reachedRateSql(sql`h.tiers`, sql`t.volume`, sql`t.active`)} as rate_bp
      from holders h join team t on t.agent_id = h.agent_id),
    grossed as (
      select f.*, case when f.basis > 0 then f.basis * f.rate_bp / 10000 else 0 end::bigint as gross from figured f),
    shared as (
      select g.*, d.downline, greatest(g.gross - d.downline, 0)::bigint as amount,
             case when g.basis < 0 then -g.basis else 0 end::bigint as carry
      from grossed g cross join lateral (
        select coalesce(sum(x.gross), 0)::bigint as downline from grossed x join members xm on xm.id = x.agent_id where xm.parent_id = g.agent_id) d)`;
}

/** Settles one window of a team rule inside the caller's transaction (see the file's head). */
export async function settleTeamRule(tx: Tx, s: TeamSettlement, now: Date, currency: string): Promise<TeamSettled> {
  // Most windows have no holder of their kind and period at all: one indexed look, no settlement.
  const held = await queryRows(
    tx,
    sql`select 1 from agent_contracts where kind = ${s.kind} and status in ('A', 'V') ${s.contractPeriod === null ? sql`` : sql`and period = ${s.contractPeriod}`} limit 1`,
  );
  if (held.length === 0) return { rows: 0, paid: 0, amount: 0 };
  await lockSettlements(tx, [s.rule], s.period);
  // A window's rows are written in one transaction: any row of it means it is settled (a restart's catch-up, a
  // second instance). H and BH windows share keys, so the contract's period tells them apart.
  const done = await queryRows(
    tx,
    sql`select 1 from agent_earnings e join agent_contracts c on c.id = e.contract_id
        where e.rule = ${s.rule} and e.period = ${s.period} ${s.contractPeriod === null ? sql`` : sql`and c.period = ${s.contractPeriod}`} limit 1`,
  );
  if (done.length > 0) return { rows: 0, paid: 0, amount: 0 };
  const at = now.toISOString();
  const paidHolders = s.contractPeriod === null ? sql`true` : sql`period = ${s.contractPeriod}`;
  const [written] = await queryRows<{ n: string; owed: string }>(
    tx,
    sql`${teamEarningsSql(s.kind, s.figures, s.carryForward ? { rule: s.rule, before: s.from } : null)},
        earned as (
          insert into agent_earnings (rule, agent_id, period, contract_id, period_from, period_to, basis, active_members, rate_bp,
                                      gross, downline, amount, carry, detail, created_at)
          select ${s.rule}, agent_id, ${s.period}, contract_id, ${s.from.toISOString()}::timestamptz, ${s.to.toISOString()}::timestamptz,
                 basis, active, rate_bp, gross, downline, amount, carry,
                 jsonb_build_object('volume', volume, 'carryIn', carry_in), ${at}::timestamptz
          from shared where ${paidHolders} and (volume > 0 or basis <> 0 or carry_in <> 0)
          on conflict do nothing
          returning agent_id, basis, amount),
        owed as (
          insert into settlements (rule, member_id, period, basis, amount, created_at)
          select ${s.rule}, agent_id, ${s.period}, basis, amount, ${at}::timestamptz from earned where amount > 0
          on conflict do nothing
          returning 1)
        select (select count(*) from earned) as n, (select count(*) from owed) as owed`,
  );
  // Rows and their payout commit together: with no row written now, nothing is left unpaid.
  if (Number(written?.owed ?? 0) === 0) return { rows: Number(written?.n ?? 0), paid: 0, amount: 0 };
  const paid = await payoutSettlements(tx, { rules: [{ rule: s.rule, memo: s.memo }], period: s.period, kind: s.ledgerKind, currency, now });
  return { rows: Number(written?.n ?? 0), ...paid };
}
