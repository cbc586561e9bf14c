// The agent centre's team reports (issue 14): team betting, user profit and loss, my income and account details,
// read models over a day range with paging and the totals of the whole range in `footer`.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { CallQuery } from '../../../contract/calls.ts';
import type { PagedRangeRequest } from '../records/records.ts';

type GameType = CallQuery<'teamBetting'>['gameType'];
type Kind = CallQuery<'teamTransactions'>['kind'];

export interface TeamFilter {
  /** A member of the team ('' for the whole team). */
  account: string;
}

const accountOf = (f: TeamFilter) => (f.account ? { account: f.account } : {});

export const teamBettingQuery = (api: Api, token: string, q: PagedRangeRequest, f: TeamFilter & { gameType: string }) =>
  queryOptions({
    queryKey: ['teamBetting', token, q, f],
    queryFn: () => api.call('teamBetting', { query: { ...q, ...accountOf(f), gameType: (f.gameType || undefined) as GameType } }),
    staleTime: 10_000,
  });

export const teamProfitLossQuery = (api: Api, token: string, q: PagedRangeRequest, f: TeamFilter) =>
  queryOptions({
    queryKey: ['teamProfitLoss', token, q, f],
    queryFn: () => api.call('teamProfitLoss', { query: { ...q, ...accountOf(f) } }),
    staleTime: 10_000,
  });

export const agentRevenueQuery = (api: Api, token: string, q: PagedRangeRequest) =>
  queryOptions({ queryKey: ['agentRevenue', token, q], queryFn: () => api.call('agentRevenue', { query: { ...q } }), staleTime: 10_000 });

export const teamTransactionsQuery = (api: Api, token: string, q: PagedRangeRequest, f: TeamFilter & { kind: string }) =>
  queryOptions({
    queryKey: ['teamTransactions', token, q, f],
    queryFn: () => api.call('teamTransactions', { query: { ...q, ...accountOf(f), kind: (f.kind || undefined) as Kind } }),
    staleTime: 10_000,
  });
