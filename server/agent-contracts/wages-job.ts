// The agents' wages paid by their own jobs (docs/agents.md §earnings): the hourly wage every half hour (H contracts
// at whole hours, BH every half hour) and the real-time wage every 5 minutes. Each period in one transaction,
// idempotent (primary keys and ledger keys), caught up by the runner after a restart.
import type { Config } from '../config.ts';
import { settleHourlyWage } from './hourly-wage.ts';
import { settleRealtimeWage } from './realtime-wage.ts';
import { HALF_HOUR_MS, REALTIME_SLOT_MS, slotOf } from './wage-periods.ts';
import type { Deps } from '../deps.ts';
import type { JobDefinition } from '../jobs/runner.ts';

/** The crash tests' failpoint: the work is written, the commit never comes. */
const failpoint = (deps: Deps, job: string) => {
  if (deps.config.failpoint === 'settle-before-commit') throw new Error(`failpoint settle-before-commit: ${job} rolled back`);
};

export function hourlyWageJob(config: Pick<Config, 'wallet'>): JobDefinition {
  const offsetMinutes = config.wallet.timeZoneOffsetMinutes;
  return {
    name: 'agent-hourly-wage',
    everyMs: HALF_HOUR_MS,
    offsetMs: -offsetMinutes * 60_000,
    // A day of half hours.
    catchUp: 48,
    run(deps, period) {
      return deps.db.transaction(async (tx) => {
        const lines = await settleHourlyWage(tx, period.to, deps.clock.now(), deps.config.merchant.currency, offsetMinutes);
        failpoint(deps, 'agent-hourly-wage');
        return lines.join('; ');
      });
    },
  };
}

export function realtimeWageJob(config: Pick<Config, 'wallet'>): JobDefinition {
  const offsetMinutes = config.wallet.timeZoneOffsetMinutes;
  return {
    name: 'agent-realtime-wage',
    everyMs: REALTIME_SLOT_MS,
    offsetMs: -offsetMinutes * 60_000,
    // Two hours of slots.
    catchUp: 24,
    run(deps, period) {
      const slot = slotOf('t', REALTIME_SLOT_MS, period.from, offsetMinutes);
      return deps.db.transaction(async (tx) => {
        const r = await settleRealtimeWage(tx, slot, deps.clock.now(), deps.config.merchant.currency);
        failpoint(deps, 'agent-realtime-wage');
        return `${slot.key}: ${r.rows} row(s), ${r.paid} paid`;
      });
    },
  };
}
