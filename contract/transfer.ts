// Transfers (spec §2 transferFund, transferUpline; §7 /wps/relay/GCS_walletTransfer; issue 6): between the main
// wallet and the vendors' transfer wallets when the merchant runs transfer wallets (GCS_merchantWallet isSingle
// false), and to the member's agent where the merchant allows it.
import { z } from 'zod';
import { moneyAmount } from './records.ts';

export const MAIN_WALLET = 'MAIN';
const walletCode = z.string().min(2).max(32).regex(/^[A-Z0-9_]+$/, 'MAIN or a provider code such as JL');
const requestId = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);

/** POST /wps/relay/GCS_walletTransfer. requestId (one per submission) makes a resend move nothing again. */
export const walletTransferBody = z.strictObject({ from: walletCode, to: walletCode, amount: moneyAmount, requestId });
export type WalletTransferRequest = z.infer<typeof walletTransferBody>;

export interface WalletBalance {
  code: string;
  name: string;
  balance: number;
}

/** The wallets after a transfer (the main wallet first). */
export interface WalletTransferValue {
  wallets: WalletBalance[];
}

/** POST /wps/relay/MCS_transferUpline: from the main wallet to the member's agent. */
export const transferUplineBody = z.strictObject({ amount: moneyAmount, requestId });
export type TransferUplineRequest = z.infer<typeof transferUplineBody>;

export interface TransferUplineValue {
  balance: number;
  /** The agent's account name. */
  upline: string;
}

/** GET /wps/relay/MCS_transferUplineInfo: whether the page may offer it and to whom. */
export interface TransferUplineInfo {
  enabled: boolean;
  upline: string | null;
  balance: number;
}
