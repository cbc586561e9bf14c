// A withdrawal as the member sees it while it is paid out (docs/product.md §4 Withdrawal confirmation): the server pays it
// in one or more parts; the member confirms each part as received or not received, or all at once; a part not
// confirmed before its deadline counts as received (a forced receipt, never refunded).
import { z } from 'zod';

/**
 * awaiting: paid out, waiting for the member's word; received: confirmed by the member; notReceived: reported
 * missing with proof, in the operator's dispute queue; autoReceived: its deadline passed without an answer.
 */
export const withdrawalPartStatus = z.enum(['awaiting', 'received', 'notReceived', 'autoReceived']);
export type WithdrawalPartStatus = z.infer<typeof withdrawalPartStatus>;

/** What the operator decided about a part reported as not received. */
export const withdrawalDispute = z.enum(['open', 'refunded', 'rejected']);
export type WithdrawalDispute = z.infer<typeof withdrawalDispute>;

export const withdrawalPart = z.object({
  id: z.number().int(),
  /** 1 for the first part paid, 2 for the second... */
  seq: z.number().int(),
  /** Decimal with 2 places, like every amount of the API. */
  amount: z.number(),
  /** ISO date-times. */
  paidAt: z.string(),
  /** Until when the member may answer; after it the part counts as received. */
  confirmBy: z.string(),
  status: withdrawalPartStatus,
  confirmedAt: z.string().nullable(),
  /** Proof images kept for a part reported as not received. */
  proofCount: z.number().int(),
  dispute: withdrawalDispute.nullable(),
});
export type WithdrawalPart = z.infer<typeof withdrawalPart>;

/**
 * pending: held from the balance, nothing paid yet; paying: some parts paid; paid: every centavo paid out, some parts
 * still awaiting an answer; completed: every part answered; rejected: refused by the operator, the hold returned.
 */
export const withdrawalStatus = z.enum(['pending', 'paying', 'paid', 'completed', 'rejected']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const withdrawalView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  status: withdrawalStatus,
  requestedAt: z.string(),
  /** The bank account it is paid to, masked (e.g. "BDO •••• 4821"). */
  payee: z.string(),
  /** Sum of the parts paid out so far. */
  paidAmount: z.number(),
  /** Sum of the parts received (confirmed or counted after the deadline). */
  receivedAmount: z.number(),
  /** amount − receivedAmount. */
  remainingAmount: z.number(),
  /** The configured minutes a member has to answer for a part. */
  confirmMinutes: z.number().int(),
  parts: z.array(withdrawalPart),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

/** docs/product.md §5, §9: proof images, checked by content on the server. */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
