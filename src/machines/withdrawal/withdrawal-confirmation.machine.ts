// Withdrawal confirmation (docs/product.md §4): a withdrawal is paid out in parts, and the member answers for each part
// still awaiting: received, not received (with proof images, docs/product.md §5, §9), or all received at once. A part left
// unanswered past its confirmBy counts as received on the server (a forced receipt, never refunded); this actor
// reloads the withdrawal when that moment comes so the part shows as auto-received. Amounts and statuses are
// never worked out here: every answer returns the server's new view, and that view is what the member sees.
import { assign, emit, setup } from 'xstate';
import { errorOf, statusOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { backoffMs } from '../../domain/backoff.ts';
import { proofFilesProblem } from '../../domain/proof-files.ts';
import { refusalOf } from '../../domain/refusal.ts';
import {
  DEADLINE_GRACE_MS,
  MAX_TIMER_MS,
  OVERDUE_RECHECK_MAX_MS,
  OVERDUE_RECHECK_MIN_MS,
  WITHDRAWAL_LOAD_ATTEMPTS,
  type WithdrawalAnswer,
  type WithdrawalConfirmationContext,
  type WithdrawalConfirmationEmitted,
  type WithdrawalConfirmationEvent,
  type WithdrawalConfirmationInput,
  type WithdrawalConfirmationTag,
  type WithdrawalPartRef,
  type WithdrawalProblem,
  type WithdrawalRef,
  type WithdrawalReport,
  type WithdrawalView,
} from './withdrawal-confirmation.types.ts';

/** The server's word that the part was answered meanwhile (here, in another tab, or by its deadline): reload. */
const OUTDATED_VIEW_CODES = new Set(['withdrawal.part.not.awaiting', 'withdrawal.part.answered', 'withdrawal.part.autoReceived']);

const awaitingParts = (view: WithdrawalView | null) => view?.parts.filter((part) => part.status === 'awaiting') ?? [];

/** When the first awaiting part counts as received (ms since the epoch), or null when none awaits. */
export function earliestConfirmBy(view: WithdrawalView | null): number | null {
  // A date that does not parse would make a NaN delay, which timers treat as 0: a reload loop.
  const times = awaitingParts(view)
    .map((part) => Date.parse(part.confirmBy))
    .filter(Number.isFinite);
  return times.length === 0 ? null : Math.min(...times);
}

/** How long to wait before reloading for the earliest deadline, measured from `now`. */
function deadlineDelayMs(view: WithdrawalView | null, now: number): number {
  const due = earliestConfirmBy(view);
  if (due === null) return MAX_TIMER_MS;
  const left = due - now;
  // Past the deadline and the server still says awaiting: its clock is behind ours. Asking again after as long
  // as the part has been overdue (within bounds) keeps the checks few when the clocks are far apart.
  if (left < 0) return Math.min(Math.max(-left, OVERDUE_RECHECK_MIN_MS), OVERDUE_RECHECK_MAX_MS);
  return Math.min(left + DEADLINE_GRACE_MS, MAX_TIMER_MS);
}

const partIdOf = ({ event }: { event: { partId: number } }) => event.partId;
const filesOf = ({ event }: { event: { files: File[] } }) => event.files;
const answerPartId = ({ context }: { context: WithdrawalConfirmationContext }) => context.answer?.partId ?? null;

function serverProblem(error: unknown, partId: number | null): WithdrawalProblem {
  const { errorCode, message } = refusalOf(error);
  return { code: errorCode || 'unknown', partId, message: message || null, fileName: null };
}

export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as WithdrawalConfirmationInput,
    emitted: {} as WithdrawalConfirmationEmitted,
    tags: {} as WithdrawalConfirmationTag,
  },
  actors: {
    loadWithdrawal: provided<WithdrawalView, WithdrawalRef>('loadWithdrawal'),
    confirmReceived: provided<WithdrawalView, WithdrawalPartRef>('confirmReceived'),
    reportNotReceived: provided<WithdrawalView, WithdrawalReport>('reportNotReceived'),
    confirmAllReceived: provided<WithdrawalView, WithdrawalRef>('confirmAllReceived'),
  },
  actions: {
    storeView: assign((_, view: WithdrawalView) => ({ view, answer: null, loadAttempts: 0 })),
    /** The message was closed, or what it was about is over (a newer view arrived, the member asked again). */
    clearError: assign({ error: null }),
    storeAnswer: assign((_, answer: WithdrawalAnswer) => ({ answer, error: null })),
    /** A refused answer or a failed call: the view stays as it was (nothing changed on the server) and the reason shows. */
    keepError: assign((_, problem: WithdrawalProblem) => ({ error: problem, answer: null })),
    countLoadFailure: assign(({ context }) => ({ loadAttempts: context.loadAttempts + 1 })),
    resetLoadAttempts: assign({ loadAttempts: 0 }),
    announceSessionLost: emit({ type: 'withdrawal.sessionLost' } as const),
  },
  guards: {
    partNotAwaiting: ({ context }, partId: number) => !awaitingParts(context.view).some((part) => part.id === partId),
    proofRefused: (_, files: File[]) => proofFilesProblem(files) !== null,
    hasAwaitingPart: ({ context }) => awaitingParts(context.view).length > 0,
    allReceived: ({ context }) => context.view !== null && context.view.remainingAmount === 0,
    /** A 401: the token is gone; nothing more can be done here and the root must end the session. */
    sessionLost: (_, error: unknown) => refusalOf(error).errorCode === 'login.not.session' || statusOf(error) === 401,
    /** The server says the part was answered already (by another tab, or its deadline passed): our view is old. */
    viewOutdated: (_, error: unknown) => OUTDATED_VIEW_CODES.has(refusalOf(error).errorCode ?? ''),
    /** A network failure or a server fault may pass; a refusal (e.g. an unknown withdrawal) will not. */
    worthRetrying: ({ context }, error: unknown) => {
      const status = statusOf(error);
      const transient = status === 0 || (typeof status === 'number' && status >= 500);
      return transient && context.loadAttempts + 1 < WITHDRAWAL_LOAD_ATTEMPTS;
    },
  },
  delays: {
    withdrawalRetry: ({ context }) => backoffMs(context.loadAttempts),
    confirmDeadline: ({ context }) => deadlineDelayMs(context.view, context.now()),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  meta: { product: '4.14 Withdrawal confirmation' },
  context: ({ input }) => ({ withdrawalId: input.withdrawalId, now: input.now, view: null, answer: null, error: null, loadAttempts: 0 }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the withdrawal and its parts; nothing can be answered yet.',
      tags: ['ui:loading'],
      invoke: {
        id: 'loadWithdrawal',
        src: 'loadWithdrawal',
        input: ({ context }) => ({ withdrawalId: context.withdrawalId }),
        onDone: { target: 'ready', actions: [{ type: 'storeView', params: ({ event }) => event.output }, 'clearError'] },
        onError: [
          { guard: { type: 'sessionLost', params: errorOf }, target: 'sessionLost' },
          { guard: { type: 'worthRetrying', params: errorOf }, target: 'retrying', actions: 'countLoadFailure' },
          { target: 'unavailable', actions: ['countLoadFailure', { type: 'keepError', params: ({ event }) => serverProblem(event.error, null) }] },
        ],
      },
    },
    retrying: {
      description: 'The load failed on the way (network or server fault); it is tried again after a growing pause.',
      tags: ['ui:loading'],
      after: { withdrawalRetry: 'loading' },
    },
    unavailable: {
      description: 'The withdrawal could not be loaded; the error is shown with a retry.',
      tags: ['ui:unavailable'],
      on: {
        'withdrawal.reload': { target: 'loading', actions: 'resetLoadAttempts' },
        'withdrawal.dismissError': { actions: 'clearError' },
      },
    },
    ready: {
      description: 'The withdrawal is on screen, amounts and part statuses as the server last returned them.',
      tags: ['ui:ready'],
      initial: 'deciding',
      // Closing the message changes nothing else, whatever the member or the server is doing.
      on: { 'withdrawal.dismissError': { actions: 'clearError' } },
      states: {
        deciding: {
          description: 'A view just arrived: the member may answer, everything is received, or there is nothing to answer yet.',
          always: [{ guard: 'hasAwaitingPart', target: 'awaiting' }, { guard: 'allReceived', target: 'allReceived' }, { target: 'nothingToAnswer' }],
        },
        awaiting: {
          description:
            'At least one part awaits the member: received, not received (with 1-3 png/jpg proof images of at most 5 MB, checked before sending) or all received. A timer runs to the earliest confirmBy.',
          tags: ['ui:answering'],
          on: {
            'withdrawal.received': [
              {
                guard: { type: 'partNotAwaiting', params: partIdOf },
                actions: {
                  type: 'keepError',
                  params: ({ event }) => ({ code: 'withdrawal.part.not.awaiting', partId: event.partId, message: null, fileName: null }),
                },
              },
              {
                target: 'confirmingReceived',
                actions: { type: 'storeAnswer', params: ({ event }) => ({ kind: 'received', partId: event.partId, files: [] }) },
              },
            ],
            'withdrawal.notReceived': [
              {
                guard: { type: 'partNotAwaiting', params: partIdOf },
                actions: {
                  type: 'keepError',
                  params: ({ event }) => ({ code: 'withdrawal.part.not.awaiting', partId: event.partId, message: null, fileName: null }),
                },
              },
              {
                // Refused before any upload; the view names the reason (and the file).
                guard: { type: 'proofRefused', params: filesOf },
                actions: {
                  type: 'keepError',
                  params: ({ event }) => {
                    const problem = proofFilesProblem(event.files)!;
                    return { code: problem.reason, partId: event.partId, message: null, fileName: problem.fileName };
                  },
                },
              },
              {
                target: 'reportingNotReceived',
                actions: { type: 'storeAnswer', params: ({ event }) => ({ kind: 'notReceived', partId: event.partId, files: event.files }) },
              },
            ],
            'withdrawal.allReceived': {
              target: 'confirmingAllReceived',
              actions: { type: 'storeAnswer', params: { kind: 'allReceived', partId: null, files: [] } },
            },
            // The member asked: an old message would be about a view that is being replaced.
            'withdrawal.reload': { target: 'reloading', actions: 'clearError' },
          },
          after: { confirmDeadline: 'deadlinePassed' },
        },
        confirmingReceived: {
          description: 'Telling the server one part was received; its buttons wait.',
          tags: ['ui:busy'],
          invoke: {
            id: 'confirmReceived',
            src: 'confirmReceived',
            input: ({ context }) => ({ withdrawalId: context.withdrawalId, partId: context.answer!.partId! }),
            onDone: { target: 'deciding', actions: [{ type: 'storeView', params: ({ event }) => event.output }, 'clearError'] },
            onError: [
              { guard: { type: 'sessionLost', params: errorOf }, target: '#withdrawalConfirmation.sessionLost' },
              {
                guard: { type: 'viewOutdated', params: errorOf },
                target: 'reloading',
                actions: { type: 'keepError', params: ({ context, event }) => serverProblem(event.error, answerPartId({ context })) },
              },
              { target: 'deciding', actions: { type: 'keepError', params: ({ context, event }) => serverProblem(event.error, answerPartId({ context })) } },
            ],
          },
        },
        reportingNotReceived: {
          description: 'Uploading the proof images and reporting one part as not received; the server checks the images again.',
          tags: ['ui:busy'],
          invoke: {
            id: 'reportNotReceived',
            src: 'reportNotReceived',
            input: ({ context }) => ({ withdrawalId: context.withdrawalId, partId: context.answer!.partId!, files: context.answer!.files }),
            onDone: { target: 'deciding', actions: [{ type: 'storeView', params: ({ event }) => event.output }, 'clearError'] },
            onError: [
              { guard: { type: 'sessionLost', params: errorOf }, target: '#withdrawalConfirmation.sessionLost' },
              {
                guard: { type: 'viewOutdated', params: errorOf },
                target: 'reloading',
                actions: { type: 'keepError', params: ({ context, event }) => serverProblem(event.error, answerPartId({ context })) },
              },
              { target: 'deciding', actions: { type: 'keepError', params: ({ context, event }) => serverProblem(event.error, answerPartId({ context })) } },
            ],
          },
        },
        confirmingAllReceived: {
          description: 'Telling the server every awaiting part was received; all buttons wait.',
          tags: ['ui:busy'],
          invoke: {
            id: 'confirmAllReceived',
            src: 'confirmAllReceived',
            input: ({ context }) => ({ withdrawalId: context.withdrawalId }),
            onDone: { target: 'deciding', actions: [{ type: 'storeView', params: ({ event }) => event.output }, 'clearError'] },
            onError: [
              { guard: { type: 'sessionLost', params: errorOf }, target: '#withdrawalConfirmation.sessionLost' },
              { target: 'deciding', actions: { type: 'keepError', params: ({ event }) => serverProblem(event.error, null) } },
            ],
          },
        },
        deadlinePassed: {
          description:
            'A part was not answered before its confirmBy: the server now counts it as received (auto-received, a forced receipt that is never refunded). Reloading so it shows.',
          tags: ['ui:refreshing'],
          invoke: {
            id: 'loadWithdrawal',
            src: 'loadWithdrawal',
            input: ({ context }) => ({ withdrawalId: context.withdrawalId }),
            // The parts changed under the member: a message about an earlier try may no longer fit.
            onDone: { target: 'deciding', actions: [{ type: 'storeView', params: ({ event }) => event.output }, 'clearError'] },
            onError: [
              { guard: { type: 'sessionLost', params: errorOf }, target: '#withdrawalConfirmation.sessionLost' },
              // The old view stays; back in awaiting the overdue part sets a short timer, so this is retried.
              { target: 'deciding', actions: { type: 'keepError', params: ({ event }) => serverProblem(event.error, null) } },
            ],
          },
        },
        reloading: {
          description: 'Fetching the withdrawal again on request, or after the server said a part was answered already; the old view stays meanwhile.',
          tags: ['ui:refreshing'],
          invoke: {
            id: 'loadWithdrawal',
            src: 'loadWithdrawal',
            input: ({ context }) => ({ withdrawalId: context.withdrawalId }),
            // The error stays: after an outdated answer it says why the part changed (a reload on request cleared it).
            onDone: { target: 'deciding', actions: { type: 'storeView', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'sessionLost', params: errorOf }, target: '#withdrawalConfirmation.sessionLost' },
              { target: 'deciding', actions: { type: 'keepError', params: ({ event }) => serverProblem(event.error, null) } },
            ],
          },
        },
        nothingToAnswer: {
          description:
            'No part awaits the member but money remains: parts still to be paid, a part reported missing is with the operator, or the withdrawal was rejected. A reload shows news.',
          on: { 'withdrawal.reload': { target: 'reloading', actions: 'clearError' } },
        },
        allReceived: {
          description:
            "Every part received (confirmed or counted after its deadline) and nothing remains. Final for the member, but not type 'final': the actor stays alive so a reload (another tab, an operator correction) still works.",
          tags: ['ui:allReceived'],
          on: { 'withdrawal.reload': { target: 'reloading', actions: 'clearError' } },
        },
      },
    },
    sessionLost: {
      description: 'A call answered 401 (login.not.session): the actor tells the root, which ends the session, and stops.',
      tags: ['ui:sessionLost'],
      type: 'final',
      // The session actor says the member was signed out; a message of this actor's would be stale.
      entry: ['clearError', 'announceSessionLost'],
    },
  },
});
