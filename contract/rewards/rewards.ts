// The reward centre's claim list and claims (issue 13, docs/economy.md §rewards; the platform's
// MCS2_getPromotionClaimList and MCS2_claimIssuedPromotion).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { NEWBIE_FIELDS, PROMOTION_TYPES } from '../rules/promotion-kinds.ts';
import { dayRange, pageFields, pageOf, rangeFields, withRange } from '../records/records.ts';

/** The reward types the claim list groups by: the promotion types plus MANUAL (operator-issued). */
export const rewardType = z.enum([...PROMOTION_TYPES, 'MANUAL']);

export const rewardView = z.object({
  rewardId: z.number().int(),
  promotionId: z.number().int().nullable(),
  promotionType: z.string(),
  title: z.string(),
  amount: z.number(),
  /** Points the claim credits (0: none). */
  rewardPoint: z.number(),
  /** The ticket the claim issues (GOLDEN_EGG, PRIZE_WHEEL, RED_ENVELOPE), opened in the reward centre; null: none. */
  ticketName: z.string().nullable(),
  /** The valid bets asked before a withdrawal, as a multiple of the amount (0: none). */
  turnoverMultiple: z.number().int(),
  /** ISO date-time; null: never expires. */
  expiry: z.string().nullable(),
  createdAt: z.string(),
  /** available (claimable now), expired (past its expiry, never claimable), claimed. */
  status: z.enum(['available', 'expired', 'claimed']),
  claimedAt: z.string().nullable(),
});
export type RewardView = z.infer<typeof rewardView>;

/** GET MCS2_getPromotionClaimList: the member's unclaimed rewards (available first, then expired), newest first. */
export const rewardListQuery = z.strictObject({ promotionType: rewardType.optional() });
export const rewardList = z.object({ list: z.array(rewardView), available: z.number().int() });

export const claimRewardBody = z.strictObject({ rewardId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const claimedReward = z.object({
  rewardId: z.number().int(),
  amount: z.number(),
  /** Points credited (0: none). */
  points: z.number(),
  /** The ticket issued (its id in the reward centre's tickets), null: none. */
  ticketId: z.number().int().nullable(),
  /** Valid bets this claim adds to the member's turnover before a withdrawal. */
  turnoverRequired: z.number(),
});
export const claimAllBody = z.strictObject({ promotionType: rewardType.optional() });
export const claimedAll = z.object({ claimed: z.number().int(), amount: z.number(), turnoverRequired: z.number() });

const claimErrors = { 'reward.not.found': 200, 'reward.already.claimed': 200, 'reward.expired': 200 } as const;
const tag = 'rewards';

// ---- The reward centre's promotions (issue 13: daily sign-in, newbie rewards, loss cashback) ----

/** Body of the claims of one promotion (MCSFE_claimLoginPromotion, MCS2_claimRegisterPromotion). */
export const promotionIdBody = z.strictObject({ promotionId: z.coerce.number().int().positive().max(2_147_483_647) });

/** One day of a sign-in week: only today's can be claimed, once, when today's valid bets reach validBetRequired. */
export const signInCell = z.object({
  /** 1 (Sunday) to 7 (Saturday). */
  dayNo: z.number().int(),
  /** yyyy-MM-dd in the members' time zone. */
  day: z.string(),
  amount: z.number(),
  validBetRequired: z.number(),
  hasClaimed: z.boolean(),
  isToday: z.boolean(),
  claimable: z.boolean(),
});
export type SignInCell = z.infer<typeof signInCell>;

export const loginPromotion = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  turnoverMultiple: z.number().int(),
  /** The members' week (Sunday to Saturday), yyyy-MM-dd. */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Valid bets of rounds settled today so far. */
  todayValidBet: z.number(),
  cells: z.array(signInCell),
});
export type LoginPromotion = z.infer<typeof loginPromotion>;
export const loginPromotions = z.object({ list: z.array(loginPromotion) });

/** A claim of today's sign-in cell: the reward paid, and the day it was for. */
export const claimedSignIn = claimedReward.extend({ dayNo: z.number().int(), day: z.string() });

export const newbieField = z.enum(NEWBIE_FIELDS);
export const registerPromotion = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  bonus: z.number(),
  /** The turnover multiple the bonus carries. */
  turnover: z.number().int(),
  requiredFields: z.array(newbieField),
  /** The required fields the member has completed. */
  accomplishedFields: z.array(newbieField),
  hasClaimed: z.boolean(),
  /** Every required field is complete and it was not claimed yet. */
  claimable: z.boolean(),
});
export type RegisterPromotion = z.infer<typeof registerPromotion>;
export const registerPromotions = z.object({ list: z.array(registerPromotion) });

