// Deposits through the demo payment provider (issue 6). An order is created pending with an expiry; the provider's
// signed callback credits the wallet through the ledger exactly once (key deposit:<orderNo>, and the order row
// locked while it is decided); a callback for an expired or cancelled order credits nothing and says so.
import { createHmac } from 'node:crypto';
import { and, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { depositOrders } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { publishHint } from '../live/publish.ts';
import { transferIn } from '../ledger/transfer.ts';
import { depositAccountId, memberAccountCode, accountId } from '../ledger/accounts.ts';
import { signatureValid, sign } from '../vendor/protocol.ts';
import type { DepositMethod, DepositOrderView, DepositStatus } from '../../contract/deposit/deposit.ts';
import { pageCount, type Bounds } from '../shared/day-range.ts';
import { members } from '../db/schema.ts';
import { limitExceeded } from '../protection/limits.ts';
import { excludedRefusal, exclusionOf } from '../protection/exclusion.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';

export const DEMO_PROVIDER = 'DEMOPAY';
export const PAY_SIGNATURE_HEADER = 'x-pay-signature';
export const PAY_BASE = '/demo-pay';
export const CALLBACK_PATH = '/payment-callback/demo';

/** The demo provider's methods, in centavos. */
export const DEPOSIT_METHODS: readonly (Omit<DepositMethod, 'min' | 'max' | 'presets'> & { min: number; max: number; presets: number[] })[] = [
  { code: 'GCASH', name: 'GCash', min: 10_000, max: 5_000_000, presets: [10_000, 30_000, 50_000, 100_000, 300_000, 500_000] },
  { code: 'MAYA', name: 'Maya', min: 10_000, max: 5_000_000, presets: [10_000, 30_000, 50_000, 100_000, 300_000, 500_000] },
  { code: 'QRPH', name: 'QR Ph', min: 10_000, max: 2_000_000, presets: [10_000, 50_000, 100_000, 200_000] },
  { code: 'BANK', name: 'Online banking', min: 50_000, max: 10_000_000, presets: [50_000, 100_000, 500_000, 1_000_000] },
];

export const methodByCode = (code: string) => DEPOSIT_METHODS.find((m) => m.code === code);

export const publicMethods = (): DepositMethod[] =>
  DEPOSIT_METHODS.map((m) => ({ code: m.code, name: m.name, min: toDecimal(m.min), max: toDecimal(m.max), presets: m.presets.map(toDecimal) }));

export type DepositRow = typeof depositOrders.$inferSelect;

/** A pending order past its expiry is expired, whether or not that has been written yet. */
export const statusAt = (row: DepositRow, now: Date): DepositStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : (row.status as DepositStatus);

/** The pay page's own token, so only the holder of the order's link can pay it. */
export const payPageToken = (secret: string, orderNo: string) => createHmac('sha256', secret).update(`page:${orderNo}`).digest('base64url').slice(0, 22);

export const payUrl = (secret: string, orderNo: string) => `${PAY_BASE}/checkout/${orderNo}?t=${payPageToken(secret, orderNo)}`;

/** Writes the expiry of pending orders past their deadline (the deposit-expiry job); reads never wait for it. */
export async function expireDepositOrders(db: Db, now: Date): Promise<{ orderNo: string; memberId: number }[]> {
  return db
    .update(depositOrders)
    .set({ status: 'expired', closedAt: sql`${depositOrders.expiresAt}` })
    .where(and(eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, now)))
    .returning({ orderNo: depositOrders.orderNo, memberId: depositOrders.memberId });
}

export function orderView(row: DepositRow, now: Date, secret: string): DepositOrderView {
  const status = statusAt(row, now);
  return {
    orderNo: row.orderNo,
    method: row.method,
    methodName: methodByCode(row.method)?.name ?? row.method,
    amount: toDecimal(row.amount),
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: status === 'expired' && !row.closedAt ? row.expiresAt.toISOString() : (row.closedAt?.toISOString() ?? null),
    payUrl: status === 'pending' ? payUrl(secret, row.orderNo) : null,
  };
}

