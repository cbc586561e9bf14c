// Points earned on play and deposits (docs/loyalty.md §earning): every 5-minute slot of the members' day, once it
// has ended, each member's valid bets of the rounds settled in it (per game type) and deposits paid in it earn
// points at point_rates; one settlements row per (rule points:<source>, member, slot) and one ledger transfer from
// house:points each, paid in the same transaction, exactly once (the settlement core's keys). Set-based: two
// statements write every row of a slot, two payouts pay them.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { lockSettlements, payoutSettlements } from '../shared/payouts.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { GAME_TYPES } from '../../contract/catalogue/catalogue.ts';

export const POINTS_BET_RULES = GAME_TYPES.map((t) => `points:${t}`);
export const POINTS_DEPOSIT_RULE = 'points:DEPOSIT';
export const POINTS_BET_KIND = 'points.bet';
export const POINTS_DEPOSIT_KIND = 'points.deposit';

/** A stretch of settled play and paid deposits, and the period key its settlements are written under. */
export interface PointsWindow {
  key: string;
  from: Date;
  to: Date;
}

export interface PointsSettled {
  rows: number;
  paid: number;
  /** Hundredths of a point. */
  points: number;
}

/** Writes and pays the window's points; a repeat of the window writes and pays nothing. */
export async function settlePoints(tx: Tx, w: PointsWindow, now: Date): Promise<PointsSettled> {
  const from = w.from.toISOString();
  const to = w.to.toISOString();
  const at = now.toISOString();
  await lockSettlements(tx, [...POINTS_BET_RULES, POINTS_DEPOSIT_RULE], w.key);
  const [bets] = await queryRows<{ n: string }>(
    tx,
    sql`with earned as (
          insert into settlements (rule, member_id, period, basis, amount, created_at)
          select 'points:' || p.game_type, p.member_id, ${w.key}, p.valid_bet, (p.valid_bet * pr.rate_bp) / 10000, ${at}::timestamptz
          from (select r.member_id, g.game_type, sum(${VALID_BET})::bigint as valid_bet
                from game_rounds r join games g on g.node_id = r.node_id
                where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
                group by r.member_id, g.game_type) p
          join point_rates pr on pr.source = p.game_type
          where (p.valid_bet * pr.rate_bp) / 10000 > 0
          on conflict do nothing
          returning 1)
        select count(*) as n from earned`,
  );
  const [deposits] = await queryRows<{ n: string }>(
    tx,
    sql`with earned as (
          insert into settlements (rule, member_id, period, basis, amount, created_at)
          select ${POINTS_DEPOSIT_RULE}, d.member_id, ${w.key}, d.amount, (d.amount * pr.rate_bp) / 10000, ${at}::timestamptz
          from (select member_id, sum(amount)::bigint as amount from deposit_orders
                where status = 'paid' and closed_at >= ${from}::timestamptz and closed_at < ${to}::timestamptz group by member_id) d
          join point_rates pr on pr.source = 'DEPOSIT'
          where (d.amount * pr.rate_bp) / 10000 > 0
          on conflict do nothing
          returning 1)
        select count(*) as n from earned`,
  );
  const common = { period: w.key, currency: 'PTS', now, points: true } as const;
  const bet = await payoutSettlements(tx, {
    ...common,
    rules: POINTS_BET_RULES.map((rule) => ({ rule, memo: `Points on ${rule.slice(7)} bets` })),
    kind: POINTS_BET_KIND,
  });
  const dep = await payoutSettlements(tx, { ...common, rules: [{ rule: POINTS_DEPOSIT_RULE, memo: 'Points on deposits' }], kind: POINTS_DEPOSIT_KIND });
  return { rows: Number(bets?.n ?? 0) + Number(deposits?.n ?? 0), paid: bet.paid + dep.paid, points: bet.amount + dep.amount };
}
