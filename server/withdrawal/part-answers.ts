// The member's answers for each paid part: received, not received (with proof images, which open a dispute), or
// all received at once. Each is written under a row lock, so a repeated answer changes nothing twice.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { withdrawalParts, withdrawalProofs, withdrawals } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import type { WithdrawalView } from '../../contract/withdrawal/withdrawal.ts';
import { Refusal } from '../shared/refusal.ts';
import { refreshStatus, settleOverdue, type PartRow, type WithdrawalRow } from './withdrawal-status.ts';
import { viewsOf } from './withdrawal-views.ts';

/** The part, locked, if it belongs to the member; overdue answers are settled first. */
async function lockPart(tx: Tx, memberId: number, partId: number, now: Date): Promise<{ part: PartRow; w: WithdrawalRow }> {
  const [row] = await tx
    .select({ part: withdrawalParts, w: withdrawals })
    .from(withdrawalParts)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalParts.withdrawalId))
    .where(and(eq(withdrawalParts.id, partId), eq(withdrawals.memberId, memberId)))
    .for('update');
  if (!row) throw new Refusal('withdrawal.part.unknown', 'No such payout part');
  if (row.part.status === 'awaiting' && row.part.confirmBy <= now) {
    await tx.update(withdrawalParts).set({ status: 'autoReceived', confirmedAt: row.part.confirmBy }).where(eq(withdrawalParts.id, partId));
    await refreshStatus(tx, row.w.id);
    return { part: { ...row.part, status: 'autoReceived', confirmedAt: row.part.confirmBy }, w: row.w };
  }
  return row;
}

async function viewAfter(deps: Pick<Deps, 'db' | 'clock' | 'config'>, tx: Tx, withdrawalId: number): Promise<WithdrawalView> {
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  return (await viewsOf(tx, [w!], deps.clock.now(), deps.config.wallet.withdrawalConfirmMinutes))[0]!;
}

/** Received: a repeat, or a part already counted received after its deadline, changes nothing. */
export function confirmReceived(deps: Pick<Deps, 'db' | 'clock' | 'config'>, memberId: number, partId: number): Promise<WithdrawalView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { part, w } = await lockPart(tx, memberId, partId, now);
    if (part.status === 'notReceived') throw new Refusal('withdrawal.part.answered', 'This part was already reported as not received');
    if (part.status === 'awaiting') {
      await tx.update(withdrawalParts).set({ status: 'received', confirmedAt: now }).where(eq(withdrawalParts.id, part.id));
      await refreshStatus(tx, w.id);
    }
    return viewAfter(deps, tx, w.id);
  });
}

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * Refuses (Refusal) a "not received" answer that would be refused whatever its proofs: no such part of the member's,
 * or a part already answered or past its deadline. Checked before the proofs are read (issue 39 item 4);
 * the answer checks again under the part's lock.
 */
async function checkProofTarget(deps: Pick<Deps, 'db' | 'clock'>, memberId: number, partId: number): Promise<void> {
  const [row] = await deps.db
    .select({ status: withdrawalParts.status, confirmBy: withdrawalParts.confirmBy })
    .from(withdrawalParts)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalParts.withdrawalId))
    .where(and(eq(withdrawalParts.id, partId), eq(withdrawals.memberId, memberId)));
  if (!row) throw new Refusal('withdrawal.part.unknown', 'No such payout part');
  const overdue = row.status === 'awaiting' && row.confirmBy <= deps.clock.now();
  if (row.status === 'autoReceived' || overdue)
    throw new Refusal('withdrawal.part.autoReceived', 'The time to report this part has passed: it counts as received');
  if (row.status === 'received') throw new Refusal('withdrawal.part.answered', 'This part was already confirmed as received');
}

/**
 * Not received, with proof: the part goes to the dispute queue. A repeat stores nothing more. `read` reads the proofs
 * from the upload: it is called only once the part is known to be the member's and open to an answer, so a refused
 * answer never has its files read.
 */
export async function confirmNotReceived(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  memberId: number,
  partId: number,
  read: () => Promise<ProofImage[]>,
): Promise<WithdrawalView> {
  await checkProofTarget(deps, memberId, partId);
  const proofs = await read();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { part, w } = await lockPart(tx, memberId, partId, now);
    if (part.status === 'autoReceived') throw new Refusal('withdrawal.part.autoReceived', 'The time to report this part has passed: it counts as received');
    if (part.status === 'received') throw new Refusal('withdrawal.part.answered', 'This part was already confirmed as received');
    if (part.status === 'awaiting') {
      await tx.update(withdrawalParts).set({ status: 'notReceived', confirmedAt: now, dispute: 'open' }).where(eq(withdrawalParts.id, part.id));
      await tx.insert(withdrawalProofs).values(proofs.map((p) => ({ partId: part.id, mime: p.mime, size: p.bytes.length, bytes: p.bytes, createdAt: now })));
      await refreshStatus(tx, w.id);
    }
    return viewAfter(deps, tx, w.id);
  });
}

/** All received: every part still awaiting an answer is received. */
export function confirmAllReceived(deps: Pick<Deps, 'db' | 'clock' | 'config'>, memberId: number, withdrawalId: number): Promise<WithdrawalView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.memberId, memberId)))
      .for('update');
    if (!w) throw new Refusal('withdrawal.unknown', 'No such withdrawal');
    await settleOverdue(tx, now, memberId);
    await tx
      .update(withdrawalParts)
      .set({ status: 'received', confirmedAt: now })
      .where(and(eq(withdrawalParts.withdrawalId, w.id), eq(withdrawalParts.status, 'awaiting')));
    await refreshStatus(tx, w.id);
    return viewAfter(deps, tx, w.id);
  });
}
