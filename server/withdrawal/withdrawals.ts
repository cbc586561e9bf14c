// Withdrawals (issue 6): the amount is held at once (member -> withdrawal:hold) in the transaction that writes the
// withdrawal; the operator pays it in parts (hold -> withdrawal:payout), each with a deadline; the member confirms
// each part received or not received (with proof), or all at once; a part past its deadline counts as received
// (autoReceived, never refunded); a part reported missing goes to the dispute queue, where a refund moves
// payout -> member. Every state change is written under a row lock, so a replay changes nothing twice.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { bankAccounts, paymentPasswords, withdrawalParts, withdrawalProofs, withdrawals } from '../db/schema-wallet.ts';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { publishHint } from '../live/publish.ts';
import { LedgerError, transferIn } from '../ledger/transfer.ts';
import { payoutAccountId, withdrawalHoldAccountId, accountId, memberAccountCode } from '../ledger/accounts.ts';
import { dayBounds, pageCount, type Bounds } from '../shared/day-range.ts';
import { dailyWithdrawalLimit } from '../vip/service.ts';
import { closePlayedTurnovers, turnoverStatus } from '../rewards/turnover.ts';
import { BANKS, MAX_BANK_ACCOUNTS, type BankAccountView } from '../../contract/withdrawal/withdraw.ts';
import type { WithdrawalDispute, WithdrawalPart, WithdrawalPartStatus, WithdrawalStatus, WithdrawalView } from '../../contract/withdrawal/withdrawal.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { checkPaymentPassword } from '../account/payment-passwords.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PartRow = typeof withdrawalParts.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const bankName = (code: string) => BANKS.find((b) => b.code === code)?.name ?? code;
export const maskNumber = (n: string) => `•••• ${n.slice(-4)}`;
export const payeeOf = (a: BankAccountRow) => `${a.bankCode} ${maskNumber(a.accountNumber)}`;

export const bankAccountView = (a: BankAccountRow): BankAccountView => ({
  id: a.id,
  bankCode: a.bankCode,
  bankName: bankName(a.bankCode),
  accountName: a.accountName,
  accountNumber: maskNumber(a.accountNumber),
});

export const bankAccountsOf = (db: Db | Tx, memberId: number) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.memberId, memberId)).orderBy(asc(bankAccounts.id));

/**
 * Binds a bank account, or says why not. The member's row is locked first, so parallel binds are decided one
 * after the other and neither the limit nor the one-binding-per-account rule gives way.
 */
export function bindBankAccount(
  db: Db,
  now: Date,
  memberId: number,
  account: Pick<BankAccountRow, 'bankCode' | 'accountName' | 'accountNumber'>,
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const existing = await bankAccountsOf(tx, memberId);
    if (existing.some((a) => a.bankCode === account.bankCode && a.accountNumber === account.accountNumber))
      throw new Refusal('bank.account.exists', 'This bank account is already bound');
    if (existing.length >= MAX_BANK_ACCOUNTS) throw new Refusal('bank.account.limit', `At most ${MAX_BANK_ACCOUNTS} bank accounts can be bound`);
    const [row] = await tx
      .insert(bankAccounts)
      .values({ memberId, ...account, createdAt: now })
      .returning();
    return row!;
  });
}

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ m: paymentPasswords.memberId }).from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return !!row;
}

/** Withdrawals the member asked for in the members' current day (rejected ones count too). */
export async function usedToday(deps: Pick<Deps, 'clock' | 'config'> & { db: Db | Tx }, memberId: number): Promise<number> {
  const today = dayBounds({}, deps.clock.now(), deps.config.wallet.timeZoneOffsetMinutes, 1);
  const [row] = await deps.db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, today.from), lt(withdrawals.createdAt, today.to)));
  return Number(row?.n ?? 0);
}

