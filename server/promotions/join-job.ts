// The JOIN promotions' payout (docs/economy.md §rewards): every 5 minutes, each joined member whose valid bets since
// joining reach the promotion's target gets its reward, once (the reward's key), set-based.
import { payJoinTargets } from './service.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const promotionJoinJob: JobDefinition = {
  name: 'promotion-join',
  everyMs: 5 * 60_000,
  // Each run looks at everything due, so one missed period is enough to catch up.
  catchUp: 1,
  async run(deps) {
    return `${await payJoinTargets(deps.db, deps.clock.now(), deps.config.merchant.currencySymbol)} JOIN reward(s) issued`;
  },
};
