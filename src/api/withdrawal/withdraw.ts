// Withdrawing (docs/product.md §2 withdraw, §4 Withdrawal confirmation): the page's info, bank accounts, the payment
// password and the encrypted request; then the member's answers for each paid part.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { WithdrawalStatus } from '../../../contract/withdrawal/withdrawal.ts';
import type {
  BindBankAccountRequest,
  ChangePaymentPasswordRequest,
  SetPaymentPasswordRequest,
  WithdrawRequest,
} from '../../../contract/withdrawal/withdraw.ts';

export interface WithdrawalsRequest {
  pageNum?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  status?: WithdrawalStatus;
}

export const fetchWithdrawInfo = (api: Api) => api.call('withdrawInfo');
export const fetchBankAccounts = (api: Api) => api.call('bankAccounts');
export const bindBankAccount = (api: Api, body: BindBankAccountRequest) => api.call('addBankAccount', { body });
export const setPaymentPassword = (api: Api, body: SetPaymentPasswordRequest) => api.call('setPaymentPassword', { body }).then(() => undefined);
export const changePaymentPassword = (api: Api, body: ChangePaymentPasswordRequest) => api.call('changePaymentPassword', { body }).then(() => undefined);

/** A new request id per submission: a resend of the same submission (same id) holds nothing twice. */
export const newRequestId = () => globalThis.crypto.randomUUID();
export const withdraw = (api: Api, body: WithdrawRequest) => api.call('withdraw', { body });

export const fetchWithdrawals = (api: Api, q: WithdrawalsRequest = {}) => api.call('withdrawals', { query: { ...q } });
export const fetchWithdrawal = (api: Api, id: number) => api.call('withdrawal', { query: { id } });
export const confirmPartReceived = (api: Api, partId: number) => api.call('confirmReceived', { body: { partId } });
export const confirmAllReceived = (api: Api, withdrawalId: number) => api.call('confirmAllReceived', { body: { withdrawalId } });

/** Not received, with 1 to 3 proof images (png or jpg, 5 MB each; the server checks their content). */
export function confirmPartNotReceived(api: Api, partId: number, proofs: readonly Blob[]) {
  const form = new FormData();
  proofs.forEach((file, i) => form.append('proof', file, file instanceof File ? file.name : `proof-${i + 1}`));
  return api.call('confirmNotReceived', { query: { partId }, body: form });
}

export const withdrawInfoQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['withdrawInfo', token], queryFn: () => fetchWithdrawInfo(api), staleTime: 10_000 });
export const withdrawalsQuery = (api: Api, token: string, q: WithdrawalsRequest) =>
  queryOptions({ queryKey: ['withdrawals', token, q], queryFn: () => fetchWithdrawals(api, q), staleTime: 10_000 });
export const withdrawalQuery = (api: Api, token: string, id: number) =>
  queryOptions({ queryKey: ['withdrawal', token, id], queryFn: () => fetchWithdrawal(api, id), staleTime: 5_000 });
