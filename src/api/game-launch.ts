import type { Api } from './http.ts';
import type { GameLaunchFBQuery, LaunchGameBody, LaunchGameValue } from './contract/game-launch.ts';

export const launchGame = (api: Api, body: LaunchGameBody) => api.post<LaunchGameValue>('/wps/game/launchGame', body);

/** Free trial (spec §2 game card): play money, no login; the same game naming as the launch. */
export const launchFreeTrial = (api: Api, query: GameLaunchFBQuery & { nodeId?: number }) => api.get<LaunchGameValue>('/wps/relay/GCS_gameLaunchFB', query);
