// The points job (docs/loyalty.md §earning): every 5 minutes, the slot that ended pays the points its settled rounds
// and paid deposits earned, in one transaction, exactly once (the runner's period key and the settlements' keys);
// caught up for two hours after a restart, as the real-time wage is.
import type { Config } from '../config.ts';
import { REALTIME_SLOT_MS, slotOf } from '../agent-contracts/wage-periods.ts';
import { settlePoints } from './points-earning.ts';
import type { Deps } from '../deps.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const POINTS_SLOT_MS = REALTIME_SLOT_MS;
/** Slots a runner makes sure of after a restart; the seed pays the points of the play before them. */
export const POINTS_CATCH_UP = 24;

export function pointsJob(config: Pick<Config, 'wallet'>): JobDefinition {
  const offsetMinutes = config.wallet.timeZoneOffsetMinutes;
  return {
    name: 'points',
    everyMs: POINTS_SLOT_MS,
    offsetMs: -offsetMinutes * 60_000,
    catchUp: POINTS_CATCH_UP,
    run(deps: Deps, period) {
      const slot = slotOf('t', POINTS_SLOT_MS, period.from, offsetMinutes);
      return deps.db.transaction(async (tx) => {
        const r = await settlePoints(tx, slot, deps.clock.now());
        if (deps.config.failpoint === 'settle-before-commit') throw new Error('failpoint settle-before-commit: points rolled back');
        return `${slot.key}: ${r.rows} row(s), ${r.paid} paid, ${(r.points / 100).toFixed(2)} points`;
      });
    },
  };
}
