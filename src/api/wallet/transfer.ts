// Transfers (docs/product.md §2 transferFund, transferUpline): between the main wallet and transfer wallets, and to the agent.
import type { Api } from '../http.ts';
import type { TransferUplineRequest, WalletTransferRequest } from '../../../contract/wallet/transfer.ts';

export const fetchConsolidatedFunds = (api: Api) => api.call('consolidatedFunds');
export const walletTransfer = (api: Api, body: WalletTransferRequest) => api.call('walletTransfer', { body });
export const fetchTransferUplineInfo = (api: Api) => api.call('transferUplineInfo');
export const transferToUpline = (api: Api, body: TransferUplineRequest) => api.call('transferUpline', { body });
