// The member centre's records (spec §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails):
// read models with day ranges (yyyy-MM-dd, the members' days, both included), paging and totals.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { AccountKind, AccountRecordPage, BettingRecordPage, ProfitLoss } from '../../contract/records.ts';

export interface RangeRequest {
  startDate?: string;
  endDate?: string;
}
export interface PagedRangeRequest extends RangeRequest {
  pageNum?: number;
  pageSize?: number;
}

export const fetchAccountRecord = (api: Api, q: PagedRangeRequest & { kind?: AccountKind } = {}) => api.get<AccountRecordPage>('/wps/relay/MRS_accountRecord', { ...q });
export const fetchBonusDetails = (api: Api, q: PagedRangeRequest = {}) => api.get<AccountRecordPage>('/wps/relay/MRS_bonusDetails', { ...q });
export const fetchBettingRecord = (api: Api, q: PagedRangeRequest & { gameType?: string } = {}) => api.get<BettingRecordPage>('/wps/relay/MRS_bettingRecord', { ...q });
export const fetchProfitLoss = (api: Api, q: RangeRequest & { gameType?: string } = {}) => api.get<ProfitLoss>('/wps/relay/MRS_profitLoss', { ...q });

export const accountRecordQuery = (api: Api, token: string, q: PagedRangeRequest & { kind?: AccountKind }) =>
  queryOptions({ queryKey: ['accountRecord', token, q], queryFn: () => fetchAccountRecord(api, q), staleTime: 10_000 });
export const bonusDetailsQuery = (api: Api, token: string, q: PagedRangeRequest) =>
  queryOptions({ queryKey: ['bonusDetails', token, q], queryFn: () => fetchBonusDetails(api, q), staleTime: 10_000 });
export const bettingRecordQuery = (api: Api, token: string, q: PagedRangeRequest & { gameType?: string }) =>
  queryOptions({ queryKey: ['bettingRecord', token, q], queryFn: () => fetchBettingRecord(api, q), staleTime: 10_000 });
export const profitLossQuery = (api: Api, token: string, q: RangeRequest & { gameType?: string }) =>
  queryOptions({ queryKey: ['profitLoss', token, q], queryFn: () => fetchProfitLoss(api, q), staleTime: 10_000 });
