// Bonus turnover (docs/economy.md §turnover): a claimed reward with a multiple asks for amount x multiple of valid
// bets before a withdrawal. Open requirements of a member add up and are played together, counted over the valid
// bets of rounds settled since the earliest of them started. The requirement closes at the settled time of the
// round that reached the sum, so the rounds after it feed rebates again.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { Refusal } from '../shared/refusal.ts';

export interface TurnoverStatus {
  /** Centavos the open requirements ask for in all. */
  required: number;
  /** Centavos of valid bets counted toward them. */
  played: number;
  /** Centavos still to play before a withdrawal (0 when none is open). */
  remaining: number;
}

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The member's open turnover as of `now`. Reads only. */
export async function turnoverStatus(db: Db | Tx, memberId: number, now: Date): Promise<TurnoverStatus> {
  const [row] = await queryRows<{ required: string | null; played: string | null }>(
    db,
    sql`with o as (select min(started_at) as s, sum(required) as req from turnover_requirements where member_id = ${memberId} and completed_at is null)
        select o.req as required,
               (select coalesce(sum(${VALID_BET}), 0) from game_rounds r join games g on g.node_id = r.node_id
                 where r.member_id = ${memberId} and r.status = 'settled' and r.settled_at >= o.s and r.settled_at <= ${now.toISOString()}::timestamptz) as played
        from o`,
  );
  const required = n(row?.required);
  const played = Math.min(n(row?.played), required);
  return { required, played, remaining: required - played };
}

/**
 * The point each member's open requirements were played (one member, or all): `crossed (member_id, settled_at)`,
 * the settled time of the round whose valid bets reached their sum by `now`. CTEs for a WITH clause.
 */
function crossingCtes(now: Date, only: SQL) {
  return sql`o as (
          select member_id, min(started_at) as s, sum(required) as req from turnover_requirements
          where completed_at is null and ${only} group by member_id),
        played as (
          select r.member_id, r.settled_at,
                 sum(${VALID_BET}) over (partition by r.member_id order by r.settled_at, r.id) as cum
          from game_rounds r join games g on g.node_id = r.node_id join o on o.member_id = r.member_id
          where r.status = 'settled' and r.settled_at >= o.s and r.settled_at <= ${now.toISOString()}::timestamptz),
        crossed as (
          select distinct on (p.member_id) p.member_id, p.settled_at
          from played p join o on o.member_id = p.member_id where p.cum >= o.req order by p.member_id, p.cum)`;
}

/**
 * Closes every open requirement whose sum has been played by `now` (one member, or all), at the settled time of
 * the round that reached it. Set-based; safe to repeat. Returns how many requirements closed.
 */
export async function closePlayedTurnovers(db: Db | Tx, now: Date, memberId?: number): Promise<number> {
  const only = memberId === undefined ? sql`true` : sql`member_id = ${memberId}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with ${crossingCtes(now, only)}
        update turnover_requirements t set completed_at = c.settled_at
        from crossed c where t.member_id = c.member_id and t.completed_at is null and t.started_at <= c.settled_at
        returning t.id`,
  );
  return rows.length;
}

/**
 * CTEs ending in `spans (open)`: one member's turnover spans as a multirange, as they stand at `now` (each
 * requirement from its start to its completion, an open one that has been played closed where closePlayedTurnovers
 * would close it, one still open without end). A read: nothing is written. A round settled inside `open` is a
 * bonus bet.
 */
export function memberTurnoverSpans(memberId: number, now: Date) {
  return sql`${crossingCtes(now, sql`member_id = ${memberId}`)},
        spans as (
          select range_agg(tstzrange(t.started_at,
                   coalesce(t.completed_at, case when c.settled_at >= t.started_at then c.settled_at end), '[]')) as open
          from turnover_requirements t left join crossed c on c.member_id = t.member_id
          where t.member_id = ${memberId})`;
}

/** What a refusal for open turnover carries, in pesos: what the member sees (and the site shows) beside it. */
export interface TurnoverOwed {
  required: number;
  played: number;
  remaining: number;
}

/**
 * Bonus money under turnover leaves the member by no path (docs/economy.md §turnover): a withdrawal, a transfer to
 * the agent or to a downline, cash to points. Closes what has been played, then refuses with `refusal` while any
 * requirement is still open. Call it in the movement's transaction after locking the member's wallet, the row a
 * claim that opens a requirement also locks, so the two are decided one after the other.
 */
export async function refuseWhileTurnoverOwed(tx: Db | Tx, memberId: number, now: Date, refusal: (owed: TurnoverOwed) => Error): Promise<void> {
  await closePlayedTurnovers(tx, now, memberId);
  const t = await turnoverStatus(tx, memberId, now);
  if (t.remaining > 0) throw refusal({ required: t.required / 100, played: t.played / 100, remaining: t.remaining / 100 });
}

/** The refusal of a withdrawal or a transfer while turnover is open, naming what is left to play. */
export const turnoverRefusal =
  (code: 'withdraw.turnover.pending' | 'transfer.turnover.pending', currencySymbol: string) =>
  (owed: TurnoverOwed): Refusal => {
    const amount = `${currencySymbol}${owed.remaining.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const before = code === 'withdraw.turnover.pending' ? 'withdrawing' : 'transferring';
    return new Refusal(code, `Please play ${amount} more in valid bets to complete your bonus turnover before ${before}`, owed);
  };
