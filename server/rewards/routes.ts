// The reward centre's claim list and claims (issue 13, docs/economy.md §rewards). Thin: the rules live in
// server/rewards/service.ts, inside one transaction per claim.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { claimReward, rewardState, unclaimedRewards, type ClaimedReward, type RewardRow } from './service.ts';
import { claimSignIn } from '../promotions/sign-in.ts';
import { claimNewbieReward } from '../promotions/newbie.ts';
import { loginPromotionList, registerPromotionList, saviorPromotionList } from './promotion-lists.ts';
import { claimAllWithTotals } from './claim-all.ts';
import { claimHistory } from './claim-history.ts';
import { turnoverStatus } from './turnover.ts';
import { registerRangeCall } from '../http/range-call.ts';
import type { RewardView } from '../../contract/rewards/rewards.ts';
import { toDecimal } from '../ledger/amounts.ts';

export const rewardView = (r: RewardRow, now: Date): RewardView => ({
  rewardId: r.id,
  promotionId: r.promotionId,
  promotionType: r.type,
  title: r.title,
  amount: toDecimal(r.amount),
  rewardPoint: toDecimal(r.points),
  ticketName: r.ticketType,
  turnoverMultiple: r.turnoverMultiple,
  expiry: r.expiresAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  status: rewardState(r, now),
  claimedAt: r.claimedAt?.toISOString() ?? null,
});

export const claimedView = (c: ClaimedReward) => ({
  rewardId: c.rewardId,
  amount: toDecimal(c.amount),
  points: toDecimal(c.points),
  ticketId: c.ticketId,
  turnoverRequired: toDecimal(c.turnoverRequired),
});

/** A claim of the reward centre: its value (a refusal the domain decided is a Refusal, answered by registerCall). */
const claim = async <T>(run: () => Promise<T>) => ok(await run());

export async function rewardRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const currency = config.merchant.currency;
  const offset = config.wallet.timeZoneOffsetMinutes;

  registerCall(app, 'rewardList', async (request) => {
    const now = clock.now();
    const list = (await unclaimedRewards(db, memberOf(request).id, now, request.query.promotionType)).map((r) => rewardView(r, now));
    return ok({ list, available: list.filter((r) => r.status === 'available').length });
  });

  registerCall(app, 'claimReward', async (request) => {
    const claimed = await claimReward(db, clock, currency, memberOf(request).id, request.body.rewardId);
    return ok(claimedView(claimed));
  });

  registerCall(app, 'claimAllRewards', async (request) => {
    return ok(await claimAllWithTotals(db, clock, currency, memberOf(request).id, request.body.promotionType));
  });

  registerCall(app, 'loginPromotions', async (request) => ok(await loginPromotionList(db, memberOf(request).id, clock.now(), offset)));

  registerCall(app, 'claimLoginPromotion', (request) =>
    claim(async () => {
      const c = await claimSignIn(db, clock, currency, offset, memberOf(request).id, request.body.promotionId);
      return { ...claimedView(c), dayNo: c.dayNo, day: c.day };
    }),
  );

  registerCall(app, 'registerPromotions', async (request) => ok(await registerPromotionList(db, memberOf(request).id, clock.now())));

  registerCall(app, 'claimRegisterPromotion', (request) =>
    claim(async () => claimedView(await claimNewbieReward(db, clock, currency, memberOf(request).id, request.body.promotionId))),
  );

  registerCall(app, 'saviorPromotions', async (request) => ok(await saviorPromotionList(db, memberOf(request).id, clock.now(), offset)));

  registerRangeCall(app, 'claimHistory', (request, range) => {
    const q = request.query;
    return claimHistory(db, memberOf(request).id, range, q.promotionType, q.pageNum, q.pageSize);
  });

  registerCall(app, 'turnoverStatus', async (request) => {
    const s = await turnoverStatus(db, memberOf(request).id, clock.now());
    return ok({ required: toDecimal(s.required), played: toDecimal(s.played), remaining: toDecimal(s.remaining) });
  });
}
