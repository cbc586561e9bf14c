// The reward centre's claim list and claims (issue 13, docs/economy.md §rewards). Thin: the rules live in
// server/domain/economy/rewards.ts, inside one transaction per claim.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok, refused } from '../http/envelope.ts';
import { toDecimal } from '../domain/ledger.ts';
import { claimAllRewards, claimReward, RewardClaimError, rewardState, unclaimedRewards, type RewardRow } from '../domain/economy/rewards.ts';
import type { RewardView } from '../../contract/rewards.ts';

const CLAIM_MESSAGES = {
  'reward.not.found': 'No such reward',
  'reward.already.claimed': 'This reward was claimed already',
  'reward.expired': 'This reward has expired',
} as const;

export const rewardView = (r: RewardRow, now: Date): RewardView => ({
  rewardId: r.id,
  promotionId: r.promotionId,
  promotionType: r.type,
  title: r.title,
  amount: toDecimal(r.amount),
  turnoverMultiple: r.turnoverMultiple,
  expiry: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  status: rewardState(r, now),
  claimedAt: r.claimedAt?.toISOString() ?? null,
});

export async function rewardRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const currency = config.merchant.currency;

  registerCall(app, 'rewardList', async (request) => {
    const now = clock.now();
    const list = (await unclaimedRewards(db, memberOf(request).id, now, request.query.promotionType)).map((r) => rewardView(r, now));
    return ok({ list, available: list.filter((r) => r.status === 'available').length });
  });

  registerCall(app, 'claimReward', async (request) => {
    try {
      const claimed = await claimReward(db, clock, currency, memberOf(request).id, request.body.rewardId);
      return ok({ rewardId: claimed.rewardId, amount: toDecimal(claimed.amount), turnoverRequired: toDecimal(claimed.turnoverRequired) });
    } catch (err) {
      if (err instanceof RewardClaimError) return refused(err.code, CLAIM_MESSAGES[err.code]);
      throw err;
    }
  });

  registerCall(app, 'claimAllRewards', async (request) => {
    const claimed = await claimAllRewards(db, clock, currency, memberOf(request).id, request.body.promotionType);
    if (claimed.length === 0) return refused('reward.none.available', 'There is no reward to claim');
    const sum = (f: (c: (typeof claimed)[number]) => number) => claimed.reduce((s, c) => s + f(c), 0);
    return ok({ claimed: claimed.length, amount: toDecimal(sum((c) => c.amount)), turnoverRequired: toDecimal(sum((c) => c.turnoverRequired)) });
  });
}
