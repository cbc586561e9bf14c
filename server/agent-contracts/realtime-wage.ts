// The real-time wage (docs/agents.md §earnings, rule wage:realtime): every 5 minutes, for each lottery draw whose
// tickets settled in the slot and each player of the team of an agent holding a real-time contract: the player's
// stake in the draw times the tier reached by that stake (and the team's active members in the slot), at the
// tier's loss rate when the player lost the draw (win < stake) or its win rate when won; less what the agent's
// direct downline holders earn on the same line (the difference rule). One realtime_wage_items row per line, one
// agent_earnings and settlements row per (agent, slot), paid as agent.wage.realtime, exactly once.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { ACTIVE_MEMBER_MIN_VALID_BET } from '../../contract/rules/agent-contracts.ts';
import { lockSettlements, payoutSettlements } from '../shared/payouts.ts';
import { holderPairsSql, reachedRateSql, roundFigures, type TeamSettled } from './team-earnings.ts';
import type { Window } from './wage-periods.ts';

export const REALTIME_WAGE_RULE = 'wage:realtime';
export const REALTIME_WAGE_KIND = 'agent.wage.realtime';

/**
 * Every holder's lines of the window as SQL ending in the CTE `shared` (agent_id, contract_id, node_id, draw_no,
 * member_id, stake, win, active, rate_bp, gross, downline, amount): the settlement writes it, the page's estimate
 * reads it.
 */
export function realtimeLinesSql(w: { from: Date; to: Date }): SQL {
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  return sql`with recursive ${holderPairsSql('realtime')},
    figures (member_id, valid_bet, net_loss) as (${roundFigures(w.from, w.to)}),
    team as (
      select h.agent_id, count(f.member_id) filter (where f.valid_bet >= ${ACTIVE_MEMBER_MIN_VALID_BET})::integer as active
      from holders h left join pairs p on p.agent_id = h.agent_id left join figures f on f.member_id = p.member_id group by h.agent_id),
    lines as (
      select t.node_id, t.draw_no, t.member_id, sum(t.stake)::bigint as stake, sum(coalesce(t.win, 0))::bigint as win
      from lottery_tickets t join game_rounds r on r.id = t.round and r.status = 'settled'
      where t.status = 'settled' and t.settled_at >= ${from}::timestamptz and t.settled_at < ${to}::timestamptz
      group by t.node_id, t.draw_no, t.member_id),
    rated as (
      select p.agent_id, h.contract_id, l.*, tm.active,
             case when l.win < l.stake then ${reachedRateSql(sql`h.tiers`, sql`l.stake`, sql`tm.active`)}
                  else ${reachedRateSql(sql`h.tiers`, sql`l.stake`, sql`tm.active`, 'winRateBp')} end as rate_bp
      from lines l join pairs p on p.member_id = l.member_id join holders h on h.agent_id = p.agent_id join team tm on tm.agent_id = p.agent_id),
    grossed as (select r.*, (r.stake * r.rate_bp / 10000)::bigint as gross from rated r),
    shared as (
      select g.*, d.downline, greatest(g.gross - d.downline, 0)::bigint as amount
      from grossed g cross join lateral (
        select coalesce(sum(x.gross), 0)::bigint as downline from grossed x join members xm on xm.id = x.agent_id
        where xm.parent_id = g.agent_id and x.node_id = g.node_id and x.draw_no = g.draw_no and x.member_id = g.member_id) d)`;
}

/** Settles the 5-minute slot `w` inside the caller's transaction. */
export async function settleRealtimeWage(tx: Tx, w: Window, now: Date, currency: string): Promise<TeamSettled> {
  const held = await queryRows(tx, sql`select 1 from agent_contracts where kind = 'realtime' and status in ('A', 'V') limit 1`);
  if (held.length === 0) return { rows: 0, paid: 0, amount: 0 };
  // Most slots settle no ticket: one look (a ticket settles after its draw closes).
  const tickets = await queryRows(
    tx,
    sql`select 1 from lottery_tickets t
        where t.status = 'settled' and t.closes_at < ${w.to.toISOString()}::timestamptz
          and t.settled_at >= ${w.from.toISOString()}::timestamptz and t.settled_at < ${w.to.toISOString()}::timestamptz limit 1`,
  );
  if (tickets.length === 0) return { rows: 0, paid: 0, amount: 0 };
  await lockSettlements(tx, [REALTIME_WAGE_RULE], w.key);
  const at = now.toISOString();
  const [written] = await queryRows<{ n: string; owed: string }>(
    tx,
    sql`${realtimeLinesSql(w)},
        items as (
          insert into realtime_wage_items (agent_id, node_id, draw_no, member_id, period, stake, win, rate_bp, amount, created_at)
          select agent_id, node_id, draw_no, member_id, ${w.key}, stake, win, rate_bp, amount, ${at}::timestamptz from shared
          on conflict do nothing
          returning 1),
        earned as (
          insert into agent_earnings (rule, agent_id, period, contract_id, period_from, period_to, basis, active_members, rate_bp,
                                      gross, downline, amount, carry, detail, created_at)
          select ${REALTIME_WAGE_RULE}, agent_id, ${w.key}, min(contract_id), ${w.from.toISOString()}::timestamptz, ${w.to.toISOString()}::timestamptz,
                 sum(stake), max(active), max(rate_bp), sum(gross), sum(downline), sum(amount), 0,
                 jsonb_build_object('lines', count(*), 'win', sum(win)), ${at}::timestamptz
          from shared group by agent_id
          on conflict do nothing
          returning agent_id, basis, amount),
        owed as (
          insert into settlements (rule, member_id, period, basis, amount, created_at)
          select ${REALTIME_WAGE_RULE}, agent_id, ${w.key}, basis, amount, ${at}::timestamptz from earned where amount > 0
          on conflict do nothing
          returning 1)
        select (select count(*) from earned) as n, (select count(*) from owed) as owed`,
  );
  // Rows and their payout commit together: with no row written now, nothing is left unpaid.
  if (Number(written?.owed ?? 0) === 0) return { rows: Number(written?.n ?? 0), paid: 0, amount: 0 };
  const paid = await payoutSettlements(tx, {
    rules: [{ rule: REALTIME_WAGE_RULE, memo: `Real-time wage ${w.key.slice(1).replace('T', ' ')}` }],
    period: w.key,
    kind: REALTIME_WAGE_KIND,
    currency,
    now,
  });
  return { rows: Number(written?.n ?? 0), ...paid };
}
