// What missions count (docs/loyalty.md §missions): per (mission, member), from the real data between the mission's
// starts_at and min(now, ends_at): the valid bet and the count of the rounds settled in that window (only the
// mission's game types, when it names some), the best win/bet multiple one round reached (hundredths), and the
// deposits credited in it (the window includes its start and now, not its end). One set-based statement for any set of missions and members; milestones, the summary,
// the leaderboard and its payout all read it, so they agree.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import type { MissionMeasure } from '../../contract/missions/missions.ts';

export interface Scores {
  missionId: number;
  memberId: number;
  /** Centavos. */
  VALID_BET: number;
  /** Centavos. */
  DEPOSIT_AMOUNT: number;
  BET_COUNT: number;
  /** Hundredths of a multiple: a ₱10 bet that won ₱125 is 1250. */
  PROFIT_MULTIPLIER: number;
  /** When each measure reached its value (the round or deposit that made it), for the leaderboard's ties. */
  reachedAt: Record<MissionMeasure, Date | null>;
}

export const ZERO_SCORES = (missionId: number, memberId: number): Scores => ({
  missionId,
  memberId,
  VALID_BET: 0,
  DEPOSIT_AMOUNT: 0,
  BET_COUNT: 0,
  PROFIT_MULTIPLIER: 0,
  reachedAt: { VALID_BET: null, DEPOSIT_AMOUNT: null, BET_COUNT: null, PROFIT_MULTIPLIER: null },
});

/**
 * The scores as one SQL statement (columns mission_id, member_id, valid_bet, bets, best, deposit, round_at, best_at,
 * deposit_at) of the missions `missions` selects (a condition on `missions`) and, when given, one member.
 */
export function scoresSql(missionWhere: SQL, now: Date, memberId?: number): SQL {
  const at = now.toISOString();
  const ofMember = (alias: string) => (memberId === undefined ? sql`` : sql`and ${sql.raw(alias)}.member_id = ${memberId}`);
  return sql`
    with m as (
      select id, starts_at, ends_at, game_types from missions where ${missionWhere}),
    rr as (
      select m.id as mission_id, r.member_id, r.settled_at, ${VALID_BET} as vb,
             case when r.bet > 0 then (r.win * 100) / r.bet else 0 end as mult
      from m
      join game_rounds r on r.status = 'settled' and r.settled_at >= m.starts_at and r.settled_at < m.ends_at and r.settled_at <= ${at}::timestamptz ${ofMember('r')}
      join games g on g.node_id = r.node_id
      where jsonb_typeof(m.game_types) is distinct from 'array' or m.game_types @> to_jsonb(g.game_type)),
    rounds as (
      select mission_id, member_id, sum(vb) as valid_bet, count(*) as bets, max(mult) as best, max(settled_at) as round_at,
             (array_agg(settled_at order by mult desc, settled_at asc))[1] as best_at
      from rr group by mission_id, member_id),
    deposits as (
      select m.id as mission_id, o.member_id, sum(o.amount) as deposit, max(o.closed_at) as deposit_at
      from m
      join deposit_orders o on o.status = 'paid' and o.closed_at >= m.starts_at and o.closed_at < m.ends_at and o.closed_at <= ${at}::timestamptz ${ofMember('o')}
      group by m.id, o.member_id)
    select coalesce(r.mission_id, d.mission_id) as mission_id, coalesce(r.member_id, d.member_id) as member_id,
           coalesce(r.valid_bet, 0) as valid_bet, coalesce(r.bets, 0) as bets, coalesce(r.best, 0) as best,
           coalesce(d.deposit, 0) as deposit, r.round_at, r.best_at, d.deposit_at
    from rounds r full join deposits d on d.mission_id = r.mission_id and d.member_id = r.member_id`;
}

export interface ScoreRow {
  mission_id: number | string;
  member_id: number | string;
  valid_bet: number | string;
  bets: number | string;
  best: number | string;
  deposit: number | string;
  round_at: Date | string | null;
  best_at: Date | string | null;
  deposit_at: Date | string | null;
}

const date = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

export const scoresOf = (r: ScoreRow): Scores => ({
  missionId: Number(r.mission_id),
  memberId: Number(r.member_id),
  VALID_BET: Number(r.valid_bet),
  DEPOSIT_AMOUNT: Number(r.deposit),
  BET_COUNT: Number(r.bets),
  PROFIT_MULTIPLIER: Number(r.best),
  reachedAt: { VALID_BET: date(r.round_at), BET_COUNT: date(r.round_at), PROFIT_MULTIPLIER: date(r.best_at), DEPOSIT_AMOUNT: date(r.deposit_at) },
});

/** One member's scores on the given missions (zero where nothing counted yet), by mission id. */
export async function memberScores(db: Db | Tx, memberId: number, missionIds: readonly number[], now: Date): Promise<Map<number, Scores>> {
  const out = new Map<number, Scores>(missionIds.map((id) => [id, ZERO_SCORES(id, memberId)]));
  if (missionIds.length === 0) return out;
  const ids = sql.join(
    missionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<ScoreRow>(db, scoresSql(sql`id in (${ids})`, now, memberId));
  for (const r of rows) out.set(Number(r.mission_id), scoresOf(r));
  return out;
}

/** The SQL column of a measure in scoresSql's output, and the column of when it was reached. */
export const MEASURE_COLUMNS: Record<MissionMeasure, { value: string; at: string }> = {
  VALID_BET: { value: 'valid_bet', at: 'round_at' },
  DEPOSIT_AMOUNT: { value: 'deposit', at: 'deposit_at' },
  BET_COUNT: { value: 'bets', at: 'round_at' },
  PROFIT_MULTIPLIER: { value: 'best', at: 'best_at' },
};
