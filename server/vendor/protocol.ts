// The seamless-wallet protocol between the demo vendor and the operator, after the Hub88 operator API: the vendor
// POSTs JSON to the operator's /vendor-wallet/<action>, the raw body signed with HMAC-SHA256 under a shared secret
// (header X-Vendor-Signature, base64); every answer is HTTP 200 with a status code. Amounts are integer centavos.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const SIGNATURE_HEADER = 'x-vendor-signature';
/** The demo vendor's code: its ledger accounts are vendor:DEMO:<shard>. */
export const DEMO_VENDOR = 'DEMO';

export const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export type WalletStatus =
  | 'RS_OK'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_BET_SETTLED'
  | 'RS_ERROR_DUPLICATE_ROUND'
  | 'RS_ERROR_UNKNOWN';

const id = z.string().min(1).max(100);
const amount = z.number().int().min(0).max(1_000_000_000_000);

const base = { request_uuid: id, token: z.string().min(1).max(200), game_code: z.string().min(1).max(64) };
const transaction = { ...base, transaction_uuid: id, round: id, currency: z.string().min(3).max(3) };

export const walletSchemas = {
  balance: z.strictObject({ ...base, game_code: base.game_code.optional() }),
  bet: z.strictObject({ ...transaction, amount: amount.min(1), round_closed: z.boolean() }),
  win: z.strictObject({ ...transaction, reference_transaction_uuid: id, amount, round_closed: z.boolean() }),
  rollback: z.strictObject({ ...base, transaction_uuid: id, round: id, reference_transaction_uuid: id }),
} satisfies Record<WalletAction, z.ZodType>;

export type WalletRequest<A extends WalletAction> = z.infer<(typeof walletSchemas)[A]>;

export interface WalletAnswer {
  status: WalletStatus;
  request_uuid: string;
  /** The operator's id of the player, when known. */
  user: string | null;
  currency: string;
  /** The player's balance in centavos after the call (the real one when a bet is refused); null when unknown. */
  balance: number | null;
}

export const sign = (rawBody: string, secret: string) => createHmac('sha256', secret).update(rawBody).digest('base64');

/** Constant-time comparison, so timing tells nothing about the expected signature. */
export function signatureValid(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(sign(rawBody, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The terms of a transaction: a repeat with the same id and the same terms is a retry (same answer, no money);
 * with other terms it is a duplicate. request_uuid and token are left out: a retry may carry new ones.
 */
export function fingerprint(action: WalletAction, body: Record<string, unknown>): string {
  const terms = [
    action,
    body.round,
    body.amount ?? null,
    body.reference_transaction_uuid ?? null,
    body.game_code,
    body.currency ?? null,
    body.round_closed ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(terms)).digest('base64url');
}
