// Placing a withdrawal: the member's request checked in the product's order, then written with its amount held
// (member -> withdrawal:hold) in one transaction, under the member's withdrawal lock.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { bankAccounts, withdrawals } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { LedgerError, transferIn } from '../ledger/transfer.ts';
import { withdrawalHoldAccountId, accountId, memberAccountCode } from '../ledger/accounts.ts';
import { dayBounds } from '../shared/day-range.ts';
import { dailyWithdrawalLimit } from '../vip/service.ts';
import { refuseWhileTurnoverOwed, turnoverRefusal } from '../rewards/turnover.ts';
import { lockAccounts } from '../ledger/locks.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { checkPaymentPassword } from '../account/payment-passwords.ts';
import { hasPaymentPassword, payeeOf, type BankAccountRow } from './bank-accounts.ts';
import type { WithdrawalRow } from './withdrawal-status.ts';
import { viewsOf } from './withdrawal-views.ts';
import type { WithdrawalView } from '../../contract/withdrawal/withdrawal.ts';

/** Withdrawals the member asked for in the members' current day (rejected ones count too). */
export async function usedToday(deps: Pick<Deps, 'clock' | 'config'> & { db: Db | Tx }, memberId: number): Promise<number> {
  const today = dayBounds({}, deps.clock.now(), deps.config.wallet.timeZoneOffsetMinutes, 1);
  const [row] = await deps.db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, today.from), lt(withdrawals.createdAt, today.to)));
  return Number(row?.n ?? 0);
}

export interface WithdrawTerms {
  memberId: number;
  amount: number;
  bankAccount: BankAccountRow;
  requestId: string;
}

/** What the member sends to withdraw (contract/withdrawal/withdraw.ts), the amount in centavos. */
export interface WithdrawRequest {
  amount: number;
  bankAccountId: number;
  paymentPassword: string;
  requestId: string;
}

/**
 * The member's withdrawal: refused (a Refusal, nothing written) without a payment password, without that bank
 * account of theirs, outside the merchant's limits or with a wrong payment password, in that order; else held, and
 * answered as the member sees it.
 */
export async function requestWithdrawal(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'random'>,
  memberId: number,
  req: WithdrawRequest,
): Promise<WithdrawalView> {
  const { db, clock } = deps;
  const wallet = deps.config.wallet;
  if (!(await hasPaymentPassword(db, memberId))) throw new Refusal('paymentPassword.unset', 'Please set a payment password first');
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, req.bankAccountId), eq(bankAccounts.memberId, memberId)));
  if (!account) throw new Refusal('withdraw.bankAccount.missing', 'Please bind a bank account first');
  const limits = { min: toDecimal(wallet.withdrawMin), max: toDecimal(wallet.withdrawMax) };
  if (req.amount < wallet.withdrawMin) throw new Refusal('withdraw.amount.below.min', `The minimum withdrawal is ${limits.min.toFixed(2)}`, limits);
  if (req.amount > wallet.withdrawMax) throw new Refusal('withdraw.amount.above.max', `The maximum withdrawal is ${limits.max.toFixed(2)}`, limits);
  await checkPaymentPassword(db, clock.now(), memberId, req.paymentPassword);
  const { row } = await holdWithdrawal(deps, { memberId, amount: req.amount, bankAccount: account, requestId: req.requestId });
  return (await viewsOf(db, [row], clock.now(), wallet.withdrawalConfirmMinutes))[0]!;
}

/**
 * Writes the withdrawal and holds its amount in one transaction. A request id already used by this member
 * answers that withdrawal (replayed) and holds nothing again; past the daily count, or above the balance, it
 * writes nothing. Both are decided under the member's withdrawal lock, so parallel requests never pass them.
 */
export async function holdWithdrawal(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'random'>,
  terms: WithdrawTerms,
): Promise<{ row: WithdrawalRow; replayed: boolean }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const currency = config.merchant.currency;
  const orderNo = `W${now.toISOString().slice(0, 10).replace(/-/g, '')}${deps.random.bytes(5).toString('hex').toUpperCase()}`;
  return db.transaction(async (tx) => {
    // One request of a member at a time: a replay waits for the first and then finds it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${terms.memberId}`}, 0))`);
    const [seen] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, terms.memberId), eq(withdrawals.requestId, terms.requestId)));
    if (seen) return { row: seen, replayed: true };
    // Bonus turnover (docs/economy.md §turnover), decided under the wallet's lock, which a claim takes too.
    await lockAccounts(tx, [await accountId(tx, memberAccountCode(terms.memberId), currency, { memberId: terms.memberId })]);
    await refuseWhileTurnoverOwed(tx, terms.memberId, now, turnoverRefusal('withdraw.turnover.pending', config.merchant.currencySymbol));
    // The member's VIP level may allow more withdrawals a day than the merchant's count (never fewer).
    const dailyCount = await dailyWithdrawalLimit(tx, terms.memberId, config.wallet.withdrawDailyCount);
    if ((await usedToday({ ...deps, db: tx }, terms.memberId)) >= dailyCount)
      throw new Refusal('withdraw.daily.limit', `At most ${dailyCount} withdrawals a day`);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        orderNo,
        memberId: terms.memberId,
        requestId: terms.requestId,
        bankAccountId: terms.bankAccount.id,
        payee: payeeOf(terms.bankAccount),
        amount: terms.amount,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    const wallet = await accountId(tx, memberAccountCode(terms.memberId), currency, { memberId: terms.memberId });
    try {
      const held = await transferIn(tx, clock, {
        key: `withdrawal:hold:${row!.orderNo}`,
        kind: 'withdrawal',
        fromAccountId: wallet,
        toAccountId: await withdrawalHoldAccountId(tx, currency),
        amount: terms.amount,
        memo: `Withdrawal ${row!.orderNo} to ${row!.payee}`,
      });
      await tx.update(withdrawals).set({ holdTransferId: held.transferId }).where(eq(withdrawals.id, row!.id));
      return { row: { ...row!, holdTransferId: held.transferId }, replayed: false };
    } catch (err) {
      // Thrown out of the transaction, so the withdrawal row is not kept either.
      if (err instanceof LedgerError && err.code === 'ledger.insufficient.funds')
        throw new Refusal('withdraw.insufficient.balance', 'The amount is more than your balance');
      throw err;
    }
  });
}
