// Deposits through the demo payment provider (docs/product.md §2 depositv2, issue 6): the methods with their limits, an
// order, the provider's pay page, and the provider's signed callback that credits the wallet exactly once.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { dayRange, moneyAmount, pageFields, pageOf, rangeFields, withRange } from '../records/records.ts';

export const depositMethod = z.object({
  code: z.string(),
  name: z.string(),
  /** Decimals with 2 places. */
  min: z.number(),
  max: z.number(),
  /** Amounts offered as one-tap buttons. */
  presets: z.array(z.number()),
});
export type DepositMethod = z.infer<typeof depositMethod>;

/** GET /wps/relay/PAY_depositMethods */
export const depositMethods = z.object({
  methods: z.array(depositMethod),
  /** An order not paid within this many minutes expires. */
  expireMinutes: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type DepositMethods = z.infer<typeof depositMethods>;

/** POST /wps/relay/PAY_depositOrder */
export const createDepositBody = z.strictObject({
  method: z.string().min(1).max(32),
  amount: moneyAmount,
});
export type CreateDepositRequest = z.infer<typeof createDepositBody>;

/** pending: waiting for the payer; paid: credited once; cancelled at the provider; expired unpaid. */
export type DepositStatus = 'pending' | 'paid' | 'cancelled' | 'expired';
export const DEPOSIT_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;

export const depositOrderView = z.object({
  orderNo: z.string(),
  method: z.string(),
  methodName: z.string(),
  amount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  /** ISO date-times. */
  createdAt: z.string(),
  expiresAt: z.string(),
  closedAt: z.string().nullable(),
  /** The provider's pay page while the order can still be paid, else null. */
  payUrl: z.string().nullable(),
});
export type DepositOrderView = z.infer<typeof depositOrderView>;

/** GET /wps/relay/PAY_depositOrders: newest first. */
export const depositOrdersQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, status: z.enum(DEPOSIT_STATUSES).optional() }));

export const depositOrderPage = pageOf(depositOrderView).extend({
  ...dayRange.shape,
  /** Sum of the paid orders in the range (whatever the status filter). */
  totalPaid: z.number(),
});
export type DepositOrderPage = z.infer<typeof depositOrderPage>;

/** GET /wps/relay/PAY_depositOrder?orderNo= */
export const depositOrderQuery = z.strictObject({ orderNo: z.string().min(4).max(40) });

const tag = 'deposit';

export const depositCalls = {
  depositMethods: { tag, summary: 'Deposit methods with their limits and preset amounts', value: depositMethods },
  createDepositOrder: {
    tag,
    summary: "Create a deposit order; value.payUrl is the provider's pay page",
    description: 'The amount refusals carry value { min, max }.',
    body: createDepositBody,
    value: depositOrderView,
    errors: {
      'deposit.method.unknown': 200,
      'deposit.amount.below.min': 200,
      'deposit.amount.above.max': 200,
      'deposit.limit.exceeded': 200,
      'protection.excluded': 200,
    },
  },
  depositOrders: { tag, summary: "The member's deposit orders, newest first, by day range and status", query: depositOrdersQuery, value: depositOrderPage },
  depositOrder: {
    tag,
    summary: "One of the member's deposit orders (its status now)",
    query: depositOrderQuery,
    value: depositOrderView,
    errors: { 'deposit.order.unknown': 200 },
  },
} as const satisfies CallTable;