// ---- Reading ----------------------------------------------------------------------------------------------

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
async function refreshStatus(db: Db | Tx, withdrawalId: number): Promise<void> {
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

const partStatusAt = (p: PartRow, now: Date): WithdrawalPartStatus =>
  p.status === 'awaiting' && p.confirmBy <= now ? 'autoReceived' : (p.status as WithdrawalPartStatus);

/** The status as the sweep will write it: a read shows parts past their deadline as received before it runs. */
function statusAt(w: WithdrawalRow, parts: PartRow[], now: Date): WithdrawalStatus {
  if (w.status !== 'paid') return w.status as WithdrawalStatus;
  return parts.some((p) => partStatusAt(p, now) === 'awaiting') ? 'paid' : 'completed';
}

export function withdrawalView(w: WithdrawalRow, parts: PartRow[], proofCounts: Map<number, number>, now: Date, confirmMinutes: number): WithdrawalView {
  const partViews: WithdrawalPart[] = parts
    .sort((a, b) => a.seq - b.seq)
    .map((p) => {
      const status = partStatusAt(p, now);
      return {
        id: p.id,
        seq: p.seq,
        amount: toDecimal(p.amount),
        paidAt: p.paidAt.toISOString(),
        confirmBy: p.confirmBy.toISOString(),
        status,
        confirmedAt: status === 'autoReceived' && !p.confirmedAt ? p.confirmBy.toISOString() : (p.confirmedAt?.toISOString() ?? null),
        proofCount: proofCounts.get(p.id) ?? 0,
        dispute: (p.dispute as WithdrawalDispute | null) ?? null,
      };
    });
  const paid = parts.reduce((s, p) => s + p.amount, 0);
  const received = parts.filter((p) => ['received', 'autoReceived'].includes(partStatusAt(p, now))).reduce((s, p) => s + p.amount, 0);
  return {
    id: w.id,
    orderNo: w.orderNo,
    amount: toDecimal(w.amount),
    status: statusAt(w, parts, now),
    requestedAt: w.createdAt.toISOString(),
    payee: w.payee,
    paidAmount: toDecimal(paid),
    receivedAmount: toDecimal(received),
    remainingAmount: toDecimal(w.amount - received),
    confirmMinutes,
    parts: partViews,
  };
}

/** Views of the given withdrawals (their parts and proof counts in two queries). */
export async function viewsOf(db: Db | Tx, rows: WithdrawalRow[], now: Date, confirmMinutes: number): Promise<WithdrawalView[]> {
  if (!rows.length) return [];
  const parts = await db
    .select()
    .from(withdrawalParts)
    .where(
      inArray(
        withdrawalParts.withdrawalId,
        rows.map((r) => r.id),
      ),
    );
  const proofs = parts.length
    ? await db
        .select({ partId: withdrawalProofs.partId, n: count() })
        .from(withdrawalProofs)
        .where(
          inArray(
            withdrawalProofs.partId,
            parts.map((p) => p.id),
          ),
        )
        .groupBy(withdrawalProofs.partId)
    : [];
  const proofCounts = new Map(proofs.map((p) => [p.partId, Number(p.n)]));
  return rows.map((w) =>
    withdrawalView(
      w,
      parts.filter((p) => p.withdrawalId === w.id),
      proofCounts,
      now,
      confirmMinutes,
    ),
  );
}

/** Refused when the member has no withdrawal of that id. */
export async function memberWithdrawal(deps: Pick<Deps, 'db' | 'clock' | 'config'>, memberId: number, id: number): Promise<WithdrawalView> {
  const now = deps.clock.now();
  const [w] = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)));
  if (!w) throw new Refusal('withdrawal.unknown', 'No such withdrawal');
  return (await viewsOf(deps.db, [w], now, deps.config.wallet.withdrawalConfirmMinutes))[0]!;
}

export async function withdrawalPage(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  memberId: number,
  range: Bounds,
  status: WithdrawalStatus | undefined,
  pageNum: number,
  pageSize: number,
) {
  const now = deps.clock.now();
  const where = and(
    eq(withdrawals.memberId, memberId),
    gte(withdrawals.createdAt, range.from),
    lt(withdrawals.createdAt, range.to),
    status ? eq(withdrawals.status, status) : undefined,
  );
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(withdrawals).where(where);
  const rows = await deps.db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const content = await viewsOf(deps.db, rows, now, deps.config.wallet.withdrawalConfirmMinutes);
  return { content, total: Number(total), totalPages: pageCount(Number(total), pageSize) };
}

// ---- The request -----------------------------------------------------------------------------------------

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
 * account of theirs, outside the merchant's limits or with a wrong payment password, in that order; else held.
 */
export async function requestWithdrawal(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'random'>,
  memberId: number,
  req: WithdrawRequest,
): Promise<WithdrawalRow> {
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
  return row;
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
    // Bonus turnover (docs/economy.md §turnover): what has been played through closes first; what is left refuses.
    await closePlayedTurnovers(tx, now, terms.memberId);
    const turnover = await turnoverStatus(tx, terms.memberId, now);
    if (turnover.remaining > 0) {
      const value = { required: toDecimal(turnover.required), played: toDecimal(turnover.played), remaining: toDecimal(turnover.remaining) };
      const amount = `${config.merchant.currencySymbol}${value.remaining.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      throw new Refusal('withdraw.turnover.pending', `Please play ${amount} more in valid bets to complete your bonus turnover before withdrawing`, value);
    }
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

// ---- The member's answers --------------------------------------------------------------------------------

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

/** Not received, with proof: the part goes to the dispute queue. A repeat stores nothing more. */
export function confirmNotReceived(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  memberId: number,
  partId: number,
  proofs: ProofImage[],
): Promise<WithdrawalView> {
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

// ---- The operator's side ---------------------------------------------------------------------------------

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

export async function recentWithdrawals(db: Db, limit: number) {
  return db
    .select({ w: withdrawals, account: members.account })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

/** After the transaction of a payout, a rejection or a dispute's decision commits: the member's pages hear of it. */
async function hintAfter<R extends { w: WithdrawalRow } | null>(deps: Pick<Deps, 'live'>, committed: Promise<R>): Promise<R> {
  const done = await committed;
  if (done) publishHint(deps, done.w.memberId, 'withdrawal', { id: done.w.id });
  return done;
}

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

/** The proof images of a part, for the operator deciding its dispute. */
export async function proofsOf(db: Db, partId: number) {
  return db.select().from(withdrawalProofs).where(eq(withdrawalProofs.partId, partId)).orderBy(asc(withdrawalProofs.id));
}
