import { expireDepositOrders } from './deposits.ts';
import { publishHint } from '../live/publish.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const depositExpiryJob: JobDefinition = {
  name: 'deposit-expiry',
  everyMs: 60_000,
  catchUp: 5,
  async run(deps) {
    const expired = await expireDepositOrders(deps.db, deps.clock.now());
    // A read already shows an order past its expiry as expired; the hint refreshes a page left open on it.
    for (const o of expired) publishHint(deps, o.memberId, 'deposit', { orderNo: o.orderNo });
    return `${expired.length} order(s) expired`;
  },
};
