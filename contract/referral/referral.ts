// Invite friends (issue 15, docs/loyalty.md §invite friends): the programme's terms, the member's link and code,
// the invitees with their statuses, and the income of the four streams with their records. The platform's
// getReferralDetails, getInviteList and getMyIncomeOverview under the MCSFE_ relay names (docs/decisions.md).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { dayRange, pageFields, pageOf, rangeFields, withRange } from '../records/records.ts';

/** R registered, A qualified (first deposit and bets reached), F failed (not in time), M duplicate (never paid). */
export const INVITEE_STATUSES = ['R', 'A', 'F', 'M'] as const;
export const inviteeStatus = z.enum(INVITEE_STATUSES);
export type InviteeStatus = z.infer<typeof inviteeStatus>;

/** The income streams: invitation bonus (points), qualified-invitee bonus, deposit rebate, bet rebate, achievement tiers. */
export const REFERRAL_STREAMS = ['invitation', 'achievement', 'depositRebate', 'betRebate', 'tier'] as const;
export const referralStream = z.enum(REFERRAL_STREAMS);
export type ReferralStream = z.infer<typeof referralStream>;

/** GET MCSFE_getReferralPromotion: whether the programme runs (the header's invite link) and its terms. */
export const referralPromotion = z.object({
  enabled: z.boolean(),
  minFirstDeposit: z.number(),
  minValidBet: z.number(),
  qualifyDays: z.number().int(),
  /** Points per qualified invitee. */
  invitePoints: z.number(),
  /** Money per qualified invitee. */
  qualifiedBonus: z.number(),
  /** Percent of the qualified invitees' deposits and valid bets paid each day. */
  depositRatePercent: z.number(),
  betRatePercent: z.number(),
  /** Achievement tiers, ascending: money paid once when the member's qualified invitees reach the count. */
  tiers: z.array(z.object({ invitees: z.number().int(), bonus: z.number() })),
});
export type ReferralPromotion = z.infer<typeof referralPromotion>;

/** POST MCSFE_getReferralDetails: the member's code (created on the first ask, hence a POST), the link, totals. */
export const referralDetails = z.object({
  referralCode: z.string(),
  /** <origin>/register?referralCode=CODE */
  link: z.string(),
  running: z.boolean(),
  totalInvitations: z.number().int(),
  qualified: z.number().int(),
  /** Money and points the programme paid the member, ever. */
  totalPrize: z.number(),
  totalPoints: z.number(),
  /** The achievement tiers (by invitee count) already paid to the member. */
  tiersPaid: z.array(z.number().int()),
});
export type ReferralDetails = z.infer<typeof referralDetails>;

/** GET MCSFE_getInviteList: invitees registered in the range (default: the last 30 days), newest first. */
export const inviteListQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, status: inviteeStatus.optional() }));
export const invitee = z.object({
  /** Masked: "de***o". */
  inviteeName: z.string(),
  status: inviteeStatus,
  registerTime: z.string(),
  firstDepositTime: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
});
export type Invitee = z.infer<typeof invitee>;
export const inviteListPage = pageOf(invitee).extend(dayRange.shape);
export type InviteListPage = z.infer<typeof inviteListPage>;

export const streamTotal = z.object({ amount: z.number(), memberCount: z.number().int() });
export const incomeWindow = z.object({
  ...dayRange.shape,
  /** Points. */
  invitation: streamTotal,
  achievement: streamTotal,
  depositRebate: streamTotal,
  betRebate: streamTotal,
  /** Achievement tiers paid; memberCount = the tiers' friend counts. */
  tier: streamTotal,
  /** Money of achievement, both rebates and the tiers. */
  totalMoney: z.number(),
  /** Invitees who registered, and who qualified, in the window. */
  memberCount: z.number().int(),
  memberQualifiedCount: z.number().int(),
});
export type IncomeWindow = z.infer<typeof incomeWindow>;

/** GET MCSFE_getMyIncomeOverview: income credited today, yesterday and in the range (default: the last 7 days). */
export const incomeOverviewQuery = withRange(z.strictObject({ ...rangeFields }));
export const incomeOverview = z.object({ today: incomeWindow, yesterday: incomeWindow, range: incomeWindow });
export type IncomeOverview = z.infer<typeof incomeOverview>;

/** GET MCSFE_getReferralRecords: one stream's credited rows in the range (default: the last 30 days), newest first. */
export const referralRecordsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, stream: referralStream }));
export const referralRecord = z.object({
  creditedAt: z.string(),
  /** The settled day (rebates), or null (a per-invitee bonus). */
  day: z.string().nullable(),
  /** Per-invitee bonuses: the invitee, masked. */
  inviteeName: z.string().nullable(),
  /** The invitee's first deposit, or the day's deposits or valid bets the rebate was computed from; null for a tier. */
  basis: z.number().nullable(),
  /** Money, or points for the invitation stream. */
  amount: z.number(),
  memberCount: z.number().int(),
});
export type ReferralRecord = z.infer<typeof referralRecord>;
export const referralRecordsPage = pageOf(referralRecord).extend({ ...dayRange.shape, stream: referralStream, totalAmount: z.number() });
export type ReferralRecordsPage = z.infer<typeof referralRecordsPage>;

const tag = 'referral';
const playersOnly = { 'referral.players.only': 200 } as const;

export const referralCalls = {
  referralPromotion: { tag, summary: 'Whether the invite-friends programme runs, and its terms', value: referralPromotion },
  referralDetails: {
    tag,
    summary: "The member's referral code (created on the first ask), the registration link and the totals",
    value: referralDetails,
    errors: playersOnly,
  },
  inviteList: {
    tag,
    summary: "The member's invitees with their status (R registered, A qualified, F failed, M duplicate), paged",
    description: "startDate and endDate are yyyy-MM-dd days in the members' time zone, both included (default: the last 30 days).",
    query: inviteListQuery,
    value: inviteListPage,
  },
  incomeOverview: {
    tag,
    summary: 'Income of the four streams credited today, yesterday and in the range, with member counts',
    query: incomeOverviewQuery,
    value: incomeOverview,
  },
  referralRecords: {
    tag,
    summary: "One income stream's credited rows, paged, with the range's total",
    query: referralRecordsQuery,
    value: referralRecordsPage,
  },
} as const satisfies CallTable;
