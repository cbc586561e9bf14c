// Deposits (docs/product.md §2 depositv2): methods, a new order (its payUrl is the provider's pay page) and the order list.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { CreateDepositRequest, DepositStatus } from '../../../contract/deposit/deposit.ts';

export interface DepositOrdersRequest {
  pageNum?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  status?: DepositStatus;
}

export const fetchDepositMethods = (api: Api) => api.call('depositMethods');
export const createDeposit = (api: Api, body: CreateDepositRequest) => api.call('createDepositOrder', { body });
export const fetchDepositOrder = (api: Api, orderNo: string) => api.call('depositOrder', { query: { orderNo } });
export const fetchDepositOrders = (api: Api, q: DepositOrdersRequest = {}) => api.call('depositOrders', { query: { ...q } });

export const depositMethodsQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['depositMethods', token], queryFn: () => fetchDepositMethods(api), staleTime: 5 * 60_000 });

export const depositOrdersQuery = (api: Api, token: string, q: DepositOrdersRequest) =>
  queryOptions({ queryKey: ['depositOrders', token, q], queryFn: () => fetchDepositOrders(api, q), staleTime: 10_000 });
