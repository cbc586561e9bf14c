// The operator's mission commands (issue 39, docs/loyalty.md §missions): the missions with their status, a
// leaderboard as the operator sees it (accounts unmasked), and a mission ended early, its leaderboard paid at once.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { missions } from '../db/schema-loyalty.ts';
import { leaderboardPage, prizeOfRank, settleMissionIn } from './missions-leaderboard.ts';
import { missionById, type MissionRow } from './service.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { OperatorError } from '../shared/operator-error.ts';

const id = z.number().int().positive().max(2_147_483_647);
/** A count measure is a number; the money measures are kept in centavos. */
const measured = (measure: string, v: number) => (measure === 'BET_COUNT' ? String(v) : toDecimal(v).toFixed(2));

function statusOf(m: MissionRow, now: Date): string {
  if (m.settledAt) return 'settled';
  if (m.endsAt <= now) return 'ended';
  return m.startsAt <= now ? 'running' : 'upcoming';
}

async function mission(deps: Deps, missionId: number): Promise<MissionRow> {
  try {
    return await missionById(deps.db, missionId);
  } catch (err) {
    if (err instanceof Refusal) throw new OperatorError(`No mission ${missionId}.`);
    throw err;
  }
}

export const missionCommands = {
  missions: {
    usage: 'missions   (every mission with its status and period)',
    args: z.strictObject({}),
    async run(deps: Deps) {
      const now = deps.clock.now();
      const rows = await deps.db.select().from(missions).orderBy(asc(missions.startsAt), asc(missions.id));
      if (!rows.length) return 'No missions.';
      return rows
        .map((m) => `${m.id}  ${statusOf(m, now).padEnd(8)} ${m.code}  ${m.title}  ${m.startsAt.toISOString()} to ${m.endsAt.toISOString()}  ${m.measure}`)
        .join('\n');
    },
  },
  'mission-board': {
    usage: "mission-board <id>   (the mission's top 20 with the prize each rank wins)",
    args: z.strictObject({ id }),
    async run(deps: Deps, a: { id: number }) {
      const m = await mission(deps, a.id);
      const now = deps.clock.now();
      const page = await leaderboardPage(deps.db, m, m.endsAt < now ? m.endsAt : now, 1, 20, null);
      if (!page.rows.length) return `${m.code}: nobody ranked yet.`;
      const lines = [`${m.code} (${statusOf(m, now)}): ${page.total} ranked`];
      for (const r of page.rows) {
        const prize = prizeOfRank(m, r.rank);
        const wins = prize ? `  wins ${toDecimal(prize.amount).toFixed(2)}${prize.points ? ` + ${toDecimal(prize.points)} points` : ''}` : '';
        lines.push(`  ${String(r.rank).padStart(3)}  ${r.account.padEnd(20)} ${measured(m.measure, r.value)}${wins}`);
      }
      return lines.join('\n');
    },
  },
  'mission-end': {
    usage: 'mission-end <id>   (end a running mission now and pay its leaderboard at once)',
    args: z.strictObject({ id }),
    async run(deps: Deps, a: { id: number }) {
      const now = deps.clock.now();
      const m = await mission(deps, a.id);
      if (statusOf(m, now) !== 'running') throw new OperatorError(`Mission ${m.id} is ${statusOf(m, now)}: only a running mission can be ended.`);
      const issued = await deps.db.transaction(async (tx) => {
        // The claim window stays: members still claim the milestones they reached until then.
        await tx.update(missions).set({ endsAt: now }).where(eq(missions.id, m.id));
        return settleMissionIn(tx, m.id, now);
      });
      return `Mission ${m.id} ended at ${now.toISOString()}: ${issued ?? 0} leaderboard prize(s) issued.`;
    },
  },
} as const;
