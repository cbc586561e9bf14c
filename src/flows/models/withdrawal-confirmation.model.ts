// The model of the withdrawal confirmation (tests/machines/withdrawal/withdrawal-confirmation.test.ts, `npm run paths`, the flow
// viewer), with the server answers its behaviour tests share.
import { withdrawalConfirmationMachine } from '../../machines/withdrawal/withdrawal-confirmation.machine.ts';
import type { WithdrawalPart, WithdrawalView } from '../../machines/withdrawal/withdrawal-confirmation.types.ts';
import type { MachineModel } from '../model/harness.ts';

export const MINUTE = 60_000;
export const withdrawalId = 7;
/** Part 11 (₱600) must be answered 30 minutes after t0, part 12 (₱400) 60 minutes after. */
export const FIRST_DEADLINE = 30 * MINUTE;
export const SECOND_DEADLINE = 60 * MINUTE;

export type Statuses = [WithdrawalPart['status'], WithdrawalPart['status']];

/** The withdrawal of ₱1,000 paid in two parts, as the server returns it; amounts follow the statuses. */
export function viewAt(t0: number, [first, second]: Statuses): WithdrawalView {
  const iso = (ms: number) => new Date(t0 + ms).toISOString();
  const part = (id: number, seq: number, amount: number, confirmBy: number, status: WithdrawalPart['status']): WithdrawalPart => ({
    id,
    seq,
    amount,
    paidAt: iso(0),
    confirmBy: iso(confirmBy),
    status,
    confirmedAt: status === 'awaiting' ? null : iso(MINUTE),
    proofCount: status === 'notReceived' ? 1 : 0,
    dispute: status === 'notReceived' ? 'open' : null,
  });
  const parts = [part(11, 1, 600, FIRST_DEADLINE, first), part(12, 2, 400, SECOND_DEADLINE, second)];
  const receivedAmount = parts.filter((p) => p.status === 'received' || p.status === 'autoReceived').reduce((sum, p) => sum + p.amount, 0);
  return {
    id: withdrawalId,
    orderNo: 'W20261121000007',
    amount: 1000,
    status: parts.some((p) => p.status === 'awaiting') ? 'paid' : 'completed',
    requestedAt: iso(-MINUTE),
    payee: 'BDO •••• 4821',
    paidAmount: 1000,
    receivedAmount,
    remainingAmount: 1000 - receivedAmount,
    confirmMinutes: 30,
    parts,
  };
}

export const refusal = (errorCode: string, status = 200, message = errorCode) => Object.assign(new Error(message), { errorCode, status, message });
export const offline = refusal('network.error', 0, 'Network link is abnormal, please try again');
export const expired = refusal('login.not.session', 401);
export const unknownWithdrawal = refusal('withdrawal.not.found');
// The server's codes for a part answered meanwhile (server/withdrawal/part-answers.ts).
export const notAwaiting = refusal('withdrawal.part.answered', 200, 'This part was answered already');
export const proofInvalid = refusal('withdrawal.proof.invalid', 200, 'The images could not be read');

// The model replays on a clock that starts at 0, so its views are dated from there. Proof files are plain objects:
// the harness tells events apart by their JSON, which a File would flatten to {}.
const modelFile = (name: string, type: string) => ({ name, type, size: 150_000 }) as unknown as File;

const model: MachineModel<typeof withdrawalConfirmationMachine> = {
  machine: withdrawalConfirmationMachine,
  // The traversal never runs a timer; each replay reads the time from the clock that runs its own.
  inputs: [{ withdrawalId, now: () => 0 }],
  inputOn: (input, clock) => ({ ...input, now: () => clock.now() }),
  events: [
    { type: 'xstate.done.actor.loadWithdrawal', output: viewAt(0, ['awaiting', 'awaiting']) },
    { type: 'xstate.done.actor.loadWithdrawal', output: viewAt(0, ['received', 'autoReceived']) },
    { type: 'xstate.done.actor.loadWithdrawal', output: viewAt(0, ['notReceived', 'received']) },
    { type: 'xstate.error.actor.loadWithdrawal', error: offline },
    { type: 'xstate.error.actor.loadWithdrawal', error: unknownWithdrawal },
    { type: 'xstate.error.actor.loadWithdrawal', error: expired },
    { type: 'xstate.after.withdrawalRetry.withdrawalConfirmation.retrying' },
    { type: 'xstate.after.confirmDeadline.withdrawalConfirmation.ready.awaiting' },
    { type: 'withdrawal.reload' },
    { type: 'withdrawal.dismissError' },
    { type: 'withdrawal.received', partId: 11 },
    { type: 'withdrawal.received', partId: 99 },
    { type: 'withdrawal.notReceived', partId: 11, files: [modelFile('receipt.png', 'image/png')] },
    { type: 'withdrawal.notReceived', partId: 11, files: [modelFile('anim.gif', 'image/gif')] },
    { type: 'withdrawal.notReceived', partId: 99, files: [modelFile('receipt.png', 'image/png')] },
    { type: 'withdrawal.allReceived' },
    { type: 'xstate.done.actor.confirmReceived', output: viewAt(0, ['received', 'awaiting']) },
    { type: 'xstate.error.actor.confirmReceived', error: offline },
    { type: 'xstate.error.actor.confirmReceived', error: notAwaiting },
    { type: 'xstate.error.actor.confirmReceived', error: expired },
    { type: 'xstate.done.actor.reportNotReceived', output: viewAt(0, ['notReceived', 'awaiting']) },
    { type: 'xstate.error.actor.reportNotReceived', error: proofInvalid },
    { type: 'xstate.error.actor.reportNotReceived', error: notAwaiting },
    { type: 'xstate.error.actor.reportNotReceived', error: expired },
    { type: 'xstate.done.actor.confirmAllReceived', output: viewAt(0, ['received', 'received']) },
    { type: 'xstate.error.actor.confirmAllReceived', error: offline },
    { type: 'xstate.error.actor.confirmAllReceived', error: expired },
  ],
  // What guards and invoke inputs read: the part statuses, the remaining amount, the answer on its way and the
  // retry count; the error only by its code.
  contextKey: (c) => ({
    parts: c.view?.parts.map((p) => p.status) ?? null,
    remaining: c.view?.remainingAmount ?? null,
    answer: c.answer && `${c.answer.kind} ${c.answer.partId} ${c.answer.files.map((f) => f.name).join(',')}`,
    error: c.error?.code ?? null,
    loadAttempts: c.loadAttempts,
  }),
};

export const models = [model] as const;
