// The demo vendor's numbers draws: every closed draw is drawn and its tickets settled here, so the lobby's GET
// calls only read results (before, the first reader after a close drew and settled).
import { GameServer } from './game-server.ts';
import { LotteryServer } from './lottery-server.ts';
import { inProcessWallet } from './wallet-client.ts';
import type { JobDefinition } from '../jobs/runner.ts';

export const lotteryDrawsJob: JobDefinition = {
  name: 'lottery-draws',
  // The shortest draw is a minute: its result shows within a quarter of one.
  everyMs: 15_000,
  catchUp: 1,
  async run(deps) {
    const wallet = inProcessWallet(deps);
    const vendor = new GameServer(deps, wallet);
    const lottery = new LotteryServer(
      deps,
      wallet,
      (id) => vendor.game(id),
      (call) => vendor.callWithRetry(call),
    );
    const { drawn } = await lottery.drawAndSettle();
    return `${drawn} game(s) drawn`;
  },
};
