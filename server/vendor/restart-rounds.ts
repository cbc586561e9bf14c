// Rounds a crash left open (issue 39 item 5): a process killed between a bet and its win leaves the round owing a
// call. The rounds job finishes such rounds only past the timeout, since a round that young may still be under way in
// another live instance; but a round carrying this instance's own name can only be its previous process's (one live
// process per name, docs/decisions.md), so the next process settles it at start, before it listens, and the
// member's first balance answer after the restart has no stake missing.
import { and, asc, eq, ne } from 'drizzle-orm';
import { vendorRounds } from '../db/schema-games.ts';
import type { Deps } from '../deps.ts';
import { sendOwed } from './round-outbox.ts';
import type { WalletClient } from './wallet-client.ts';

/**
 * Settles every round this instance's earlier processes left owing a call (a win re-sent, a bet whose answer never
 * came rolled back) and answers how many were settled and how many still owe a call (left to the rounds job).
 * To be run before the server takes requests: no spin of this process is under way then.
 */
export async function settleOwnOpenRounds(
  deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>,
  wallet: WalletClient,
  limit = 5_000,
): Promise<{ settled: number; pending: number }> {
  // One pass: a process has only the rounds it was spinning when it died open (a handful per player in play);
  // any past the limit, or still refused by the wallet, is left to the rounds job.
  const due = await deps.db
    .select()
    .from(vendorRounds)
    .where(and(ne(vendorRounds.owed, 'none'), eq(vendorRounds.instance, deps.config.vendor.instance)))
    .orderBy(asc(vendorRounds.updatedAt))
    .limit(limit);
  let settled = 0;
  for (const r of due) {
    // A bet never answered is cancelled, never sent again: the player saw no result for it.
    const owed = await sendOwed(deps, wallet, r.owed === 'bet' ? { ...r, owed: 'rollback' } : r);
    if (owed === 'none') settled++;
  }
  return { settled, pending: due.length - settled };
}
