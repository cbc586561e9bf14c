// The one refusal a service throws (issue 36): a code some call lists in contract/calls.ts, the message the member
// reads and what the refusal carries. registerCall (server/http/call-route.ts) answers it as the envelope with success
// false and the status the call's error list gives for the code (200 when it says 200 or nothing); services never
// import server/http.
import type { RefusalCode } from '../../contract/calls.ts';

export class Refusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}
