// The reward centre's claim list and claims (issue 13, docs/economy.md §rewards; the platform's
// MCS2_getPromotionClaimList and MCS2_claimIssuedPromotion).
import { z } from 'zod';
import type { CallTable } from './call.ts';
import { PROMOTION_TYPES } from './rules/promotion-kinds.ts';

/** The reward types the claim list groups by: the promotion types plus MANUAL (operator-issued). */
export const rewardType = z.enum([...PROMOTION_TYPES, 'MANUAL']);

export const rewardView = z.object({
  rewardId: z.number().int(),
  promotionId: z.number().int().nullable(),
  promotionType: z.string(),
  title: z.string(),
  amount: z.number(),
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
  /** Valid bets this claim adds to the member's turnover before a withdrawal. */
  turnoverRequired: z.number(),
});
export const claimAllBody = z.strictObject({ promotionType: rewardType.optional() });
export const claimedAll = z.object({ claimed: z.number().int(), amount: z.number(), turnoverRequired: z.number() });

const claimErrors = { 'reward.not.found': 200, 'reward.already.claimed': 200, 'reward.expired': 200 } as const;
const tag = 'rewards';

export const rewardCalls = {
  rewardList: { tag, summary: 'The member\'s unclaimed rewards: available ones and expired ones, newest first', query: rewardListQuery, value: rewardList },
  claimReward: { tag, summary: 'Claim one reward: paid to the wallet at once, with the turnover it carries', body: claimRewardBody, value: claimedReward, errors: claimErrors },
  claimAllRewards: {
    tag,
    summary: 'Claim every available reward (optionally of one type) in one go',
    body: claimAllBody,
    value: claimedAll,
    errors: { 'reward.none.available': 200 },
  },
} as const satisfies CallTable;
