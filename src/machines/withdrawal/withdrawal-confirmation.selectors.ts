import type { SnapshotFrom } from 'xstate';
import { earliestConfirmBy, type withdrawalConfirmationMachine } from './withdrawal-confirmation.machine.ts';
import type { WithdrawalProblem } from './withdrawal-confirmation.types.ts';

type S = SnapshotFrom<typeof withdrawalConfirmationMachine>;

/** The withdrawal as the server last returned it (amounts, parts), or null before the first load. */
export const withdrawalView = (s: S) => s.context.view;

/** Received and remaining, only ever as the server computed them. */
export const receivedAmount = (s: S) => s.context.view?.receivedAmount ?? 0;
export const remainingAmount = (s: S) => s.context.view?.remainingAmount ?? 0;

/** One part's buttons are live: the member may answer now and the part still awaits. */
export const canAnswerPart = (partId: number) => (s: S) =>
  s.hasTag('ui:answering') && (s.context.view?.parts.some((part) => part.id === partId && part.status === 'awaiting') ?? false);

/** The "all received" button is live. */
export const canConfirmAll = (s: S) => s.hasTag('ui:answering');

/** This part's answer is on its way (its button shows a spinner); an all-received call counts for every part. */
export const isPartBusy = (partId: number) => (s: S) =>
  s.hasTag('ui:busy') && (s.context.answer?.partId === partId || s.context.answer?.kind === 'allReceived');

/** An answer or a reload is running: every button waits. */
export const isBusy = (s: S) => s.hasTag('ui:busy') || s.hasTag('ui:refreshing');

/** The first load (a skeleton), not a reload (the old view stays). */
export const isLoading = (s: S) => s.hasTag('ui:loading');
export const isUnavailable = (s: S) => s.hasTag('ui:unavailable');
export const isAllReceived = (s: S) => s.hasTag('ui:allReceived');

/** The message to show, if any. */
export const withdrawalProblem = (s: S): WithdrawalProblem | null => s.context.error;

/** The problem of one part (shown beside it), leaving withdrawal-wide ones to the page. */
export const partProblem = (partId: number) => (s: S) => (s.context.error?.partId === partId ? s.context.error : null);

/** When the first unanswered part counts as received (ms since the epoch), for a countdown; null when none awaits. */
export const nextDeadline = (s: S) => earliestConfirmBy(s.context.view);
