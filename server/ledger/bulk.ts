// The ledger's set-based entry: many transfers in one statement, for the writers that move money by the batch (a
// period's settlement, the demo seed). It writes what ledger_transfer writes for each (one ledger_transfers row,
// its two entries with the running balance after each, the balances moved), locks every account it touches that
// keeps a balance in id order first (the order ledger_transfer locks in, so it never deadlocks with single
// transfers; an account that may go below zero keeps no balance row and is neither locked nor updated, migration
// 0024, so a batch does not hold up the players paid from the same house account), and refuses the
// whole batch through ledger_bulk_guard (migration 0023) when an account that may not go below zero would at any
// step, or a transfer would join two currencies: then nothing is written.
//
// The keys must be new (a batch is not replayed transfer by transfer): a caller that may meet a key again links
// the existing transfer first, as the settlement does.
//
// A caller that records each transfer beside it (a settlements row and its transfer id) passes that insert as
// `alongside`: it runs in the same statement, reads `batch` (the rows with their transfer_id) and writes its rows
// whole with the id, so no update links them afterwards (an update of rows just inserted costs a new row version
// and the foreign-key checks again, 3 s of a 43,000-row day close, docs/decisions.md).
import { ledgerTransfers as transfersMade } from '../fleet/metrics.ts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import { LedgerError, type LedgerErrorCode } from './transfer.ts';

export interface BulkResult {
  /** Transfers written. */
  count: number;
  /** What they moved, in minor units. */
  amount: number;
}

/**
 * Writes the transfers `rows` yields, in its `ord` order (transfer ids follow it), inside the caller's
 * transaction. `rows` is a query with the columns
 * `ord, key, kind, from_account_id, to_account_id, amount, memo, created_at` (and any the caller's `alongside` reads).
 * `alongside`: a data-modifying statement over `batch` (each row of `rows` with its `transfer_id`), run in the same
 * statement, so it commits or fails with the batch.
 */
export async function bulkTransfers(tx: Tx, rows: SQL, alongside?: SQL): Promise<BulkResult> {
  try {
    const [result] = await queryRows<{ count: string; amount: string; kinds: Record<string, string | number> | null }>(
      tx,
      // Every transfer takes its id from the ledger's sequence up front, in `ord` order, so each statement part
      // reads the batch alone (a join of one write's output to another's has no statistics and plans as a loop).
      sql`with batch as materialized (
            select r.*, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as transfer_id
            from (select * from (${rows}) q order by q.ord) r),
          legs as materialized (
            select transfer_id, 0 as side, from_account_id as account_id, -amount as amount, created_at from batch
            union all
            select transfer_id, 1, to_account_id, amount, created_at from batch),
          kept as materialized (
            select a.id, a.balance, a.currency, a.allow_negative from ledger_accounts a
            where a.id in (select account_id from legs) and not a.allow_negative order by a.id for update),
          locked as materialized (
            select * from kept
            union all
            select a.id, 0, a.currency, a.allow_negative from ledger_accounts a
            where a.id in (select account_id from legs) and a.allow_negative),
          run as materialized (
            select l.transfer_id, l.side, l.account_id, l.amount, l.created_at, k.allow_negative,
                   case when not k.allow_negative
                     then k.balance + sum(l.amount) over (partition by l.account_id order by l.transfer_id, l.side) end as balance_after
            from legs l join locked k on k.id = l.account_id),
          guard as materialized (
            select ledger_bulk_guard(
              (select count(*) from run where balance_after < 0 and not allow_negative),
              (select count(*) from batch b join locked f on f.id = b.from_account_id join locked t on t.id = b.to_account_id
               where f.currency <> t.currency)) as ok),
          moved as (
            insert into ledger_transfers (id, idempotency_key, kind, from_account_id, to_account_id, amount, memo, currency, created_at)
            select b.transfer_id, b.key, b.kind, b.from_account_id, b.to_account_id, b.amount, b.memo, f.currency, b.created_at
            from batch b join locked f on f.id = b.from_account_id cross join guard where guard.ok order by b.transfer_id),
          entries as (
            insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
            select r.transfer_id, r.account_id, r.amount, r.balance_after, r.created_at
            from run r cross join guard where guard.ok order by r.transfer_id, r.side),
          balances as (
            update ledger_accounts a set balance = a.balance + d.total
            from (select account_id, sum(amount) as total from legs where account_id in (select id from kept) group by account_id) d
            cross join guard
            where guard.ok and a.id = d.account_id)${
              alongside
                ? sql`,
          alongside as (${alongside})`
                : sql``
            }
          select count(*) as count, coalesce(sum(amount), 0) as amount,
                 (select json_object_agg(kind, n) from (select kind, count(*) as n from batch group by kind) k) as kinds
          from batch`,
    );
    for (const [kind, n] of Object.entries(result?.kinds ?? {})) transfersMade.inc({ kind }, Number(n));
    return { count: Number(result?.count ?? 0), amount: Number(result?.amount ?? 0) };
  } catch (err) {
    // ledger_bulk_guard's refusal, as the driver reports it (drizzle wraps the database's error as its cause).
    const message = String((err as { cause?: Error })?.cause?.message ?? (err as Error)?.message ?? err);
    const code = /^ledger\.(currency\.mismatch|insufficient\.funds)/.exec(message)?.[0];
    if (code) throw new LedgerError(code as LedgerErrorCode, message);
    throw err;
  }
}

/**
 * Moves transfers (and their entries) to an earlier time: the demo seed's opening credits, written when the
 * accounts are made, belong before the play it writes afterwards. Amounts and balances are untouched.
 */
export async function backdateTransfers(tx: Tx, transferIds: number[], at: Date): Promise<void> {
  if (!transferIds.length) return;
  await tx.update(ledgerTransfers).set({ createdAt: at }).where(inArray(ledgerTransfers.id, transferIds));
  await tx.update(ledgerEntries).set({ createdAt: at }).where(inArray(ledgerEntries.transferId, transferIds));
}
