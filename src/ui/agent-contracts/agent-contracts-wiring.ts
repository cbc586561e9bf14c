// The agent's contract decisions: one contractOffer actor per contract shown (the sign-in dialog, the contracts
// panel). The machine and its calls load with the first one, not with the entry.
import { fromPromise } from 'xstate';
import type { Api } from '../../api/http.ts';
import { loadOnce, type Flows } from '../app/flows-context.tsx';

export function contractFlows(api: Api): Pick<Flows, 'contractOffer'> {
  return {
    contractOffer: loadOnce(async () => {
      const [{ contractOfferMachine }, contracts] = await Promise.all([
        import('../../machines/agent-contracts/contract-offer.machine.ts'),
        import('../../api/agent-contracts/agent-contracts.ts'),
      ]);
      return contractOfferMachine.provide({
        actors: {
          processContract: fromPromise(({ input }) => contracts.processContract(api, input)),
          requestTermination: fromPromise(({ input }) => contracts.requestTermination(api, input.id)),
        },
      });
    }),
  };
}
