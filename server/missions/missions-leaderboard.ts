// A mission's leaderboard (docs/loyalty.md §missions): members ranked by the mission's measure over its window, the
// highest first; a tie goes to who reached the value first (the round or deposit that made it), then to the lower
// member id. Trial players are not ranked, nor anyone at 0. Names are masked. When the mission ends, its prizes are
// issued once as rewards rows (type MISSION, key `mission-rank:<missionId>:<memberId>`) claimable in the reward
// centre and from the leaderboard: settled_at is set under the row's lock in the same transaction, and the keys
// make a repeat issue nothing, so two instances running the job pay once.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { missions } from '../db/schema-loyalty.ts';
import { TRIAL_TYPE } from '../../contract/rules/member-type.ts';
import type { MissionMeasure } from '../../contract/missions/missions.ts';
import { issueRewards, type RewardIssue } from '../rewards/service.ts';
import { MEASURE_COLUMNS, scoresSql } from './missions-scores.ts';
import { rankRewardKey, REWARD_TYPE, type MissionRow } from './service.ts';

export interface RankedRow {
  rank: number;
  memberId: number;
  account: string;
  /** In the measure's unit (centavos, a count, hundredths of a multiple). */
  value: number;
}

/** An account as others see it: the first two characters, two stars, the last one (demo: de**o; ab: a**). */
export function maskName(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}**`;
  return `${chars.slice(0, 2).join('')}**${chars[chars.length - 1]}`;
}

/** The ranking as SQL: ranked (rank, member_id, account, value, total) of one mission at `now`. */
function rankedSql(mission: MissionRow, now: Date): SQL {
  const col = MEASURE_COLUMNS[mission.measure as MissionMeasure] ?? MEASURE_COLUMNS.VALID_BET;
  const value = sql.raw(`s.${col.value}`);
  const at = sql.raw(`s.${col.at}`);
  return sql`
    with s as (${scoresSql(sql`id = ${mission.id}`, now)})
    select row_number() over (order by ${value} desc, ${at} asc nulls last, s.member_id asc) as rank,
           s.member_id, mem.account, ${value} as value, count(*) over () as total
    from s join members mem on mem.id = s.member_id
    where ${value} > 0 and mem.type <> ${TRIAL_TYPE}`;
}

interface Row {
  rank: string | number;
  member_id: string | number;
  account: string;
  value: string | number;
  total: string | number;
}
const rowOf = (r: Row): RankedRow => ({ rank: Number(r.rank), memberId: Number(r.member_id), account: r.account, value: Number(r.value) });

/** A page of the leaderboard and the member's own row (if ranked), in one statement. */
export async function leaderboardPage(
  db: Db | Tx,
  mission: MissionRow,
  now: Date,
  pageNum: number,
  pageSize: number,
  memberId: number | null,
): Promise<{ rows: RankedRow[]; total: number; mine: RankedRow | null }> {
  const from = (pageNum - 1) * pageSize + 1;
  const to = pageNum * pageSize;
  const rows = await queryRows<Row>(
    db,
    sql`with ranked as (${rankedSql(mission, now)})
        select * from ranked where rank between ${from} and ${to} ${memberId === null ? sql`` : sql`or member_id = ${memberId}`}
        union all select 0, 0, '', 0, count(*) from ranked
        order by rank`,
  );
  const total = Number(rows.find((r) => Number(r.rank) === 0)?.total ?? 0);
  const ranked = rows.filter((r) => Number(r.rank) > 0).map(rowOf);
  return {
    rows: ranked.filter((r) => r.rank >= from && r.rank <= to),
    total,
    mine: memberId === null ? null : (ranked.find((r) => r.memberId === memberId) ?? null),
  };
}

/** The prize a rank wins (the first tier that covers it), or null. */
export const prizeOfRank = (mission: Pick<MissionRow, 'prizes'>, rank: number) => mission.prizes.find((p) => rank >= p.rankFrom && rank <= p.rankTo) ?? null;

/**
 * Pays one ended mission's leaderboard once, in the caller's transaction: marks it settled under its row lock
 * (another instance waits, then finds it settled) and issues its prizes; answers how many were issued (0: settled
 * already or nothing to pay).
 */
export async function settleMissionIn(tx: Tx, missionId: number, now: Date): Promise<number | null> {
  const [mission] = await tx
    .update(missions)
    .set({ settledAt: now })
    .where(sql`${missions.id} = ${missionId} and ${missions.settledAt} is null and ${missions.endsAt} <= ${now.toISOString()}::timestamptz`)
    .returning();
  if (!mission) return null;
  if (!mission.leaderboard || mission.prizes.length === 0) return 0;
  const last = Math.max(...mission.prizes.map((p) => p.rankTo));
  const rows = (
    await queryRows<Row>(tx, sql`with ranked as (${rankedSql(mission, mission.endsAt)}) select * from ranked where rank <= ${last} order by rank`)
  ).map(rowOf);
  const issues: RewardIssue[] = [];
  for (const r of rows) {
    const prize = prizeOfRank(mission, r.rank);
    if (!prize || (prize.amount <= 0 && prize.points <= 0)) continue;
    issues.push({
      key: rankRewardKey(mission.id, r.memberId),
      memberId: r.memberId,
      promotionId: mission.promotionId,
      type: REWARD_TYPE,
      title: `${mission.title}: leaderboard rank ${r.rank}`,
      amount: prize.amount,
      points: prize.points,
      turnoverMultiple: prize.turnoverMultiple,
      expiresAt: mission.claimUntil,
    });
  }
  return (await issueRewards(tx, now, issues)).length;
}

/** Every ended, unsettled mission settled, each in its own transaction; answers the prizes issued. */
export async function settleEndedMissions(db: Db, now: Date): Promise<{ missions: number; prizes: number }> {
  const due = await db
    .select({ id: missions.id })
    .from(missions)
    .where(sql`${missions.settledAt} is null and ${missions.endsAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(missions.endsAt);
  let settled = 0;
  let prizes = 0;
  for (const { id } of due) {
    const issued = await db.transaction((tx) => settleMissionIn(tx, id, now));
    if (issued !== null) {
      settled += 1;
      prizes += issued;
    }
  }
  return { missions: settled, prizes };
}
