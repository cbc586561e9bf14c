// The operator's side of a withdrawal: paying it in parts (hold -> withdrawal:payout) or rejecting what is still
// held (hold -> member). After each commits, the member's pages hear of it.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawalParts, withdrawals } from '../db/schema-wallet.ts';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { publishHint } from '../live/publish.ts';
import { transferIn } from '../ledger/transfer.ts';
import { payoutAccountId, withdrawalHoldAccountId, accountId, memberAccountCode } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { refreshStatus, type PartRow, type WithdrawalRow } from './withdrawal-status.ts';

/**
 * Pays a part of a withdrawal (hold -> payout); the member has the configured minutes to answer. With onlyAsSeq,
 * pays only if that would be the part with this number (else null): two payers racing pay it once.
 */
export function payPart(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>,
  withdrawalId: number,
  amount: number,
): Promise<{ part: PartRow; w: WithdrawalRow }>;
export function payPart(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>,
  withdrawalId: number,
  amount: number,
  onlyAsSeq: number,
): Promise<{ part: PartRow; w: WithdrawalRow } | null>;
export function payPart(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>,
  withdrawalId: number,
  amount: number,
  onlyAsSeq?: number,
): Promise<{ part: PartRow; w: WithdrawalRow } | null> {
  const { clock, config } = deps;
  const now = clock.now();
  const currency = config.merchant.currency;
  return hintAfter(
    deps,
    deps.db.transaction(async (tx) => {
      const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
      if (!w) throw new Refusal('withdrawal.unknown', `No withdrawal ${withdrawalId}.`);
      if (w.status === 'rejected') throw new Refusal('withdrawal.rejected', `Withdrawal ${withdrawalId} was rejected.`);
      const parts = await tx.select().from(withdrawalParts).where(eq(withdrawalParts.withdrawalId, w.id));
      if (onlyAsSeq !== undefined && parts.length + 1 !== onlyAsSeq) return null;
      const left = w.amount - parts.reduce((s, p) => s + p.amount, 0);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
        throw new Refusal('withdrawal.amount.invalid', `Withdrawal ${withdrawalId} has ${toDecimal(left).toFixed(2)} left to pay.`);
      const seq = parts.length + 1;
      const moved = await transferIn(tx, clock, {
        key: `withdrawal:part:${w.orderNo}:${seq}`,
        kind: 'withdrawal.payout',
        fromAccountId: await withdrawalHoldAccountId(tx, currency),
        toAccountId: await payoutAccountId(tx, currency),
        amount,
        memo: `Withdrawal ${w.orderNo} part ${seq}`,
      });
      const [part] = await tx
        .insert(withdrawalParts)
        .values({
          withdrawalId: w.id,
          seq,
          amount,
          paidAt: now,
          confirmBy: new Date(now.getTime() + config.wallet.withdrawalConfirmMinutes * 60_000),
          status: 'awaiting',
          payoutTransferId: moved.transferId,
        })
        .returning();
      await refreshStatus(tx, w.id);
      return { part: part!, w };
    }),
  );
}

/** Rejects a withdrawal: what is still held goes back to the member. Parts already paid stay paid. */
export function rejectWithdrawal(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>, withdrawalId: number): Promise<{ returned: number; w: WithdrawalRow }> {
  const { clock, config } = deps;
  const currency = config.merchant.currency;
  return hintAfter(
    deps,
    deps.db.transaction(async (tx) => {
      const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
      if (!w) throw new Refusal('withdrawal.unknown', `No withdrawal ${withdrawalId}.`);
      if (w.status === 'rejected') throw new Refusal('withdrawal.rejected', `Withdrawal ${withdrawalId} was already rejected.`);
      if (w.status !== 'pending' && w.status !== 'paying') throw new Refusal('withdrawal.paid', `Withdrawal ${withdrawalId} is paid out in full.`);
      const parts = await tx.select().from(withdrawalParts).where(eq(withdrawalParts.withdrawalId, w.id));
      const left = w.amount - parts.reduce((s, p) => s + p.amount, 0);
      if (left > 0)
        await transferIn(tx, clock, {
          key: `withdrawal:return:${w.orderNo}`,
          kind: 'withdrawal.return',
          fromAccountId: await withdrawalHoldAccountId(tx, currency),
          toAccountId: await accountId(tx, memberAccountCode(w.memberId), currency, { memberId: w.memberId }),
          amount: left,
          memo: `Withdrawal ${w.orderNo} rejected: the hold returned`,
        });
      await tx.update(withdrawals).set({ status: 'rejected', closedAt: clock.now() }).where(eq(withdrawals.id, w.id));
      return { returned: left, w };
    }),
  );
}

export async function recentWithdrawals(db: Db, limit: number) {
  return db
    .select({ w: withdrawals, account: members.account })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

/** After the transaction of a payout, a rejection or a dispute's decision commits: the member's pages hear of it. */
export async function hintAfter<R extends { w: WithdrawalRow } | null>(deps: Pick<Deps, 'live'>, committed: Promise<R>): Promise<R> {
  const done = await committed;
  if (done) publishHint(deps, done.w.memberId, 'withdrawal', { id: done.w.id });
  return done;
}
