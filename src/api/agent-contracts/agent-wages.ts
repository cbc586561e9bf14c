// The agent's wage and dividend records (issue 14, contract/agent-contracts/agent-wages.ts): settled records in a day range with
// paging and totals, and the current period's estimate.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { PagedRangeRequest } from '../records/records.ts';

export type TeamWageCall = 'dailyWageRecords' | 'hourlyWageRecords' | 'dividendRecords';

export const teamWageQuery = (api: Api, token: string, call: TeamWageCall, q: PagedRangeRequest) =>
  queryOptions({ queryKey: [call, token, q], queryFn: () => api.call(call, { query: { ...q } }), staleTime: 10_000 });

export const realtimeWageQuery = (api: Api, token: string, q: PagedRangeRequest) =>
  queryOptions({ queryKey: ['realtimeWageRecords', token, q], queryFn: () => api.call('realtimeWageRecords', { query: { ...q } }), staleTime: 10_000 });
