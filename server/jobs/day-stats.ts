// Day statistics (docs/economy.md §settlement): once a members' day has closed, its settled rounds are drawn into
// member_day_stats, one row per (member, game type): rounds, bet, valid bet, bonus bet (the valid bet of rounds
// settled while one of the member's turnover requirements was open) and win. One set-based statement; insert or
// nothing, so a repeat adds nothing. Every day rule (rebates, cashback, VIP) reads these rows, not the rounds.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import type { EconomyPeriod } from '../shared/periods.ts';
import { closePlayedTurnovers } from '../rewards/turnover.ts';
import { VALID_BET } from '../shared/valid-bet.ts';

/**
 * Draws the day's statistics inside the caller's transaction; returns how many rows it wrote (0 on a repeat).
 * First closes the turnover requirements played by the day's end, at the round that reached them, so the rounds
 * after that round count as ordinary valid bets again.
 */
export async function drawDayStats(tx: Tx, day: EconomyPeriod): Promise<number> {
  if (day.kind !== 'day') throw new Error(`drawDayStats needs a day, not a ${day.kind}`);
  const from = day.from.toISOString();
  const to = day.to.toISOString();
  // The day's last instant: a round settled exactly at its end belongs to the next day.
  await closePlayedTurnovers(tx, new Date(day.to.getTime() - 1));
  const rows = await queryRows<{ n: string }>(
    tx,
    sql`with spans as (
          -- Each member's open-turnover spans touching the day, as one multirange (both ends included, as the
          -- requirement's own bounds: started_at <= settled_at <= completed_at; an open one has no end).
          select member_id, range_agg(tstzrange(started_at, completed_at, '[]')) as open
          from turnover_requirements
          where started_at < ${to}::timestamptz and (completed_at is null or completed_at >= ${from}::timestamptz)
          group by member_id),
        inserted as (
          insert into member_day_stats (member_id, day, game_type, rounds, bet, valid_bet, bonus_bet, win)
          select r.member_id, ${day.key}, g.game_type, count(*), sum(r.bet), sum(${VALID_BET}),
                 sum(case when s.open @> r.settled_at then ${VALID_BET} else 0 end), sum(r.win)
          from game_rounds r
          join games g on g.node_id = r.node_id
          left join spans s on s.member_id = r.member_id
          where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
          group by r.member_id, g.game_type
          on conflict do nothing
          returning 1)
        select count(*) as n from inserted`,
  );
  const written = Number(rows[0]?.n ?? 0);
  // The day's rules read these rows next, in this transaction: give the planner their numbers (ANALYZE samples a
  // fixed number of rows, so this stays cheap as the table grows).
  if (written > 0) await tx.execute(sql`analyze member_day_stats`);
  return written;
}