/** A member's order: a method the provider offers and an amount within its bounds, then createDepositOrder. */
export async function orderDeposit(deps: Deps, memberId: number, methodCode: string, amount: number): Promise<DepositRow> {
  const method = methodByCode(methodCode);
  if (!method) throw new Refusal('deposit.method.unknown', 'This deposit method is not available');
  const limits = { min: toDecimal(method.min), max: toDecimal(method.max) };
  if (amount < method.min) throw new Refusal('deposit.amount.below.min', `The minimum deposit is ${limits.min}`, limits);
  if (amount > method.max) throw new Refusal('deposit.amount.above.max', `The maximum deposit is ${limits.max}`, limits);
  return createDepositOrder(deps, memberId, method.code, amount);
}

/**
 * Creates the order in one transaction with the player-protection checks (issue 16 §5): the member row is locked so
 * two orders at once cannot both fit under a deposit limit, and an excluded member or an amount over a limit writes
 * nothing.
 */
export async function createDepositOrder(deps: Deps, memberId: number, method: string, amount: number): Promise<DepositRow> {
  const now = deps.clock.now();
  const orderNo = `D${now.toISOString().slice(0, 10).replace(/-/g, '')}${deps.random.bytes(5).toString('hex').toUpperCase()}`;
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const excluded = await exclusionOf(tx, memberId, now);
    if (excluded) throw excludedRefusal(excluded);
    const over = await limitExceeded(tx, memberId, amount, now, deps.config.wallet.timeZoneOffsetMinutes);
    if (over)
      throw new Refusal(
        'deposit.limit.exceeded',
        `This deposit is over your ${over.period} deposit limit of ${toDecimal(over.amount!)}: ${toDecimal(over.remaining!)} is left`,
        {
          period: over.period,
          limit: toDecimal(over.amount!),
          remaining: toDecimal(over.remaining!),
        },
      );
    const [row] = await tx
      .insert(depositOrders)
      .values({
        orderNo,
        memberId,
        method,
        amount,
        status: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.config.wallet.depositExpireMinutes * 60_000),
      })
      .returning();
    return row!;
  });
}

export async function findOrder(db: Db, orderNo: string): Promise<DepositRow | null> {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row ?? null;
}

/** The member's own order; another member's is refused as if it did not exist. */
export async function memberOrder(db: Db, memberId: number, orderNo: string): Promise<DepositRow> {
  const row = await findOrder(db, orderNo);
  if (!row || row.memberId !== memberId) throw new Refusal('deposit.order.unknown', 'No such deposit order');
  return row;
}

/** The member's orders in the range, newest first, as the site shows them, with the total paid in the range. */
export async function depositPage(
  db: Db,
  secret: string,
  memberId: number,
  range: Bounds,
  status: DepositStatus | undefined,
  pageNum: number,
  pageSize: number,
  now: Date,
) {
  const inRange = and(eq(depositOrders.memberId, memberId), gte(depositOrders.createdAt, range.from), lt(depositOrders.createdAt, range.to));
  // The stored status lags for orders that expired unseen: the filter uses the status as it is now.
  const nowIso = now.toISOString();
  const effective = sql`case when ${depositOrders.status} = 'pending' and ${depositOrders.expiresAt} <= ${nowIso}::timestamptz then 'expired' else ${depositOrders.status} end`;
  const where = status ? and(inRange, sql`${effective} = ${status}`) : inRange;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(depositOrders).where(where);
  const [{ paid } = { paid: 0 }] = await db
    .select({ paid: sql<number>`coalesce(sum(${depositOrders.amount}), 0)`.mapWith(Number) })
    .from(depositOrders)
    .where(and(inRange, eq(depositOrders.status, 'paid')));
  const rows = await db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    content: rows.map((r) => orderView(r, now, secret)),
    total: Number(total),
    totalPages: pageCount(Number(total), pageSize),
    totalPaid: toDecimal(paid),
  };
}

// ---- The provider's callback -------------------------------------------------------------------------------

