// The points mall's plain constants (issue 15), shared by the contract's schemas and the site (no zod here).

/** MONEY pays its cash value to the wallet on approval; VOUCHER; GIFT is physical (delivery details required). */
export const GOODS_TYPES = ['MONEY', 'VOUCHER', 'GIFT'] as const;
export type GoodsType = (typeof GOODS_TYPES)[number];
/** P: points only; PM: points plus cash. */
export const REDEEM_TYPES = ['P', 'PM'] as const;
export type RedeemType = (typeof REDEEM_TYPES)[number];
/** P in process (points and cash held), A approved, R rejected (everything given back). */
export const REDEMPTION_STATUSES = ['P', 'A', 'R'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** A quantity the member may ask for: a whole number from 1 to the stock (issue 36: the machine and the view read it here). */
export const quantityInRange = (quantity: number, stock: number): boolean => Number.isInteger(quantity) && quantity >= 1 && quantity <= stock;
