// Promotion types, categories and the configuration each type carries (issue 13, docs/economy.md; names after the
// platform's own, docs/product.md §4.15). Plain data both sides read: the server seeds and
// settles by them, the site picks a card's action by type. The zod shapes of the configs are in
// contract/promotions/promotion-config.ts.

/**
 * REGISTER newbie reward (profile fields), LOGIN daily sign-in, SAVIOR loss cashback, APPLY an application the
 * operator reviews, JOIN a sign-up promotion paid when its target is met, DEPOSIT / FIRST_DEPOSIT deposit offers,
 * REBATE the daily rebate, UPGRADE_BONUS the VIP upgrade bonus, MISSION and REFERRAL (their pages come with a later
 * issue).
 */
export const PROMOTION_TYPES = [
  'REGISTER',
  'LOGIN',
  'SAVIOR',
  'APPLY',
  'JOIN',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'REBATE',
  'UPGRADE_BONUS',
  'MISSION',
  'REFERRAL',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The promotions page's tabs after "all" (the platform's categories). */
export const PROMOTION_CATEGORIES = ['rng', 'live', 'pvp', 'sport', 'fish', 'lotto', 'rebate', 'deposit', 'rank', 'newPlayer', 'other'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** What a newbie (REGISTER) reward may ask the member to complete: profile fields, bound contacts, a bank account. */
export const NEWBIE_FIELDS = ['birthday', 'address', 'nationality', 'occupation', 'mobile', 'email', 'payeeName', 'bankAccount'] as const;
export type NewbieField = (typeof NEWBIE_FIELDS)[number];

/** promotions.config per type (amounts in centavos). */
export interface LoginConfig {
  /** A week of sign-in cells, Sunday (dayNo 1) to Saturday (dayNo 7): only today's cell can be claimed. */
  cells: { dayNo: number; amount: number; validBetRequired: number }[];
}
/** Claimable once every field is complete. */
export interface RegisterConfig {
  requiredFields: NewbieField[];
}
/** A day's net loss (bets - wins over every game) at or above a tier pays its percent, at most maxBonus, claimable for claimDays. */
export interface SaviorConfig {
  tiers: { netLoss: number; percent: number }[];
  maxBonus: number;
  claimDays: number;
}
/** Joined members whose valid bets since joining reach the target (within the promotion's period) get its bonus. */
export interface JoinConfig {
  validBetTarget: number;
}
