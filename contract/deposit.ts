// Deposits through the demo payment provider (spec §2 depositv2, issue 6): the methods with their limits, an
// order, the provider's pay page, and the provider's signed callback that credits the wallet exactly once.
import { z } from 'zod';
import { moneyAmount, pageFields, rangeFields, withRange, type DayRange, type Page } from './records.ts';

export interface DepositMethod {
  code: string;
  name: string;
  /** Decimals with 2 places. */
  min: number;
  max: number;
  /** Amounts offered as one-tap buttons. */
  presets: number[];
}

/** GET /wps/relay/PAY_depositMethods */
export interface DepositMethods {
  methods: DepositMethod[];
  /** An order not paid within this many minutes expires. */
  expireMinutes: number;
  currency: string;
  currencySymbol: string;
}

/** POST /wps/relay/PAY_depositOrder */
export const createDepositBody = z.strictObject({
  method: z.string().min(1).max(32),
  amount: moneyAmount,
});
export type CreateDepositRequest = z.infer<typeof createDepositBody>;

/** pending: waiting for the payer; paid: credited once; cancelled at the provider; expired unpaid. */
export type DepositStatus = 'pending' | 'paid' | 'cancelled' | 'expired';
export const DEPOSIT_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;

export interface DepositOrderView {
  orderNo: string;
  method: string;
  methodName: string;
  amount: number;
  status: DepositStatus;
  /** ISO date-times. */
  createdAt: string;
  expiresAt: string;
  closedAt: string | null;
  /** The provider's pay page while the order can still be paid, else null. */
  payUrl: string | null;
}

/** GET /wps/relay/PAY_depositOrders: newest first. */
export const depositOrdersQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, status: z.enum(DEPOSIT_STATUSES).optional() }));

export interface DepositOrderPage extends Page<DepositOrderView>, DayRange {
  /** Sum of the paid orders in the range (whatever the status filter). */
  totalPaid: number;
}

/** GET /wps/relay/PAY_depositOrder?orderNo= */
export const depositOrderQuery = z.strictObject({ orderNo: z.string().min(4).max(40) });
