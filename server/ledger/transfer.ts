// Double-entry ledger in integer centavos. Each transfer is one atomic statement (the ledger_transfer function of
// migrations 0001 and 0023) with an idempotency key: a replayed key returns the first result and moves nothing; a
// player account never goes below zero (checked there and by a constraint); the two accounts hold one currency.
import { preparedRows, type Db, type Tx } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import type { TransferKind } from './kinds.ts';
import { ledgerRefusals, ledgerTransfers } from '../fleet/metrics.ts';

export interface TransferRequest {
  key: string;
  kind: TransferKind;
  fromAccountId: number;
  toAccountId: number;
  /** Centavos (or hundredths of a point), a positive integer. */
  amount: number;
  memo?: string;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
  /** Each account's balance after the transfer; 0 for an account that may go below zero, which keeps none (migration 0024). */
  fromBalance: number;
  toBalance: number;
}

export type LedgerErrorCode = 'ledger.insufficient.funds' | 'ledger.idempotency.conflict' | 'ledger.invalid.transfer' | 'ledger.currency.mismatch';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function validate(req: TransferRequest) {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0)
    throw new LedgerError('ledger.invalid.transfer', 'Amount must be a positive whole number of centavos');
  if (req.fromAccountId === req.toAccountId) throw new LedgerError('ledger.invalid.transfer', 'A transfer needs two different accounts');
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
  try {
    const result = await transferOnce(db, clock, req);
    ledgerTransfers.inc({ kind: req.kind });
    return result;
  } catch (err) {
    if (err instanceof LedgerError) ledgerRefusals.inc({ kind: req.kind, code: err.code });
    throw err;
  }
}

async function transferOnce(db: Db | Tx, clock: Clock, req: TransferRequest): Promise<TransferResult> {
  validate(req);
  const [row] = await preparedRows<{
    status: string;
    transfer_id: string | number | null;
    from_balance: string | number | null;
    to_balance: string | number | null;
  }>(db, 'ledger_transfer', 'select * from ledger_transfer($1, $2, $3, $4, $5, $6, $7)', [
    req.key,
    req.kind,
    req.fromAccountId,
    req.toAccountId,
    req.amount,
    req.memo ?? '',
    clock.now().toISOString(),
  ]);
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
    case 'currency':
      throw new LedgerError('ledger.currency.mismatch', 'The two accounts hold different currencies');
    default:
      throw new LedgerError('ledger.invalid.transfer', 'Unknown account');
  }
}
