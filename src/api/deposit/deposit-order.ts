// One deposit order as a read model: the deposit page follows the order it sent the member to pay.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import { fetchDepositOrder } from './deposit.ts';

export const depositOrderQuery = (api: Api, token: string, orderNo: string) =>
  queryOptions({
    queryKey: ['depositOrder', token, orderNo],
    queryFn: () => fetchDepositOrder(api, orderNo),
    // A pending order is asked again now and then: the payer may finish on the provider's page at any moment.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });
