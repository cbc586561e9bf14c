// The wallet's flows: confirming the parts of a withdrawal. The machine and its calls load with the first
// withdrawal opened (only the member centre opens one), not with the entry.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/http.ts';
import { loadOnce, type Flows } from '../app/flows-context.tsx';

export function walletFlows(api: Api): Pick<Flows, 'withdrawalConfirmation'> {
  return {
    withdrawalConfirmation: loadOnce(async () => {
      const [{ withdrawalConfirmationMachine }, withdrawals] = await Promise.all([
        import('../../machines/withdrawal/withdrawal-confirmation.machine.ts'),
        import('../../api/withdrawal/withdraw.ts'),
      ]);
      return withdrawalConfirmationMachine.provide({
        actors: {
          loadWithdrawal: fromPromise(({ input }) => withdrawals.fetchWithdrawal(api, input.withdrawalId)),
          confirmReceived: fromPromise(({ input }) => withdrawals.confirmPartReceived(api, input.partId)),
          reportNotReceived: fromPromise(({ input }) => withdrawals.confirmPartNotReceived(api, input.partId, input.files)),
          confirmAllReceived: fromPromise(({ input }) => withdrawals.confirmAllReceived(api, input.withdrawalId)),
        },
      });
    }),
  };
}
