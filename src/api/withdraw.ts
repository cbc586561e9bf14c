// Withdrawing (spec §2 withdraw, §4 Withdrawal confirmation): the page's info, bank accounts, the payment
// password and the encrypted request; then the member's answers for each paid part.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import { postSealed } from './session.ts';
import type { WithdrawalView, WithdrawalStatus } from '../../contract/withdrawal.ts';
import type {
  BankAccountView,
  BindBankAccountRequest,
  ChangePaymentPasswordRequest,
  SetPaymentPasswordRequest,
  WithdrawInfo,
  WithdrawRequest,
  WithdrawalPage,
} from '../../contract/withdraw.ts';

export interface WithdrawalsRequest {
  pageNum?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  status?: WithdrawalStatus;
}

export const fetchWithdrawInfo = (api: Api) => api.get<WithdrawInfo>('/wps/relay/WDS_withdrawInfo');
export const fetchBankAccounts = (api: Api) => api.get<BankAccountView[]>('/wps/relay/WDS_bankAccounts');
export const bindBankAccount = (api: Api, body: BindBankAccountRequest) => api.post<BankAccountView>('/wps/relay/WDS_bankAccount', body);
export const setPaymentPassword = (api: Api, body: SetPaymentPasswordRequest) => postSealed<null>(api, '/wps/relay/WDS_paymentPassword', body).then(() => undefined);
export const changePaymentPassword = (api: Api, body: ChangePaymentPasswordRequest) =>
  postSealed<null>(api, '/wps/relay/WDS_paymentPassword', body, 'put').then(() => undefined);

/** A new request id per submission: a resend of the same submission (same id) holds nothing twice. */
export const newRequestId = () => globalThis.crypto.randomUUID();
export const withdraw = (api: Api, body: WithdrawRequest) => postSealed<WithdrawalView>(api, '/wps/relay/WDS_withdraw', body);

export const fetchWithdrawals = (api: Api, q: WithdrawalsRequest = {}) => api.get<WithdrawalPage>('/wps/relay/WDS_withdrawals', { ...q });
export const fetchWithdrawal = (api: Api, id: number) => api.get<WithdrawalView>('/wps/relay/WDS_withdrawal', { id });
export const confirmPartReceived = (api: Api, partId: number) => api.post<WithdrawalView>('/wps/relay/WDS_confirmReceived', { partId });
export const confirmAllReceived = (api: Api, withdrawalId: number) => api.post<WithdrawalView>('/wps/relay/WDS_confirmAllReceived', { withdrawalId });

/** Not received, with 1 to 3 proof images (png or jpg, 5 MB each; the server checks their content). */
export function confirmPartNotReceived(api: Api, partId: number, proofs: readonly Blob[]) {
  const form = new FormData();
  proofs.forEach((file, i) => form.append('proof', file, file instanceof File ? file.name : `proof-${i + 1}`));
  return api.post<WithdrawalView>(`/wps/relay/WDS_confirmNotReceived?partId=${partId}`, form);
}

export const withdrawInfoQuery = (api: Api, token: string) => queryOptions({ queryKey: ['withdrawInfo', token], queryFn: () => fetchWithdrawInfo(api), staleTime: 10_000 });
export const withdrawalsQuery = (api: Api, token: string, q: WithdrawalsRequest) =>
  queryOptions({ queryKey: ['withdrawals', token, q], queryFn: () => fetchWithdrawals(api, q), staleTime: 10_000 });
export const withdrawalQuery = (api: Api, token: string, id: number) => queryOptions({ queryKey: ['withdrawal', token, id], queryFn: () => fetchWithdrawal(api, id), staleTime: 5_000 });
