// Withdrawals (issue 6): the amount is held at once (member -> withdrawal:hold) in the transaction that writes the
// withdrawal; the operator pays it in parts (hold -> withdrawal:payout), each with a deadline; the member confirms
// each part received or not received (with proof), or all at once; a part past its deadline counts as received
// (autoReceived, never refunded); a part reported missing goes to the dispute queue, where a refund moves
// payout -> member. Every state change is written under a row lock, so a replay changes nothing twice.
// Here: the status a withdrawal takes from its parts, and the sweep that counts overdue parts received.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { withdrawalParts, withdrawals } from '../db/schema-wallet.ts';
import type { WithdrawalStatus } from '../../contract/withdrawal/withdrawal.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PartRow = typeof withdrawalParts.$inferSelect;

/** Parts past their deadline become autoReceived (confirmed at the deadline); their withdrawals are updated. */
export async function settleOverdue(db: Db | Tx, now: Date, memberId?: number): Promise<number> {
  const due = and(
    eq(withdrawalParts.status, 'awaiting'),
    lte(withdrawalParts.confirmBy, now),
    memberId === undefined
      ? undefined
      : inArray(withdrawalParts.withdrawalId, db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.memberId, memberId))),
  );
  const changed = await db
    .update(withdrawalParts)
    .set({ status: 'autoReceived', confirmedAt: sql`${withdrawalParts.confirmBy}` })
    .where(due)
    .returning({ withdrawalId: withdrawalParts.withdrawalId });
  for (const id of new Set(changed.map((c) => c.withdrawalId))) await refreshStatus(db, id);
  return changed.length;
}

/** The withdrawal's status from its parts (a rejected one stays rejected). */
export async function refreshStatus(db: Db | Tx, withdrawalId: number): Promise<void> {
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (!w || w.status === 'rejected') return;
  const parts = await db.select().from(withdrawalParts).where(eq(withdrawalParts.withdrawalId, withdrawalId));
  const paid = parts.reduce((s, p) => s + p.amount, 0);
  const awaiting = parts.some((p) => p.status === 'awaiting');
  const status: WithdrawalStatus = paid === 0 ? 'pending' : paid < w.amount ? 'paying' : awaiting ? 'paid' : 'completed';
  if (status !== w.status) {
    const lastAnswer = parts.reduce<Date | null>((at, p) => (p.confirmedAt && (!at || p.confirmedAt > at) ? p.confirmedAt : at), null);
    await db
      .update(withdrawals)
      .set({ status, closedAt: status === 'completed' ? lastAnswer : null })
      .where(eq(withdrawals.id, withdrawalId));
  }
}
