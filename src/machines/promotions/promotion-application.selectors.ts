import type { SnapshotFrom } from 'xstate';
import type { promotionApplicationMachine } from './promotion-application.machine.ts';
import { REMARK_MAX_LENGTH, remarkLength } from '../../../contract/rules/promotion-application.ts';

type S = SnapshotFrom<typeof promotionApplicationMachine>;

/** What the card's button says: the server's status for this viewer (kept while a call is on its way). */
export const cardStatus = (s: S) => s.context.card.status;

/** The button does something now (join, apply, claim, go, or sign in first). */
export const canAct = (s: S) => s.hasTag('ui:actionable');

/** A call is on its way: the button (or the form's submit) waits. */
export const isBusy = (s: S) => s.hasTag('ui:busy');

/** The apply form is open. */
export const isEditing = (s: S) => s.hasTag('ui:editing');

export const remark = (s: S) => s.context.remark;
/** The remark's live count (characters as the member counts them, trimmed), shown against REMARK_MAX_LENGTH. */
export const remarkUsed = (s: S) => remarkLength(s.context.remark);
export { REMARK_MAX_LENGTH };
export const chosenFiles = (s: S) => s.context.files;

/** The message to show beside the card's action or in the form, if any. */
export const promotionProblem = (s: S) => s.context.problem;
