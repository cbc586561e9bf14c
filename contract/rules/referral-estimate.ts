// Invite friends' earnings estimate (issue 39 item 6, docs/loyalty.md §invite friends): what the day closes would pay
// a member for friends who each deposit and bet given amounts, from the programme's terms. The same arithmetic as
// server/referral/referral-settle.ts and referral-tiers.ts, shared here so the invite page's figures and the
// server test of the close agree. Money in centavos, points in hundredths, rates in basis points.
import type { ReferralPromotion } from '../referral/referral.ts';

export interface ReferralTier {
  /** Qualified invitees the member must reach. */
  invitees: number;
  /** The money paid once on reaching it (centavos). */
  bonus: number;
}

export interface ReferralEstimateTerms {
  minFirstDeposit: number;
  minValidBet: number;
  invitePoints: number;
  qualifiedBonus: number;
  depositRateBp: number;
  betRateBp: number;
  /** Ascending by invitees. */
  tiers: readonly ReferralTier[];
}

export interface ReferralEstimateInput {
  /** Friends invited, each depositing `deposit` and betting `validBet` (centavos) within the days allowed. */
  invitees: number;
  deposit: number;
  validBet: number;
  /** Qualified invitees the member has already: tiers at or below this count are paid already. */
  alreadyQualified: number;
}

export interface ReferralEstimate {
  /** Whether such friends qualify at all (a first deposit and valid bets reaching the minimums). */
  qualifies: boolean;
  points: number;
  qualifiedBonus: number;
  depositRebate: number;
  betRebate: number;
  tierBonus: number;
  totalMoney: number;
}

const cents = (decimal: number) => Math.round(decimal * 100);

/** The terms in the contract's decimals (the public terms call) as whole units for the estimate. */
export function termsFromPromotion(p: ReferralPromotion): ReferralEstimateTerms {
  return {
    minFirstDeposit: cents(p.minFirstDeposit),
    minValidBet: cents(p.minValidBet),
    invitePoints: cents(p.invitePoints),
    qualifiedBonus: cents(p.qualifiedBonus),
    depositRateBp: Math.round(p.depositRatePercent * 100),
    betRateBp: Math.round(p.betRatePercent * 100),
    tiers: p.tiers.map((t) => ({ invitees: t.invitees, bonus: cents(t.bonus) })),
  };
}

/** The tiers reached when qualified invitees go from `from` to `to` (each paid once, by the close). */
export const tiersReached = (tiers: readonly ReferralTier[], from: number, to: number) => tiers.filter((t) => t.invitees > from && t.invitees <= to);

/** The next tier above `qualified`, or null past the last. */
export const nextTier = (tiers: readonly ReferralTier[], qualified: number) => tiers.find((t) => t.invitees > qualified) ?? null;

/**
 * The income such friends bring: the per-invitee bonuses, the rebates on their deposits and bets (as if all made on
 * one day: the close rounds each day's rebate down, so days apart may pay a centavo less each), and the tiers
 * newly reached. Friends below the minimums qualify for nothing.
 */
export function estimateReferralIncome(terms: ReferralEstimateTerms, input: ReferralEstimateInput): ReferralEstimate {
  const qualifies = input.invitees > 0 && input.deposit >= terms.minFirstDeposit && input.validBet >= terms.minValidBet;
  if (!qualifies) return { qualifies, points: 0, qualifiedBonus: 0, depositRebate: 0, betRebate: 0, tierBonus: 0, totalMoney: 0 };
  const n = input.invitees;
  const qualifiedBonus = n * terms.qualifiedBonus;
  const depositRebate = Math.floor((n * input.deposit * terms.depositRateBp) / 10_000);
  const betRebate = Math.floor((n * input.validBet * terms.betRateBp) / 10_000);
  const tierBonus = tiersReached(terms.tiers, input.alreadyQualified, input.alreadyQualified + n).reduce((sum, t) => sum + t.bonus, 0);
  return {
    qualifies,
    points: n * terms.invitePoints,
    qualifiedBonus,
    depositRebate,
    betRebate,
    tierBonus,
    totalMoney: qualifiedBonus + depositRebate + betRebate + tierBonus,
  };
}
