// Double-entry ledger in integer centavos. Each transfer is one database transaction with an idempotency key:
// a replayed key returns the first result and moves nothing; a player account never goes below zero.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';
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

export async function transfer(db: Db | Tx, clock: Clock, req: TransferRequest): Promise<TransferResult> {
  validate(req);
  return db.transaction((tx) => transferIn(tx, clock, req));
}

/** The transfer inside a caller's transaction, so a settlement can move money and write its records atomically. */
export async function transferIn(tx: Tx, clock: Clock, req: TransferRequest): Promise<TransferResult> {
  validate(req);
  const now = clock.now();
  // Lock both rows in id order so opposite transfers cannot deadlock.
  const locked = await queryRows(
    tx,
    sql`select id from ledger_accounts where id in (${req.fromAccountId}, ${req.toAccountId}) order by id for update`,
  );
  if (locked.length !== 2) throw new LedgerError('ledger.invalid.transfer', 'Unknown account');
  const inserted = await tx
    .insert(ledgerTransfers)
    .values({
      idempotencyKey: req.key,
      kind: req.kind,
      fromAccountId: req.fromAccountId,
      toAccountId: req.toAccountId,
      amount: req.amount,
      memo: req.memo ?? '',
      createdAt: now,
    })
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id });

  const first = inserted[0];
  if (!first) return replay(tx, req);

  const [from] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} - ${req.amount}` })
    .where(
      and(
        eq(ledgerAccounts.id, req.fromAccountId),
        sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} >= ${req.amount})`,
      ),
    )
    .returning({ balance: ledgerAccounts.balance });
  if (!from) throw new LedgerError('ledger.insufficient.funds', 'Insufficient balance');
  const [to] = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${req.amount}` })
    .where(eq(ledgerAccounts.id, req.toAccountId))
    .returning({ balance: ledgerAccounts.balance });

  await tx.insert(ledgerEntries).values([
    { transferId: first.id, accountId: req.fromAccountId, amount: -req.amount, balanceAfter: from.balance, createdAt: now },
    { transferId: first.id, accountId: req.toAccountId, amount: req.amount, balanceAfter: to!.balance, createdAt: now },
  ]);
  return { transferId: first.id, replayed: false, fromBalance: from.balance, toBalance: to!.balance };
}

async function replay(tx: Tx, req: TransferRequest): Promise<TransferResult> {
  const [seen] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, req.key));
  if (
    !seen ||
    seen.kind !== req.kind ||
    seen.fromAccountId !== req.fromAccountId ||
    seen.toAccountId !== req.toAccountId ||
    seen.amount !== req.amount
  )
    throw new LedgerError('ledger.idempotency.conflict', 'This transaction id was already used for another transfer');
  const entries = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, seen.id));
  const after = (accountId: number) => entries.find((e) => e.accountId === accountId)?.balanceAfter ?? 0;
  return { transferId: seen.id, replayed: true, fromBalance: after(seen.fromAccountId), toBalance: after(seen.toAccountId) };
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
