// Transfers (spec §2 transferFund, transferUpline): between the main wallet and transfer wallets, and to the agent.
import type { Api } from './http.ts';
import type { ConsolidatedFunds } from '../../contract/member.ts';
import type { TransferUplineInfo, TransferUplineRequest, TransferUplineValue, WalletTransferRequest, WalletTransferValue } from '../../contract/transfer.ts';

export const fetchConsolidatedFunds = (api: Api) => api.get<ConsolidatedFunds>('/wps/member/info/funds/consolidated');
export const walletTransfer = (api: Api, body: WalletTransferRequest) => api.post<WalletTransferValue>('/wps/relay/GCS_walletTransfer', body);
export const fetchTransferUplineInfo = (api: Api) => api.get<TransferUplineInfo>('/wps/relay/MCS_transferUplineInfo');
export const transferToUpline = (api: Api, body: TransferUplineRequest) => api.post<TransferUplineValue>('/wps/relay/MCS_transferUpline', body);
