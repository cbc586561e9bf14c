// The raffle cards' actor, provided with its calls (the reward centre page loads lazily, and this with it).
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { raffleCountdownMachine } from '../../machines/raffle/raffle-countdown.machine.ts';
import { claimRaffle, loadRaffleStatus } from '../../api/raffle/raffle.ts';
import { useApi } from '../app/app-providers.tsx';

export type RaffleMachine = typeof raffleCountdownMachine;

export function useRaffleMachine(): RaffleMachine {
  const api = useApi();
  return useMemo(
    () =>
      raffleCountdownMachine.provide({
        actors: {
          loadStatus: fromPromise(({ input }) => loadRaffleStatus(api, input.raffleId)),
          claimRaffle: fromPromise(({ input }) => claimRaffle(api, input.raffleId, input.raffleScheduleId)),
        },
      }),
    [api],
  );
}
