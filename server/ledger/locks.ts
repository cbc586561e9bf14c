// Row locks a movement takes before it decides a rule the ledger itself does not know (a bonus turnover), so the
// rule and the movement are decided under one lock (DESIGN.md §5): in id order, as ledger_transfer takes them, so two
// movements between the same accounts in opposite directions wait for each other instead of deadlocking.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';

/**
 * Locks the accounts' rows until the transaction ends: those that keep a balance, as ledger_transfer does (an
 * account that may go below zero keeps none and is never locked, so no player waits on it; migration 0024).
 */
export async function lockAccounts(tx: Tx, accountIds: readonly number[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  await tx.execute(sql`select id from ledger_accounts where id in (${sql.join(ids, sql`, `)}) and not allow_negative order by id for update`);
}

/** Whether a transfer with this key was made: a resend is answered by the ledger with the first result. */
export async function transferMade(tx: Tx, key: string): Promise<boolean> {
  return (await queryRows(tx, sql`select 1 from ledger_transfers where idempotency_key = ${key}`)).length > 0;
}
