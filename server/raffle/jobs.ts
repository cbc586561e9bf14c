// Raffle draws stay scheduled a day ahead (server/raffle/raffle-schedule.ts): the seed writes a raffle's
// first draws and its cadence; this job repeats the cadence, once per period across instances.
import { keepRafflesScheduled } from './raffle-schedule.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const raffleSchedulesJob: JobDefinition = {
  name: 'raffle-schedules',
  everyMs: 10 * 60_000,
  catchUp: 1,
  async run(deps) {
    const added = await keepRafflesScheduled(deps.db, deps.clock.now());
    return `${added} draw(s) scheduled`;
  },
};
