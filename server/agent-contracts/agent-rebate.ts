// The agent rebate (docs/agents.md §earnings, "Agent rebate"): at each day's close, every agent with a rebate
// series (agent_rates) earns, per game type, its team's valid bet of the day (valid bet − bonus bet, from
// member_day_stats, as the players' rebates count it) times its rate, rounded down to the centavo: its gross. It is
// paid the gross less what its direct downline agents earn as gross on their own teams (the difference rule),
// never below 0 per type; so the agent rebate paid on any bet adds up to the top agent's rate at most.
//
// One statement chain inside the day close's transaction, under the rule's advisory lock: every agent's team as one
// recursive closure (teamSql's rows for all agents at once), the grosses, the differences, one agent_earnings row
// per agent (per-type breakdown in `detail`) and one settlements row per agent with an amount above 0, paid by
// payoutSettlements as agent.rebate. The primary keys and the ledger key make a repeat write and pay nothing.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import { lockSettlements, payoutSettlements, type PayoutResult } from '../shared/payouts.ts';
import type { EconomyPeriod } from '../shared/periods.ts';

export const AGENT_REBATE_RULE = 'agent-rebate';
export const AGENT_REBATE_KIND = 'agent.rebate';
export const agentRebateMemo = (day: string) => `Agent rebate ${day}`;

export interface AgentRebateDay extends PayoutResult {
  /** agent_earnings rows written now. */
  rows: number;
}

/**
 * Settles the agent rebate of one closed day inside the caller's transaction, from that day's member_day_stats
 * (drawn first). `now` dates the rows and their transfers.
 */
export async function settleAgentRebates(tx: Tx, day: EconomyPeriod, now: Date, currency: string): Promise<AgentRebateDay> {
  if (day.kind !== 'day') throw new Error(`settleAgentRebates needs a day, not a ${day.kind}`);
  await lockSettlements(tx, [AGENT_REBATE_RULE], day.key);
  const at = now.toISOString();
  const written = await queryRows<{ n: string }>(
    tx,
    sql`with recursive
        agents as (select distinct member_id as agent_id from agent_rates where rate_bp > 0),
        -- Every agent's team (docs/agents.md §team): everyone below it, with the direct downline it hangs from.
        tree (agent_id, member_id, depth) as (
          select a.agent_id, m.id, 1 from agents a join members m on m.parent_id = a.agent_id
          union all
          select tree.agent_id, m.id, tree.depth + 1 from tree join members m on m.parent_id = tree.member_id where tree.depth < 50),
        stats as (
          select d.member_id, d.game_type, sum(d.valid_bet - d.bonus_bet) as basis
          from member_day_stats d join members m on m.id = d.member_id
          where d.day = ${day.key} and m.type <> ${TRIAL_TYPE}
          group by d.member_id, d.game_type),
        gross as (
          select tree.agent_id, s.game_type, sum(s.basis) as basis, r.rate_bp, floor(sum(s.basis) * r.rate_bp / 10000)::bigint as gross
          from tree join stats s on s.member_id = tree.member_id
          join agent_rates r on r.member_id = tree.agent_id and r.game_type = s.game_type and r.rate_bp > 0
          group by tree.agent_id, s.game_type, r.rate_bp),
        -- What each agent's direct downline agents earn as gross, per type: the upline earns only the difference.
        downline as (
          select m.parent_id as agent_id, g.game_type, sum(g.gross) as downline
          from gross g join members m on m.id = g.agent_id
          where m.parent_id is not null
          group by m.parent_id, g.game_type),
        lines as (
          select g.agent_id, g.game_type, g.basis, g.rate_bp, g.gross, coalesce(d.downline, 0) as downline,
                 greatest(g.gross - coalesce(d.downline, 0), 0) as amount
          from gross g left join downline d on d.agent_id = g.agent_id and d.game_type = g.game_type),
        earned as (
          select agent_id, sum(basis) as basis, sum(gross) as gross, sum(downline) as downline, sum(amount) as amount,
                 jsonb_object_agg(game_type, jsonb_build_object('basis', basis, 'rateBp', rate_bp, 'gross', gross, 'downline', downline, 'amount', amount)) as types
          from lines group by agent_id),
        inserted as (
          insert into agent_earnings (rule, agent_id, period, period_from, period_to, basis, rate_bp, gross, downline, amount, detail, created_at)
          select ${AGENT_REBATE_RULE}, agent_id, ${day.key}, ${day.from.toISOString()}::timestamptz, ${day.to.toISOString()}::timestamptz, basis,
                 -- The weighted rate of the whole basis (each type's own rate is in detail.types).
                 case when basis > 0 then (gross * 10000 / basis)::integer else 0 end, gross, downline, amount, jsonb_build_object('types', types), ${at}::timestamptz
          from earned
          on conflict do nothing
          returning 1)
        select count(*) as n from inserted`,
  );
  // Its settlements rows, from the earnings rows (this run's or an earlier one's): insert or nothing.
  await tx.execute(sql`
    insert into settlements (rule, member_id, period, basis, amount, created_at)
    select rule, agent_id, period, basis, amount, ${at}::timestamptz from agent_earnings
    where rule = ${AGENT_REBATE_RULE} and period = ${day.key} and amount > 0
    on conflict do nothing`);
  const paid = await payoutSettlements(tx, {
    rules: [{ rule: AGENT_REBATE_RULE, memo: agentRebateMemo(day.key) }],
    period: day.key,
    kind: AGENT_REBATE_KIND,
    currency,
    now,
  });
  return { rows: Number(written[0]?.n ?? 0), ...paid };
}
