// The dispute queue: parts the member reported not received, with their proof images, for the operator to decide
// (a refund moves payout -> member; a rejection moves nothing).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawalParts, withdrawalProofs, withdrawals } from '../db/schema-wallet.ts';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { transferIn } from '../ledger/transfer.ts';
import { payoutAccountId, accountId, memberAccountCode } from '../ledger/accounts.ts';
import { Refusal } from '../shared/refusal.ts';
import type { PartRow, WithdrawalRow } from './withdrawal-status.ts';
import { hintAfter } from './payouts.ts';

/** Decides a dispute: a refund moves the part's amount payout -> member; a rejection moves nothing. */
export function decideDispute(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>,
  partId: number,
  decision: 'refunded' | 'rejected',
): Promise<{ part: PartRow; w: WithdrawalRow }> {
  const { clock, config } = deps;
  const currency = config.merchant.currency;
  return hintAfter(
    deps,
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ part: withdrawalParts, w: withdrawals })
        .from(withdrawalParts)
        .innerJoin(withdrawals, eq(withdrawals.id, withdrawalParts.withdrawalId))
        .where(eq(withdrawalParts.id, partId))
        .for('update');
      if (!row) throw new Refusal('withdrawal.part.unknown', `No payout part ${partId}.`);
      const { part, w } = row;
      // A forced receipt (autoReceived) or a confirmed one never reaches the queue, so it can never be refunded.
      if (part.status !== 'notReceived' || part.dispute !== 'open')
        throw new Refusal('dispute.not.open', `Part ${partId} has no open dispute (${part.status}${part.dispute ? `, ${part.dispute}` : ''}).`);
      let refundTransferId: number | null = null;
      if (decision === 'refunded') {
        const moved = await transferIn(tx, clock, {
          key: `withdrawal:refund:${w.orderNo}:${part.seq}`,
          kind: 'withdrawal.refund',
          fromAccountId: await payoutAccountId(tx, currency),
          toAccountId: await accountId(tx, memberAccountCode(w.memberId), currency, { memberId: w.memberId }),
          amount: part.amount,
          memo: `Withdrawal ${w.orderNo} part ${part.seq} not received: refunded`,
        });
        refundTransferId = moved.transferId;
      }
      const [updated] = await tx
        .update(withdrawalParts)
        .set({ dispute: decision, disputeClosedAt: clock.now(), refundTransferId })
        .where(eq(withdrawalParts.id, part.id))
        .returning();
      return { part: updated!, w };
    }),
  );
}

export async function openDisputes(db: Db) {
  return db
    .select({ part: withdrawalParts, w: withdrawals, account: members.account })
    .from(withdrawalParts)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalParts.withdrawalId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(eq(withdrawalParts.dispute, 'open'))
    .orderBy(asc(withdrawalParts.confirmedAt));
}

/** The proof images of a part, for the operator deciding its dispute. */
export async function proofsOf(db: Db, partId: number) {
  return db.select().from(withdrawalProofs).where(eq(withdrawalProofs.partId, partId)).orderBy(asc(withdrawalProofs.id));
}
