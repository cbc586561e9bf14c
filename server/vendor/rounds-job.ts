// The demo vendor's recovery: rounds that owe the wallet a call past the timeout are finished (a win re-sent, or
// a bet whose answer never came rolled back), so no round stays open with its bet taken and its result unpaid.
import { finishOwedRounds } from './round-outbox.ts';
import { inProcessWallet } from './wallet-client.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const vendorRoundsJob: JobDefinition = {
  name: 'vendor-rounds',
  everyMs: 15_000,
  catchUp: 1,
  async run(deps) {
    const { settled, pending } = await finishOwedRounds(deps, inProcessWallet(deps));
    return `${settled} round(s) settled, ${pending} still owed`;
  },
};
