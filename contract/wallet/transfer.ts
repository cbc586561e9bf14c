// Transfers (docs/product.md §2 transferFund, transferUpline; §7 /wps/relay/GCS_walletTransfer; issue 6): between the main
// wallet and the vendors' transfer wallets when the merchant runs transfer wallets (GCS_merchantWallet isSingle
// false), and to the member's agent where the merchant allows it. The wallet calls' table lives here too.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { merchantQuery, merchantWallet } from '../catalogue/catalogue.ts';
import { balanceValue, consolidatedFunds } from '../account/member.ts';
import { moneyAmount } from '../records/records.ts';

export const MAIN_WALLET = 'MAIN';
const walletCode = z
  .string()
  .min(2)
  .max(32)
  .regex(/^[A-Z0-9_]+$/, 'MAIN or a provider code such as JL');
const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /wps/relay/GCS_walletTransfer. requestId (one per submission) makes a resend move nothing again. */
export const walletTransferBody = z.strictObject({ from: walletCode, to: walletCode, amount: moneyAmount, requestId });
export type WalletTransferRequest = z.infer<typeof walletTransferBody>;

export const walletBalance = z.object({ code: z.string(), name: z.string(), balance: z.number() });
export type WalletBalance = z.infer<typeof walletBalance>;

/** The wallets after a transfer (the main wallet first). */
export const walletTransferValue = z.object({ wallets: z.array(walletBalance) });
export type WalletTransferValue = z.infer<typeof walletTransferValue>;

/** POST /wps/relay/MCS_transferUpline: from the main wallet to the member's agent. */
export const transferUplineBody = z.strictObject({ amount: moneyAmount, requestId });
export type TransferUplineRequest = z.infer<typeof transferUplineBody>;

export const transferUplineValue = z.object({
  balance: z.number(),
  /** The agent's account name. */
  upline: z.string(),
});
export type TransferUplineValue = z.infer<typeof transferUplineValue>;

/** GET /wps/relay/MCS_transferUplineInfo: whether the page may offer it and to whom. */
export const transferUplineInfo = z.object({ enabled: z.boolean(), upline: z.string().nullable(), balance: z.number() });
export type TransferUplineInfo = z.infer<typeof transferUplineInfo>;

const tag = 'wallet';

export const walletCalls = {
  balance: { tag, summary: 'Wallet balance from the ledger', value: balanceValue },
  consolidatedFunds: { tag, summary: 'Consolidated funds: the main wallet, and the transfer wallets when the merchant runs them', value: consolidatedFunds },
  merchantWallet: {
    tag,
    summary: "The merchant's wallet mode (single or per vendor)",
    description: "merchantCode, when sent, must be this site's merchant.",
    query: merchantQuery,
    value: merchantWallet,
  },
  walletTransfer: {
    tag,
    summary: "Transfer between the main wallet (MAIN) and a provider's transfer wallet",
    description:
      'Only when GCS_merchantWallet says isSingle false; value.wallets has every balance after it. One side must be MAIN. ' +
      'A resend with the same requestId moves nothing again; a used requestId with other terms is wallet.transfer.conflict.',
    body: walletTransferBody,
    value: walletTransferValue,
    errors: {
      'wallet.transfer.single': 200,
      'wallet.transfer.same': 200,
      'wallet.transfer.main': 200,
      'wallet.unknown': 200,
      'wallet.insufficient.balance': 200,
      'wallet.transfer.conflict': 200,
    },
  },
  transferUplineInfo: { tag, summary: 'Whether the member may transfer to their agent, and to whom', value: transferUplineInfo },
  transferUpline: {
    tag,
    summary: "Transfer from the main wallet to the member's agent (where the merchant allows it)",
    description:
      'function.not.available: the merchant setting is off. transfer.turnover.pending has value { required, played, remaining }: ' +
      'bonus money under turnover leaves by no path.',
    body: transferUplineBody,
    value: transferUplineValue,
    errors: {
      'function.not.available': 200,
      'transfer.upline.none': 200,
      'wallet.insufficient.balance': 200,
      'wallet.transfer.conflict': 200,
      'transfer.turnover.pending': 200,
    },
  },
} as const satisfies CallTable;
