import type { Delivery, RedeemType, RedemptionView } from '../../../contract/points/points.ts';

/** What the actor needs of a good: which it is, how it may be paid, whether it ships, how many are left. */
export interface GoodsItem {
  id: number;
  physical: boolean;
  /** Points only is offered. */
  points: boolean;
  /** Points plus cash is offered. */
  pointsAndCash: boolean;
  stock: number;
}

/** Who redeems: a visitor (or trial player) is sent to log in first. */
export type Viewer = 'member' | 'visitor';

export interface PointRedemptionInput {
  viewer: Viewer;
}

/** The step a refusal sends the member back to, with the field it names. */
export type ProblemField = 'quantity' | 'delivery' | 'password' | 'form';

/** A refusal: the server's code (translated by the view as pointMall.errors.<code> or errors.<code>), its value. */
export interface RedemptionProblem {
  field: ProblemField;
  code: string;
  message: string | null;
  value: unknown;
}

export interface PointRedemptionContext extends PointRedemptionInput {
  goods: GoodsItem | null;
  redeemType: RedeemType;
  quantity: number;
  delivery: Delivery | null;
  password: string;
  problem: RedemptionProblem | null;
  redemption: RedemptionView | null;
}

export type PointRedemptionEvent =
  /** The member picked a good to redeem (a visitor is asked to log in instead). */
  | { type: 'redeem.choose'; goods: GoodsItem }
  /** The session changed: a member now, or a visitor again. */
  | { type: 'redeem.viewer'; viewer: Viewer }
  | { type: 'redeem.quantity'; quantity: number }
  | { type: 'redeem.type'; redeemType: RedeemType }
  | { type: 'redeem.delivery'; delivery: Delivery }
  | { type: 'redeem.password'; password: string }
  /** On to the next step (details for physical goods, then the password). */
  | { type: 'redeem.next' }
  | { type: 'redeem.back' }
  | { type: 'redeem.submit' }
  /** After a failure that was not a refusal: send the same request again. */
  | { type: 'redeem.retry' }
  /** Close the dialog (nothing is sent; after a success, the result is dismissed). */
  | { type: 'redeem.close' };

export type PointRedemptionEmitted =
  /** A visitor tried to redeem: the view opens the login dialog. */
  | { type: 'login.required' }
  /** A redemption was held (or may have been: a refusal after a stale list): the balance and lists are old. */
  | { type: 'points.changed' };

export type PointRedemptionTag =
  /** The redeem dialog is open. */
  | 'ui:open'
  /** The request is on its way. */
  | 'ui:busy';

/** Input of the redeem call (the payment password goes sealed). */
export interface RedeemInput {
  goodsId: number;
  quantity: number;
  redeemType: RedeemType;
  delivery?: Delivery;
  paymentPassword: string;
}
