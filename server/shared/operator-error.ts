// An operator command's usage error (a bad argument, an unknown account, a decision the rules refuse): the ops CLI
// prints its message and exits 2, the ops socket answers it 400 (server/ops/). Not an API refusal: a call refuses
// with Refusal (server/shared/refusal.ts).
export class OperatorError extends Error {}
