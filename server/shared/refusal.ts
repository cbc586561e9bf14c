// The one refusal a service throws (issue 36): a code some call lists in contract/calls.ts, the message the member
// reads and what the refusal carries. registerCall (server/http/call-route.ts) answers it as the envelope with success
// false and the status the call's error list gives for the code (200 when it says 200 or nothing); services never
// import server/http.
import type { RefusalCode } from '../../contract/calls.ts';

/**
 * Codes of the rules that only operator commands meet (an answer to feedback, a payout, a redemption's decision, a top-level contract): the
 * ops commands print them (server/ops/commands.ts), no call answers them.
 */
export type OperatorRefusalCode =
  | 'feedback.answer.empty'
  | 'feedback.answer.tooLong'
  | 'feedback.answered'
  | 'feedback.unknown'
  | 'pointMall.redemption.unknown'
  | 'pointMall.redemption.decided'
  | 'withdrawal.rejected'
  | 'withdrawal.amount.invalid'
  | 'withdrawal.paid'
  | 'dispute.not.open'
  | 'contract.notTopLevel';

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode | OperatorRefusalCode,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}
