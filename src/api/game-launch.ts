import type { Api } from './http.ts';
import type { LaunchGameBody, LaunchGameValue } from './contract/game-launch.ts';

export const launchGame = (api: Api, body: LaunchGameBody) => api.post<LaunchGameValue>('/wps/game/launchGame', body);
