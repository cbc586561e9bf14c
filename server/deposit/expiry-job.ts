import { expireDepositOrders } from './deposits.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const depositExpiryJob: JobDefinition = {
  name: 'deposit-expiry',
  everyMs: 60_000,
  catchUp: 5,
  async run(deps) {
    return `${await expireDepositOrders(deps.db, deps.clock.now())} order(s) expired`;
  },
};
