// The points mall's redeem flow: the pointRedemption actor with its sealed redeem call. The points mall page loads
// it (the page is lazy, so the machine and its calls come with that chunk, not with the entry).
import { fromPromise } from 'xstate';
import type { Api } from '../../api/http.ts';
import { redeemPoints } from '../../api/points/points.ts';
import { pointRedemptionMachine } from '../../machines/points/point-redemption.machine.ts';

export function pointRedemptionFlow(api: Api) {
  return pointRedemptionMachine.provide({
    actors: {
      redeemPoints: fromPromise(({ input }) => redeemPoints(api, input)),
    },
  });
}
