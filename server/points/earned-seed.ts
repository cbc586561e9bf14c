// The demo accounts' points from their seeded play (issue 15 item 6): what the points job would have paid for the
// rounds and deposits before its catch-up window, in one window keyed `seed`. The job pays the rest (the last
// POINTS_CATCH_UP slots before its first run), so no round earns twice. Needs point_rates seeded first.
import type { Db } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { slotOf } from '../agent-contracts/wage-periods.ts';
import { settlePoints } from './points-earning.ts';
import { POINTS_CATCH_UP, POINTS_SLOT_MS } from './jobs.ts';
import { seedOnce } from '../seed/seed-run.ts';

export async function seedEarnedPoints(db: Db, clock: Clock, offsetMinutes: number): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'points-earned', version: 1 }, now, async (tx) => {
    const current = slotOf('t', POINTS_SLOT_MS, now, offsetMinutes);
    const to = new Date(current.from.getTime() - POINTS_CATCH_UP * POINTS_SLOT_MS);
    await settlePoints(tx, { key: 'seed', from: new Date(0), to }, now);
  });
}
