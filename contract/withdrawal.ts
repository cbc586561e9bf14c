// A withdrawal as the member sees it while it is paid out (spec §4 Withdrawal confirmation): the server pays it
// in one or more parts; the member confirms each part as received or not received, or all at once; a part not
// confirmed before its deadline counts as received (a forced receipt, never refunded).

/**
 * awaiting: paid out, waiting for the member's word; received: confirmed by the member; notReceived: reported
 * missing with proof, in the operator's dispute queue; autoReceived: its deadline passed without an answer.
 */
export type WithdrawalPartStatus = 'awaiting' | 'received' | 'notReceived' | 'autoReceived';

/** What the operator decided about a part reported as not received. */
export type WithdrawalDispute = 'open' | 'refunded' | 'rejected';

export interface WithdrawalPart {
  id: number;
  /** 1 for the first part paid, 2 for the second... */
  seq: number;
  /** Decimal with 2 places, like every amount of the API. */
  amount: number;
  /** ISO date-times. */
  paidAt: string;
  /** Until when the member may answer; after it the part counts as received. */
  confirmBy: string;
  status: WithdrawalPartStatus;
  confirmedAt: string | null;
  /** Proof images kept for a part reported as not received. */
  proofCount: number;
  dispute: WithdrawalDispute | null;
}

/**
 * pending: held from the balance, nothing paid yet; paying: some parts paid; paid: every centavo paid out, some parts
 * still awaiting an answer; completed: every part answered; rejected: refused by the operator, the hold returned.
 */
export type WithdrawalStatus = 'pending' | 'paying' | 'paid' | 'completed' | 'rejected';

export interface WithdrawalView {
  id: number;
  orderNo: string;
  amount: number;
  status: WithdrawalStatus;
  requestedAt: string;
  /** The bank account it is paid to, masked (e.g. "BDO •••• 4821"). */
  payee: string;
  /** Sum of the parts paid out so far. */
  paidAmount: number;
  /** Sum of the parts received (confirmed or counted after the deadline). */
  receivedAmount: number;
  /** amount − receivedAmount. */
  remainingAmount: number;
  /** The configured minutes a member has to answer for a part. */
  confirmMinutes: number;
  parts: WithdrawalPart[];
}

/** Spec §5, §9: proof images, checked by content on the server. */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
