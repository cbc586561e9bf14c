// The member centre's records (docs/product.md §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails):
// read models with day ranges (yyyy-MM-dd, the members' days, both included), paging and totals.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { CallQuery } from '../../../contract/calls.ts';
import type { AccountKind } from '../../../contract/records/records.ts';

export interface RangeRequest {
  startDate?: string;
  endDate?: string;
}
export interface PagedRangeRequest extends RangeRequest {
  pageNum?: number;
  pageSize?: number;
}

/** The game type is one the page offers from the catalogue (a string there); the server checks it. */
type GameType = CallQuery<'bettingRecord'>['gameType'];

export const fetchAccountRecord = (api: Api, q: PagedRangeRequest & { kind?: AccountKind } = {}) => api.call('accountRecord', { query: { ...q } });
export const fetchBonusDetails = (api: Api, q: PagedRangeRequest = {}) => api.call('bonusDetails', { query: { ...q } });
export const fetchBettingRecord = (api: Api, q: PagedRangeRequest & { gameType?: string } = {}) =>
  api.call('bettingRecord', { query: { ...q, gameType: q.gameType as GameType } });
export const fetchProfitLoss = (api: Api, q: RangeRequest & { gameType?: string } = {}) =>
  api.call('profitLoss', { query: { ...q, gameType: q.gameType as GameType } });

export const accountRecordQuery = (api: Api, token: string, q: PagedRangeRequest & { kind?: AccountKind }) =>
  queryOptions({ queryKey: ['accountRecord', token, q], queryFn: () => fetchAccountRecord(api, q), staleTime: 10_000 });
export const bonusDetailsQuery = (api: Api, token: string, q: PagedRangeRequest) =>
  queryOptions({ queryKey: ['bonusDetails', token, q], queryFn: () => fetchBonusDetails(api, q), staleTime: 10_000 });
export const bettingRecordQuery = (api: Api, token: string, q: PagedRangeRequest & { gameType?: string }) =>
  queryOptions({ queryKey: ['bettingRecord', token, q], queryFn: () => fetchBettingRecord(api, q), staleTime: 10_000 });
export const profitLossQuery = (api: Api, token: string, q: RangeRequest & { gameType?: string }) =>
  queryOptions({ queryKey: ['profitLoss', token, q], queryFn: () => fetchProfitLoss(api, q), staleTime: 10_000 });