export const cashbackTier = z.object({ netLoss: z.number(), percent: z.number() });
export const saviorPromotion = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  tiers: z.array(cashbackTier),
  maxBonus: z.number(),
  /** Days a cashback reward can be claimed after its day closed. */
  claimDays: z.number().int(),
  turnoverMultiple: z.number().int(),
  yesterday: z.object({
    day: z.string(),
    /** Bets minus wins of the rounds settled that day (0 when the member won). */
    netLoss: z.number(),
    /** The highest tier the loss reached, or null. */
    tier: cashbackTier.nullable(),
    /** What that tier pays (the percent of the loss, at most maxBonus): issued to claim after the day closes. */
    bonus: z.number(),
  }),
});
export type SaviorPromotion = z.infer<typeof saviorPromotion>;
export const saviorPromotions = z.object({ list: z.array(saviorPromotion) });

/** GET MCSFE_getClaimHistory: the member's claimed rewards by the members' day they were claimed. */
export const claimHistoryQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, promotionType: rewardType.optional() }));
export const claimedRewardRow = z.object({
  rewardId: z.number().int(),
  promotionType: z.string(),
  title: z.string(),
  amount: z.number(),
  turnoverMultiple: z.number().int(),
  /** ISO date-time. */
  claimedAt: z.string(),
});
export type ClaimedRewardRow = z.infer<typeof claimedRewardRow>;
export const claimHistoryPage = pageOf(claimedRewardRow).extend({
  ...dayRange.shape,
  /** Over every claim in the range and filter, not only this page. */
  totalAmount: z.number(),
});
export type ClaimHistoryPage = z.infer<typeof claimHistoryPage>;

/** GET MCSFE_getTurnoverStatus: the bonus turnover a withdrawal waits for (docs/economy.md §turnover). */
export const turnoverStatus = z.object({ required: z.number(), played: z.number(), remaining: z.number() });
export type TurnoverStatusValue = z.infer<typeof turnoverStatus>;

const notRunning = { 'promotion.not.running': 200 } as const;

export const rewardCalls = {
  rewardList: { tag, summary: "The member's unclaimed rewards: available ones and expired ones, newest first", query: rewardListQuery, value: rewardList },
  claimReward: {
    tag,
    summary: 'Claim one reward: paid to the wallet at once, with the turnover it carries',
    body: claimRewardBody,
    value: claimedReward,
    errors: claimErrors,
  },
  claimAllRewards: {
    tag,
    summary: 'Claim every available reward (optionally of one type) in one go',
    body: claimAllBody,
    value: claimedAll,
    errors: { 'reward.none.available': 200 },
  },
  loginPromotions: { tag, summary: "The running daily sign-in promotions with this week's 7 cells (only today's is claimable)", value: loginPromotions },
  claimLoginPromotion: {
    tag,
    summary: "Claim today's sign-in cell of a promotion: paid at once with its turnover",
    description: 'claim_bet_required has value { actual, required }: the valid bets of today so far and what the cell asks.',
    body: promotionIdBody,
    value: claimedSignIn,
    errors: { ...notRunning, 'reward.already.claimed': 200, 'reward.none.available': 200, claim_bet_required: 200 },
  },
  registerPromotions: {
    tag,
    summary: 'The running newbie rewards with the profile fields each needs and those the member completed',
    value: registerPromotions,
  },
  claimRegisterPromotion: {
    tag,
    summary: 'Claim a newbie reward once its fields are complete: paid at once with its turnover',
    description: 'required_member_information_incomplete has value { missingFields }.',
    body: promotionIdBody,
    value: claimedReward,
    errors: { ...notRunning, 'reward.already.claimed': 200, required_member_information_incomplete: 200 },
  },
  saviorPromotions: {
    tag,
    summary: "The running loss cashback promotions: tiers, maximum, and yesterday's net loss with the tier it reached",
    value: saviorPromotions,
  },
  claimHistory: {
    tag,
    summary: 'The rewards the member claimed, by the day of the claim, paged, with the total',
    description: "startDate and endDate are yyyy-MM-dd days in the members' time zone, both included (default: the last 7 days up to today).",
    query: claimHistoryQuery,
    value: claimHistoryPage,
  },
  turnoverStatus: { tag, summary: 'The bonus turnover still to play before a withdrawal: required, played, remaining', value: turnoverStatus },
} as const satisfies CallTable;
