// Deposits (spec §2 depositv2): methods, a new order (its payUrl is the provider's pay page) and the order list.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { CreateDepositRequest, DepositMethods, DepositOrderPage, DepositOrderView, DepositStatus } from '../../contract/deposit.ts';

export interface DepositOrdersRequest {
  pageNum?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  status?: DepositStatus;
}

export const fetchDepositMethods = (api: Api) => api.get<DepositMethods>('/wps/relay/PAY_depositMethods');
export const createDeposit = (api: Api, body: CreateDepositRequest) => api.post<DepositOrderView>('/wps/relay/PAY_depositOrder', body);
export const fetchDepositOrder = (api: Api, orderNo: string) => api.get<DepositOrderView>('/wps/relay/PAY_depositOrder', { orderNo });
export const fetchDepositOrders = (api: Api, q: DepositOrdersRequest = {}) => api.get<DepositOrderPage>('/wps/relay/PAY_depositOrders', { ...q });

export const depositMethodsQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['depositMethods', token], queryFn: () => fetchDepositMethods(api), staleTime: 5 * 60_000 });

export const depositOrdersQuery = (api: Api, token: string, q: DepositOrdersRequest) =>
  queryOptions({ queryKey: ['depositOrders', token, q], queryFn: () => fetchDepositOrders(api, q), staleTime: 10_000 });
