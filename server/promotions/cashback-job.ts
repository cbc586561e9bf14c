// Loss cashback (issue 13, docs/economy.md §settlement): one members' day per period, like a day-close. Once a day
// has closed, every member whose net loss that day reached a tier of a running cashback promotion gets a reward to
// claim, issued set-based and exactly once (server/promotions/cashback.ts).
import type { Config } from '../config.ts';
import { dayOf } from '../shared/day-range.ts';
import { issueCashback } from './cashback.ts';
import type { JobDefinition } from '../jobs/runner.ts';

const DAY = 86_400_000;

export function cashbackJob(config: Pick<Config, 'wallet'>): JobDefinition {
  const offsetMinutes = config.wallet.timeZoneOffsetMinutes;
  return {
    name: 'cashback',
    everyMs: DAY,
    // Periods start at the members' midnight.
    offsetMs: -offsetMinutes * 60_000,
    catchUp: 3,
    async run(deps, period) {
      const day = dayOf(period.from, offsetMinutes);
      return `${await issueCashback(deps.db, period, day, deps.clock.now())} cashback reward(s) issued for ${day}`;
    },
  };
}
