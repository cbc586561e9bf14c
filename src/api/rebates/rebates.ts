// Rebates (issue 13, docs/economy.md §rebates): the member's rates by game type, today's rebate so far and
// yesterday's, and the manual claim of today's rebate (when the merchant allows it).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { GameType } from '../../../contract/catalogue/catalogue.ts';

export const fetchRebate = (api: Api) => api.call('getRebate');
/** Claims what is due today so far, of every game type or of one. */
export const claimRebate = (api: Api, gameType?: GameType) => api.call('rebateDisburse', { body: gameType ? { gameType } : {} });

export const rebateQuery = (api: Api, token: string) => queryOptions({ queryKey: ['rebate', token], queryFn: () => fetchRebate(api), staleTime: 10_000 });
