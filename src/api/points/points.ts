// The points mall (issue 15, docs/loyalty.md §points mall): the member's points, the earning rates, the goods, the
// redeem history and the point details as read models; redeeming and converting cash to points (both sealed with
// the payment password). POINT_KEYS names what a redemption or a conversion makes stale.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { PagedRangeRequest } from '../records/records.ts';
import type { ConvertRequest, GoodsType, RedeemRequest, RedemptionStatus } from '../../../contract/points/points.ts';

export const fetchPointBalance = (api: Api) => api.call('pointBalance');
export const fetchPointConfig = (api: Api) => api.call('pointConfig');
export const fetchPointGoods = (api: Api, type?: GoodsType) => api.call('pointGoods', { query: type ? { type } : {} });
export const fetchRedemptions = (api: Api, q: PagedRangeRequest & { status?: RedemptionStatus } = {}) => api.call('pointRedemptions', { query: { ...q } });
export const fetchPointDetails = (api: Api, q: PagedRangeRequest = {}) => api.call('pointDetails', { query: { ...q } });

export const redeemPoints = (api: Api, body: RedeemRequest) => api.call('redeemPoints', { body });
export const convertPoints = (api: Api, body: ConvertRequest) => api.call('convertPoints', { body });

export const pointBalanceQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['pointBalance', token], queryFn: () => fetchPointBalance(api), staleTime: 10_000 });
export const pointConfigQuery = (api: Api) => queryOptions({ queryKey: ['pointConfig'], queryFn: () => fetchPointConfig(api), staleTime: 300_000 });
/** By language too: the Language header picks the goods' translated names (issue 16). */
export const pointGoodsQuery = (api: Api, language: string, type?: GoodsType) =>
  queryOptions({ queryKey: ['pointGoods', type ?? 'ALL', language], queryFn: () => fetchPointGoods(api, type), staleTime: 30_000 });
export const redemptionsQuery = (api: Api, token: string, q: PagedRangeRequest & { status?: RedemptionStatus }) =>
  queryOptions({ queryKey: ['pointRedemptions', token, q], queryFn: () => fetchRedemptions(api, q), staleTime: 10_000 });
export const pointDetailsQuery = (api: Api, token: string, q: PagedRangeRequest) =>
  queryOptions({ queryKey: ['pointDetails', token, q], queryFn: () => fetchPointDetails(api, q), staleTime: 10_000 });

/** The read models a redemption or a conversion changes (query-key prefixes). */
export const POINT_KEYS = [['pointBalance'], ['pointGoods'], ['pointRedemptions'], ['pointDetails'], ['balance'], ['withdrawInfo'], ['accountRecord']] as const;