export const callbackBody = z.strictObject({
  orderNo: z.string().min(4).max(40),
  providerRef: z.string().min(1).max(64),
  /** Centavos. */
  amount: z.number().int().positive(),
  status: z.enum(['SUCCESS', 'CANCELLED']),
  ts: z.number().int(),
});
export type CallbackBody = z.infer<typeof callbackBody>;

/**
 * OK: this callback changed the order (credited when paid); ALREADY_PAID: a repeat, nothing moved again;
 * ORDER_EXPIRED / ORDER_CANCELLED: too late, nothing credited; the rest are bad calls.
 */
export type CallbackStatus =
  'OK' | 'ALREADY_PAID' | 'ORDER_EXPIRED' | 'ORDER_CANCELLED' | 'UNKNOWN_ORDER' | 'AMOUNT_MISMATCH' | 'INVALID_SIGNATURE' | 'WRONG_SYNTAX';

export interface CallbackAnswer {
  status: CallbackStatus;
  orderNo: string | null;
  credited: boolean;
  message: string;
}

const answer = (status: CallbackStatus, orderNo: string | null, message: string, credited = false): CallbackAnswer => ({ status, orderNo, credited, message });

export const signCallback = (raw: string, secret: string) => sign(raw, secret);

/** The platform's side of the provider's callback: the raw body and its signature, as received. */
export async function handleDepositCallback(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'live'>,
  raw: string,
  signature: string | undefined,
): Promise<CallbackAnswer> {
  const { db, clock, config } = deps;
  if (!signatureValid(raw, signature, config.wallet.paymentSecret)) return answer('INVALID_SIGNATURE', null, 'The signature does not match');
  let body: CallbackBody;
  try {
    body = callbackBody.parse(JSON.parse(raw));
  } catch {
    return answer('WRONG_SYNTAX', null, 'The callback body is not valid');
  }
  const now = clock.now();
  let memberId: number | null = null;
  const done = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, body.orderNo)).for('update');
    if (!order) return answer('UNKNOWN_ORDER', body.orderNo, 'No such order');
    if (order.amount !== body.amount) return answer('AMOUNT_MISMATCH', order.orderNo, "The amount is not the order's amount");
    let status = order.status;
    if (status === 'pending' && order.expiresAt <= now) {
      await tx.update(depositOrders).set({ status: 'expired', closedAt: order.expiresAt }).where(eq(depositOrders.id, order.id));
      status = 'expired';
    }
    if (status === 'paid') return answer('ALREADY_PAID', order.orderNo, 'This order was already paid; nothing was credited again');
    if (status === 'expired') return answer('ORDER_EXPIRED', order.orderNo, 'The order expired before it was paid; nothing was credited');
    if (status === 'cancelled') return answer('ORDER_CANCELLED', order.orderNo, 'The order was cancelled; nothing was credited');
    memberId = order.memberId;
    if (body.status === 'CANCELLED') {
      await tx.update(depositOrders).set({ status: 'cancelled', closedAt: now, providerRef: body.providerRef }).where(eq(depositOrders.id, order.id));
      return answer('OK', order.orderNo, 'Cancelled');
    }
    const currency = config.merchant.currency;
    const wallet = await accountId(tx, memberAccountCode(order.memberId), currency, { memberId: order.memberId });
    const moved = await transferIn(tx, clock, {
      key: `deposit:${order.orderNo}`,
      kind: 'deposit',
      fromAccountId: await depositAccountId(tx, DEMO_PROVIDER, currency),
      toAccountId: wallet,
      amount: order.amount,
      memo: `Deposit ${order.orderNo} (${methodByCode(order.method)?.name ?? order.method})`,
    });
    await tx
      .update(depositOrders)
      .set({ status: 'paid', closedAt: now, providerRef: body.providerRef, ledgerTransferId: moved.transferId })
      .where(eq(depositOrders.id, order.id));
    return answer('OK', order.orderNo, 'Credited', !moved.replayed);
  });
  // Committed: the member's open pages (the order, the balance) hear of it.
  if (done.status === 'OK' && memberId !== null) publishHint(deps, memberId, 'deposit', { orderNo: body.orderNo });
  return done;
}
