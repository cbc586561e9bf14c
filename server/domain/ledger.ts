// Double-entry ledger in integer centavos. Each transfer is one atomic statement (the ledger_transfer function of
// migration 0001) with an idempotency key: a replayed key returns the first result and moves nothing; a player
// account never goes below zero (checked there and by a constraint).
import { eq } from 'drizzle-orm';
import { preparedRows, type Db, type Tx } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';
import type { Clock } from '../deps.ts';

export interface TransferRequest {
  key: string;
  kind: string;
  fromAccountId: number;
  toAccountId: number;
  /** Centavos, a positive integer. */
  amount: number;
  memo?: string;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
  fromBalance: number;
  toBalance: number;
}

export class LedgerError extends Error {
  constructor(
    readonly code: 'ledger.insufficient.funds' | 'ledger.idempotency.conflict' | 'ledger.invalid.transfer',
    message: string,
  ) {
    super(message);
  }
}

export const HOUSE_ACCOUNT = 'house';
export const memberAccountCode = (memberId: number) => `member:${memberId}`;

function validate(req: TransferRequest) {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0)
    throw new LedgerError('ledger.invalid.transfer', 'Amount must be a positive whole number of centavos');
  if (req.fromAccountId === req.toAccountId)
    throw new LedgerError('ledger.invalid.transfer', 'A transfer needs two different accounts');
  if (!req.key) throw new LedgerError('ledger.invalid.transfer', 'A transfer needs an idempotency key');
}

/** One transfer, atomic on its own: a single statement, so no surrounding transaction is needed. */
export async function transfer(db: Db | Tx, clock: Clock, req: TransferRequest): Promise<TransferResult> {
  return transferIn(db, clock, req);
}

/**
 * The transfer inside a caller's transaction, so a settlement can move money and write its records atomically.
 * A refusal (LedgerError) writes nothing and leaves the caller's transaction usable.
 */
export async function transferIn(db: Db | Tx, clock: Clock, req: TransferRequest): Promise<TransferResult> {
  validate(req);
  const [row] = await preparedRows<{ status: string; transfer_id: string | number | null; from_balance: string | number | null; to_balance: string | number | null }>(
    db,
    'ledger_transfer',
    'select * from ledger_transfer($1, $2, $3, $4, $5, $6, $7)',
    [req.key, req.kind, req.fromAccountId, req.toAccountId, req.amount, req.memo ?? '', clock.now().toISOString()],
  );
  switch (row?.status) {
    case 'ok':
    case 'replayed':
      return {
        transferId: Number(row.transfer_id),
        replayed: row.status === 'replayed',
        fromBalance: Number(row.from_balance),
        toBalance: Number(row.to_balance),
      };
    case 'insufficient':
      throw new LedgerError('ledger.insufficient.funds', 'Insufficient balance');
    case 'conflict':
      throw new LedgerError('ledger.idempotency.conflict', 'This transaction id was already used for another transfer');
    default:
      throw new LedgerError('ledger.invalid.transfer', 'Unknown account');
  }
}

/** The account's id, creating it on first use. */
export async function accountId(
  db: Db | Tx,
  code: string,
  currency: string,
  opts: { memberId?: number; allowNegative?: boolean } = {},
): Promise<number> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ code, currency, memberId: opts.memberId ?? null, allowNegative: opts.allowNegative ?? false })
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row!.id;
}

export const houseAccountId = (db: Db | Tx, currency: string) =>
  accountId(db, HOUSE_ACCOUNT, currency, { allowNegative: true });

/** A member's wallet balance in centavos (0 before the wallet exists). */
export async function memberBalance(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, memberAccountCode(memberId)));
  return row?.balance ?? 0;
}

/** Centavos to the API's decimal with 2 places. */
export const toDecimal = (centavos: number) => Math.round(centavos) / 100;
