// Missions' leaderboard payouts (docs/loyalty.md §missions): every minute, each mission that has ended and is not
// settled yet pays its top ranks' prizes as rewards, once: settled_at is set under the mission row's lock in the
// transaction that issues them, and the rewards' keys make a repeat issue nothing, across any number of instances.
import { settleEndedMissions } from './missions-leaderboard.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const missionPayoutsJob: JobDefinition = {
  name: 'mission-payouts',
  everyMs: 60_000,
  // Each run settles every ended mission, so one missed period is enough to catch up.
  catchUp: 1,
  async run(deps) {
    const { missions, prizes } = await settleEndedMissions(deps.db, deps.clock.now());
    return `${missions} mission(s) settled, ${prizes} prize(s) issued`;
  },
};
