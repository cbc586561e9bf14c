// The points mall (issue 15, docs/loyalty.md §points mall; docs/product.md §2.1 /pointMall): the member's points, the
// earning rates, the goods, redeeming them with the payment password (held at once, decided by the operator), the
// redeem history, the point details and cash converted to points. The platform's MCS2_/ODSFE2_ calls.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { dayRange, pageFields, pageOf, rangeFields, withRange } from '../records/records.ts';

import { GOODS_TYPES, REDEEM_TYPES, REDEMPTION_STATUSES } from '../rules/points.ts';
import { DELIVERY_LIMITS, DELIVERY_MOBILE } from '../rules/delivery.ts';

export { GOODS_TYPES, REDEEM_TYPES, REDEMPTION_STATUSES, type GoodsType, type RedeemType, type RedemptionStatus } from '../rules/points.ts';

/** GET MCS2_getPointBalance */
export const pointBalance = z.object({
  /** Points, up to 2 decimals. */
  point: z.number(),
  /** Points held by redemptions in process. */
  pointInProcess: z.number(),
});
export type PointBalance = z.infer<typeof pointBalance>;

/** One rate: a game type (points on valid bets), DEPOSIT, or EXCHANGE (points per peso of cash converted). */
export const pointRate = z.object({
  source: z.string(),
  /** Basis points of the amount earned as points: 100 = 1 %. */
  rateBp: z.number().int(),
  /** rateBp as a percentage of the amount (1 for 100 bp). */
  percent: z.number(),
  /** Points one peso earns (0.01 for 100 bp; 10 for EXCHANGE at 100,000 bp). */
  pointsPerPeso: z.number(),
});
export type PointRate = z.infer<typeof pointRate>;
/** GET MCS2_getPointConfig: the earning rates per game type and on deposits, and the exchange rate of cash. */
export const pointConfig = z.object({ games: z.array(pointRate), deposit: pointRate.nullable(), exchange: pointRate.nullable() });
export type PointConfig = z.infer<typeof pointConfig>;

export const goodsView = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(GOODS_TYPES),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Delivery details are asked for on redeem. */
  physical: z.boolean(),
  /** Points only (null: not offered). */
  pricePoints: z.number().nullable(),
  /** Points plus cash (both null: not offered). */
  mpPoints: z.number().nullable(),
  mpMoney: z.number().nullable(),
  /** What a MONEY good pays to the wallet per unit (null for others). */
  cashValue: z.number().nullable(),
  stock: z.number().int(),
  soldOut: z.boolean(),
});
export type GoodsView = z.infer<typeof goodsView>;
/** GET MCS2_getPointReward: the active goods, in the mall's order. */
export const goodsQuery = z.strictObject({ type: z.enum(GOODS_TYPES).optional() });
export const goodsList = z.object({ list: z.array(goodsView) });

/** A physical good's delivery. */
export const deliveryFields = z.strictObject({
  name: z.string().trim().min(DELIVERY_LIMITS.name.min).max(DELIVERY_LIMITS.name.max),
  address: z.string().trim().min(DELIVERY_LIMITS.address.min).max(DELIVERY_LIMITS.address.max),
  mobile: z.string().trim().regex(DELIVERY_MOBILE, '7 to 15 digits'),
  province: z.string().trim().max(DELIVERY_LIMITS.province.max).optional(),
  remarks: z.string().trim().max(DELIVERY_LIMITS.remarks.max).optional(),
});
export type Delivery = z.infer<typeof deliveryFields>;

/** The most of one good a redemption may ask for. */
export const MAX_REDEEM_QUANTITY = 99;

/** POST passwordCheck/MCS2_redeemPointReward (encrypted). */
export const redeemBody = z.strictObject({
  goodsId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1).max(MAX_REDEEM_QUANTITY),
  redeemType: z.enum(REDEEM_TYPES),
  delivery: deliveryFields.optional(),
  paymentPassword: z.string().min(1).max(64),
});
export type RedeemRequest = z.infer<typeof redeemBody>;

export const redemptionView = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  goodsType: z.enum(GOODS_TYPES),
  imageUrl: z.string(),
  quantity: z.number().int(),
  redeemType: z.enum(REDEEM_TYPES),
  /** Points spent (held while in process). */
  points: z.number(),
  /** Cash spent (0 for P). */
  money: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  note: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedemptionView = z.infer<typeof redemptionView>;

