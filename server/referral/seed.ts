// Invite friends (issue 15, docs/loyalty.md §invite friends): the terms of the seeded REFERRAL promotion INVITE,
// and the programme opened now that its page exists (the promotions seed had it coming soon).
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema-economy.ts';
import type { Clock } from '../deps.ts';
import { REFERRAL_PROMOTION_CODE, referralConfig } from './referral-config.ts';
import { seedOnce } from '../seed/seed-run.ts';

const DAY = 86_400_000;

/**
 * The demo terms: ₱100 first deposit and ₱200 of valid bets within 7 days; 50 points + ₱50; 1 % and 0.2 %; tiers
 * of ₱100 at 3 qualified friends, ₱500 at 10 and ₱2,000 at 30 (issue 39).
 */
export const DEMO_REFERRAL_CONFIG = referralConfig.parse({
  minFirstDeposit: 10_000,
  minValidBet: 20_000,
  qualifyDays: 7,
  invitePoints: 5_000,
  qualifiedBonus: 5_000,
  depositRateBp: 100,
  betRateBp: 20,
  tiers: [
    { invitees: 3, bonus: 10_000 },
    { invitees: 10, bonus: 50_000 },
    { invitees: 30, bonus: 200_000 },
  ],
});

export async function seedReferral(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  // Version 2 adds the achievement tiers to a database seeded before them (the update writes the whole config).
  return seedOnce(db, { name: 'referral', version: 2 }, now, async (tx) => {
    await tx.update(promotions).set({ config: DEMO_REFERRAL_CONFIG }).where(eq(promotions.code, REFERRAL_PROMOTION_CODE));
    await tx
      .update(promotions)
      .set({ startsAt: new Date(now.getTime() - 30 * DAY) })
      .where(and(eq(promotions.code, REFERRAL_PROMOTION_CODE), gt(promotions.startsAt, now)));
  });
}
