// The reward centre (docs/product.md §2 rewardCenter, issue 13): the claimable rewards, daily sign-in, newbie
// rewards, loss cashback, the claim history and the bonus turnover a withdrawal waits for, as read models; and
// the claims. Every claim changes the balance, the counts and the lists: REWARD_KEYS names what it makes stale.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { CallQuery } from '../../../contract/calls.ts';
import type { PagedRangeRequest } from '../records/records.ts';

type RewardType = NonNullable<CallQuery<'rewardList'>['promotionType']>;

export const fetchRewardList = (api: Api) => api.call('rewardList', { query: {} });
export const fetchLoginPromotions = (api: Api) => api.call('loginPromotions');
export const fetchRegisterPromotions = (api: Api) => api.call('registerPromotions');
export const fetchSaviorPromotions = (api: Api) => api.call('saviorPromotions');
export const fetchClaimHistory = (api: Api, q: PagedRangeRequest & { promotionType?: RewardType } = {}) => api.call('claimHistory', { query: { ...q } });
export const fetchTurnoverStatus = (api: Api) => api.call('turnoverStatus');

export const claimReward = (api: Api, rewardId: number) => api.call('claimReward', { body: { rewardId } });
export const claimAllRewards = (api: Api) => api.call('claimAllRewards', { body: {} });
export const claimSignIn = (api: Api, promotionId: number) => api.call('claimLoginPromotion', { body: { promotionId } });
export const claimNewbieReward = (api: Api, promotionId: number) => api.call('claimRegisterPromotion', { body: { promotionId } });

export const rewardListQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['rewardList', token], queryFn: () => fetchRewardList(api), staleTime: 10_000 });
export const loginPromotionsQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['loginPromotions', token], queryFn: () => fetchLoginPromotions(api), staleTime: 10_000 });
export const registerPromotionsQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['registerPromotions', token], queryFn: () => fetchRegisterPromotions(api), staleTime: 10_000 });
export const saviorPromotionsQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['saviorPromotions', token], queryFn: () => fetchSaviorPromotions(api), staleTime: 60_000 });
export const claimHistoryQuery = (api: Api, token: string, q: PagedRangeRequest) =>
  queryOptions({ queryKey: ['claimHistory', token, q], queryFn: () => fetchClaimHistory(api, q), staleTime: 10_000 });
export const turnoverStatusQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['turnoverStatus', token], queryFn: () => fetchTurnoverStatus(api), staleTime: 10_000 });

/** The read models a claim changes (query-key prefixes): the lists, the balance, the turnover and the records. */
export const REWARD_KEYS = [
  ['rewardList'],
  ['loginPromotions'],
  ['registerPromotions'],
  ['claimHistory'],
  ['turnoverStatus'],
  ['balance'],
  ['withdrawInfo'],
  ['bonusDetails'],
  ['accountRecord'],
  // A reward may carry points or a ticket (issue 15).
  ['pointBalance'],
  ['pointDetails'],
  ['tickets'],
] as const;
