// VIP levels (issue 13): every level's requirements and benefits (public), and the signed-in member's progress.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';

export const fetchVipLevels = (api: Api) => api.call('vipLevels');
export const fetchRankProgress = (api: Api) => api.call('rankProgress');

export const vipLevelsQuery = (api: Api) => queryOptions({ queryKey: ['vipLevels'], queryFn: () => fetchVipLevels(api), staleTime: 5 * 60_000 });
/** The member's progress; the key names the session, so another account never sees it. */
export const rankProgressQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['rankProgress', token], queryFn: () => fetchRankProgress(api), staleTime: 30_000 });