/** GET MCS2_getRedeemPointList */
export const redemptionsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, status: z.enum(REDEMPTION_STATUSES).optional() }));
export const redemptionPage = pageOf(redemptionView).extend({
  ...dayRange.shape,
  /** Over every redemption in the range and filter, not only this page. */
  totalPoints: z.number(),
  totalMoney: z.number(),
});
export type RedemptionPage = z.infer<typeof redemptionPage>;

/** GET ODSFE2_MemTransDet: the entries of the member's points account. */
export const pointDetailsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields }));
export const pointMovement = z.object({
  id: z.number().int(),
  /** The ledger kind: points.bet, points.deposit, points.convert, points.redeem.hold ... */
  kind: z.string(),
  /** Signed: points in are positive. */
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
  createdAt: z.string(),
});
export type PointMovement = z.infer<typeof pointMovement>;
export const pointDetailsPage = pageOf(pointMovement).extend({ ...dayRange.shape, totalIn: z.number(), totalOut: z.number() });
export type PointDetailsPage = z.infer<typeof pointDetailsPage>;

/** The most pesos one conversion may take. */
export const MAX_CONVERT_PESOS = 1_000_000;
/** POST passwordCheck/MCS2_convertPoint (encrypted): whole pesos of cash to points at the EXCHANGE rate. */
export const convertBody = z.strictObject({
  amount: z.number().int().min(1).max(MAX_CONVERT_PESOS),
  paymentPassword: z.string().min(1).max(64),
});
export type ConvertRequest = z.infer<typeof convertBody>;
export const converted = z.object({ amount: z.number(), points: z.number(), balance: z.number(), point: z.number() });
export type Converted = z.infer<typeof converted>;

const tag = 'points';
const password = { 'paymentPassword.unset': 200, 'paymentPassword.incorrect': 200, 'paymentPassword.locked': 429 } as const;

export const pointCalls = {
  pointBalance: { tag, summary: "The member's points and the points held by redemptions in process", value: pointBalance },
  pointConfig: { tag, summary: 'The earning rates: % of valid bets per game type, of deposits, and points per peso of cash converted', value: pointConfig },
  pointGoods: { tag, summary: 'The goods of the points mall (type filter): price in points or points plus cash, stock', query: goodsQuery, value: goodsList },
  redeemPoints: {
    tag,
    summary:
      'Redeem a good (encrypted: goodsId, quantity, redeemType P|PM, delivery for physical goods, paymentPassword): points, cash and stock are held at once',
    description:
      'value is the RedemptionView (status P) until the operator approves or rejects it. The refusals move nothing; paymentPassword.incorrect has value { attemptsLeft }, ' +
      'pointMall.stock.short value { stock }.',
    body: redeemBody,
    value: redemptionView,
    errors: {
      ...password,
      'pointMall.goods.unknown': 200,
      'pointMall.soldOut': 200,
      'pointMall.stock.short': 200,
      'pointMall.redeemType.unavailable': 200,
      'pointMall.delivery.required': 200,
      'pointMall.points.insufficient': 200,
      'pointMall.cash.insufficient': 200,
      'function.not.available': 200,
    },
  },
  pointRedemptions: {
    tag,
    summary: "The member's redemptions by day range and status, paged, with the totals",
    description: "startDate and endDate are yyyy-MM-dd days in the members' time zone, both included (default: the last 7 days up to today).",
    query: redemptionsQuery,
    value: redemptionPage,
  },
  pointDetails: {
    tag,
    summary: "The movements of the member's points (earned, converted, held, given back), newest first, paged",
    query: pointDetailsQuery,
    value: pointDetailsPage,
  },
  convertPoints: {
    tag,
    summary: 'Convert whole pesos of cash to points at the EXCHANGE rate (encrypted: amount, paymentPassword)',
    description: 'pointMall.convert.turnover.pending has value { required, played, remaining }: cash under a bonus turnover cannot leave as points.',
    body: convertBody,
    value: converted,
    errors: {
      ...password,
      'pointMall.cash.insufficient': 200,
      'pointMall.convert.unavailable': 200,
      'pointMall.convert.turnover.pending': 200,
      'function.not.available': 200,
    },
  },
} as const satisfies CallTable;
