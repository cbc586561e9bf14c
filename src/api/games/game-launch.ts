import type { Api } from '../http.ts';
import type { LaunchGameBody } from '../../../contract/games/game-launch.ts';

/** A game as the site holds it (a card, a vendor tile), reduced to the fields a launch names it by. */
export interface LaunchTarget {
  vassalage: string;
  gameType: string;
  gameCode?: string;
  nodeId?: number | string;
}

const launchFields = ({ vassalage, gameType, gameCode, nodeId }: LaunchTarget) => ({
  vassalage,
  gameType,
  gameCode,
  nodeId: nodeId === undefined ? undefined : Number(nodeId),
});

export const launchGame = (api: Api, game: LaunchTarget, channel: LaunchGameBody['channel']) =>
  api.call('launchGame', { body: { ...launchFields(game), channel } });

/** Free trial (docs/product.md §2 game card): play money, no login; the same game naming as the launch. */
export const launchFreeTrial = (api: Api, game: LaunchTarget) => api.call('launchFreeGame', { body: launchFields(game) });
