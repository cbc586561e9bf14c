import type { EntryState, PromotionCard } from '../../../contract/promotions/promotions.ts';
import type { PromotionStatus } from '../../../contract/rules/promotion-application.ts';

export type { EntryState, PromotionStatus };

/** What the actor needs of its card: the server's status for this caller and the reward to claim. */
export type CardState = Pick<PromotionCard, 'id' | 'type' | 'status' | 'rewardId'>;

/** Who looks at the card: a visitor gets the login popup, a trial player is told to register a real account. */
export type Viewer = 'visitor' | 'trial' | 'member';

export interface PromotionApplicationInput {
  card: CardState;
  viewer: Viewer;
}

/**
 * What went wrong, shown beside the card's action until it is dismissed or the next try: a reason code (a client
 * check's `promotion.remark.*` / `promotion.image.*`, or the server's errorCode), translated by the view.
 */
export interface PromotionProblem {
  code: string;
  /** The server's own words, for a code the view does not translate; null for the client's checks. */
  message: string | null;
  /** The image a client check refused, so the message can name it. */
  fileName: string | null;
}

export interface PromotionApplicationContext extends PromotionApplicationInput {
  /** The application being written (the apply form). */
  remark: string;
  files: File[];
  problem: PromotionProblem | null;
}

export type PromotionApplicationEvent =
  /** The card's button: join, open the apply form, claim, go to the promotion's page, or sign in first. */
  | { type: 'promotion.act' }
  /** The list came back from the server with this card (after a change here, elsewhere, or the review). */
  | { type: 'promotion.sync'; card: CardState }
  /** The apply form: the remark as typed, the images as chosen (replacing the earlier choice). */
  | { type: 'apply.remark'; remark: string }
  | { type: 'apply.files'; files: File[] }
  | { type: 'apply.submit' }
  | { type: 'apply.cancel' }
  | { type: 'promotion.dismissError' };

/** Told to whoever listens (`actor.on`): something changed on the server, so lists, balance and counts are old. */
export type PromotionApplicationEmitted = { type: 'promotion.changed'; change: 'joined' | 'applied' | 'claimed'; amount: number | null };

export type PromotionApplicationTag =
  /** The card's button does something now. */
  | 'ui:actionable'
  /** A call is on its way: the button (or the form's submit) waits with a spinner. */
  | 'ui:busy'
  /** The apply form is open (in the promotion's dialog). */
  | 'ui:editing';

/** Input of the join call. */
export interface PromotionRef {
  promotionId: number;
}

/** Input of the apply call: the images go up as multipart form data. */
export interface Application extends PromotionRef {
  remark: string;
  files: File[];
}

/** Input of the claim call. */
export interface RewardRef {
  rewardId: number;
}

/** What a claim answers (the reward centre's claimReward). */
export interface ClaimedReward {
  rewardId: number;
  amount: number;
  turnoverRequired: number;
}
