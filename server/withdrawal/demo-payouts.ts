// The demo payout processors: the timed job's and the ops command's. Both pay through payPart, as an operator would.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { withdrawalParts, withdrawals } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import type { WithdrawalRow } from './withdrawal-status.ts';
import { payPart } from './payouts.ts';

/**
 * The demo payout processor (the demo-payouts job, server/jobs): a pending withdrawal is paid half
 * demoPayoutMinutes after the request and the rest as long again after it. Each part is paid only as the part
 * with its number, so a run repeated after a crash, or racing another, pays nothing twice.
 */
export async function runDemoPayouts(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>): Promise<number> {
  const every = deps.config.wallet.demoPayoutMinutes * 60_000;
  if (!every) return 0;
  const now = deps.clock.now().getTime();
  const open = await deps.db
    .select()
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, ['pending', 'paying']), lte(withdrawals.createdAt, new Date(now - every))))
    .orderBy(asc(withdrawals.id));
  // An operator may have paid or rejected it meanwhile: then the processor leaves it alone.
  const quietly = (pay: Promise<unknown>) => pay.then((r) => (r ? 1 : 0)).catch((err) => (err instanceof Refusal ? 0 : Promise.reject(err)));
  let paidParts = 0;
  for (const w of open) {
    const requested = w.createdAt.getTime();
    const paid = async () =>
      (await deps.db.select({ amount: withdrawalParts.amount }).from(withdrawalParts).where(eq(withdrawalParts.withdrawalId, w.id))).reduce(
        (s, p) => s + p.amount,
        0,
      );
    const half = Math.floor(w.amount / 2);
    if (now >= requested + every && half > 0) paidParts += await quietly(payPart(deps, w.id, half, 1));
    if (now >= requested + 2 * every) {
      const left = w.amount - (await paid());
      if (left > 0) paidParts += await quietly(payPart(deps, w.id, left, half > 0 ? 2 : 1));
    }
  }
  return paidParts;
}

/** The ops command's demo payout processor: every pending withdrawal is paid in two parts (half, then the rest). */
export async function processPendingPayouts(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>): Promise<WithdrawalRow[]> {
  const pending = await deps.db.select().from(withdrawals).where(eq(withdrawals.status, 'pending')).orderBy(asc(withdrawals.id));
  for (const w of pending) {
    const first = Math.floor(w.amount / 2);
    if (first > 0) await payPart(deps, w.id, first);
    await payPart(deps, w.id, w.amount - first);
  }
  return pending;
}
