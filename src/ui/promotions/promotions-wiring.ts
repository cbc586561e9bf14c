// The promotions page's flow: one promotionApplication actor per card. The machine and its calls load with the page
// (the first card asks for them), not with the entry.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { Api } from '../../api/http.ts';
import { loadOnce, type Flows } from '../app/flows-context.tsx';
import type { Tell } from '../app/shell-link.ts';

export function promotionFlows(api: Api, tell: Tell): Pick<Flows, 'promotionApplication'> {
  return {
    promotionApplication: loadOnce(async () => {
      const [{ promotionApplicationMachine }, promotions] = await Promise.all([
        import('../../machines/promotions/promotion-application.machine.ts'),
        import('../../api/promotions/promotions.ts'),
      ]);
      return promotionApplicationMachine.provide({
        actors: {
          joinPromotion: fromPromise(({ input }) => promotions.joinPromotion(api, input.promotionId)),
          applyPromotion: fromPromise(({ input }) => promotions.applyPromotion(api, input.promotionId, input.remark, input.files)),
          claimReward: fromPromise(({ input }) => promotions.claimPromotionReward(api, input.rewardId)),
        },
        actions: {
          openLogin: () => tell('modals', { type: 'login.open' }),
          navigate: (_, to) => navigate(to),
        },
      });
    }),
  };
}
