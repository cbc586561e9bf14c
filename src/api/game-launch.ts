import type { Api } from './http.ts';
import type { GameLaunchFBQuery, LaunchGameBody, LaunchGameValue } from '../../contract/game-launch.ts';

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
  api.post<LaunchGameValue>('/wps/game/launchGame', { ...launchFields(game), channel } satisfies LaunchGameBody);

/** Free trial (spec §2 game card): play money, no login; the same game naming as the launch. */
export const launchFreeTrial = (api: Api, game: LaunchTarget) =>
  api.get<LaunchGameValue>('/wps/relay/GCS_gameLaunchFB', launchFields(game) satisfies Omit<GameLaunchFBQuery, 'nodeId'> & { nodeId?: number });
