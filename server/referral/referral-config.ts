// The referral programme's terms (docs/loyalty.md §invite friends): the config of the seeded REFERRAL promotion
// INVITE (promotions.config jsonb), read with defaults so a promotion written before the terms existed still works.
// Money in centavos, points in hundredths, rates in basis points of the invitees' amounts.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { promotions } from '../db/schema-economy.ts';
import { toDecimal } from '../ledger/amounts.ts';

const centavos = z.number().int().min(0);

export const referralConfig = z.object({
  /** Qualification: a first deposit of at least this much ... */
  minFirstDeposit: centavos.default(10_000),
  /** ... and valid bets of at least this much ... */
  minValidBet: centavos.default(20_000),
  /** ... within this many days of registering (past them without: failed). */
  qualifyDays: z.number().int().min(1).max(365).default(7),
  /** The invitation bonus, in points (hundredths), paid once per qualified invitee. */
  invitePoints: z.number().int().min(0).default(5_000),
  /** The qualified-invitee (achievement) bonus, centavos, paid once per qualified invitee. */
  qualifiedBonus: centavos.default(5_000),
  /** The deposit rebate: basis points of the qualified invitees' deposits of a day. */
  depositRateBp: z.number().int().min(0).max(10_000).default(100),
  /** The bet rebate: basis points of the qualified invitees' valid bets of a day. */
  betRateBp: z.number().int().min(0).max(10_000).default(20),
  /**
   * Achievement tiers: `bonus` centavos paid once when the member's qualified invitees reach `invitees`
   * (referral-tiers.ts). Strictly ascending, so each count names one tier (the settlements row's period).
   */
  tiers: z
    .array(z.object({ invitees: z.number().int().min(1).max(100_000), bonus: centavos.min(1) }))
    .max(20)
    .refine((tiers) => tiers.every((t, i) => i === 0 || t.invitees > tiers[i - 1]!.invitees), 'tiers must be strictly ascending by invitees')
    .default([]),
});
export type ReferralConfig = z.infer<typeof referralConfig>;

export const REFERRAL_PROMOTION_CODE = 'INVITE';

export interface ReferralProgramme {
  promotionId: number;
  /** Enabled, started and not ended at `now`. */
  running: boolean;
  config: ReferralConfig;
}

/** The REFERRAL promotion (the seeded INVITE first, else the first REFERRAL one), or null when there is none. */
export async function referralProgramme(db: Db | Tx, now: Date): Promise<ReferralProgramme | null> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.type, 'REFERRAL')))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  const p = rows.find((r) => r.code === REFERRAL_PROMOTION_CODE) ?? rows[0];
  if (!p) return null;
  const parsed = referralConfig.safeParse(p.config ?? {});
  return {
    promotionId: p.id,
    running: p.enabled && p.startsAt <= now && (p.endsAt === null || p.endsAt > now),
    config: parsed.success ? parsed.data : referralConfig.parse({}),
  };
}

/** The programme's terms as the invite page shows them (the defaults while none runs). */
export async function referralTerms(db: Db, now: Date) {
  const programme = await referralProgramme(db, now);
  const c = programme?.config ?? referralConfig.parse({});
  return {
    enabled: programme?.running ?? false,
    minFirstDeposit: toDecimal(c.minFirstDeposit),
    minValidBet: toDecimal(c.minValidBet),
    qualifyDays: c.qualifyDays,
    invitePoints: toDecimal(c.invitePoints),
    qualifiedBonus: toDecimal(c.qualifiedBonus),
    depositRatePercent: c.depositRateBp / 100,
    betRatePercent: c.betRateBp / 100,
    tiers: c.tiers.map((t) => ({ invitees: t.invitees, bonus: toDecimal(t.bonus) })),
  };
}
