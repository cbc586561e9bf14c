// The withdrawal jobs: the demo payout processor and the sweep of parts past their confirmation deadline. Both
// were run lazily by the member's reads before; a read now only computes what it shows.
import { runDemoPayouts, settleOverdue } from './withdrawals.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const demoPayoutsJob: JobDefinition = {
  name: 'demo-payouts',
  everyMs: 60_000,
  catchUp: 5,
  async run(deps) {
    return `${await runDemoPayouts(deps)} part(s) paid`;
  },
};

export const withdrawalDeadlinesJob: JobDefinition = {
  name: 'withdrawal-deadlines',
  everyMs: 60_000,
  catchUp: 5,
  async run(deps) {
    return `${await settleOverdue(deps.db, deps.clock.now())} part(s) counted as received`;
  },
};
