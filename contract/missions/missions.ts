// Missions and their leaderboard (issue 15 item 1, docs/loyalty.md §missions; the platform's MCSFE_*Mission* calls).
// The list, the rules and the leaderboard are public reads (a visitor sees the missions and is asked to sign in for
// progress); the milestones with the member's progress and every claim are the member's own.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { pageFields, pageOf } from '../records/records.ts';

/** What a milestone target or a leaderboard counts (money in pesos, a multiple as e.g. 12.5 for 12.5x, a count as is). */
export const MISSION_MEASURES = ['VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER'] as const;
export const missionMeasure = z.enum(MISSION_MEASURES);
export type MissionMeasure = z.infer<typeof missionMeasure>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET MCSFE_getMissionSummaryDetails: status O (ongoing) or F (finished), paged. */
export const missionSummaryQuery = z.strictObject({ status: z.enum(['O', 'F']).default('O'), ...pageFields });

/**
 * claimStatus: claimable (a reached milestone or a leaderboard prize waits), claimed (everything reached was claimed),
 * overdue (something reached was never claimed and its window closed), none (nothing reached yet).
 */
export const missionClaimStatus = z.enum(['claimable', 'claimed', 'overdue', 'none']);
export const missionSummary = z.object({
  missionId: z.number().int(),
  title: z.string(),
  measure: missionMeasure,
  /** ISO date-times. */
  startTime: z.string(),
  endTime: z.string(),
  claimUntil: z.string(),
  leaderboard: z.boolean(),
  /** Milestones whose every target the member reached (0 for a visitor). */
  totalCompleted: z.number().int(),
  totalMilestones: z.number().int(),
  /** Reached milestones and leaderboard prizes the member can claim now. */
  claimable: z.number().int(),
  claimStatus: missionClaimStatus,
});
export type MissionSummary = z.infer<typeof missionSummary>;
export const missionSummaryPage = pageOf(missionSummary).extend({
  /** Whether the answer is a member's (progress counted) or a visitor's. */
  signedIn: z.boolean(),
  /** Everything the member can claim now over every mission (the menu's badge). */
  claimableTotal: z.number().int(),
  /** The server's time, ISO: countdowns run from it, not from the browser's clock. */
  serverTime: z.string(),
});
export type MissionSummaryPage = z.infer<typeof missionSummaryPage>;

/** GET MCSFE_getMissionMilestones: the mission's milestones with the member's progress. */
export const missionIdQuery = z.strictObject({ missionId: id });

export const milestoneCondition = z.object({
  condition: missionMeasure,
  target: z.number(),
  /** What the member reached so far (capped by nothing: it may pass the target). */
  actual: z.number(),
  reached: z.boolean(),
});
/** locked (not reached), claimable, claimed, overdue (reached, never claimed, window closed). */
export const milestoneStatus = z.enum(['locked', 'claimable', 'claimed', 'overdue']);
export const milestoneView = z.object({
  milestoneId: z.number().int(),
  seq: z.number().int(),
  conditions: z.array(milestoneCondition),
  rewardAmount: z.number(),
  rewardPoints: z.number(),
  /** GOLDEN_EGG, PRIZE_WHEEL, RED_ENVELOPE or null. */
  rewardTicket: z.string().nullable(),
  turnoverMultiple: z.number().int(),
  status: milestoneStatus,
});
export type MilestoneView = z.infer<typeof milestoneView>;
export const missionMilestones = z.object({
  missionId: z.number().int(),
  title: z.string(),
  measure: missionMeasure,
  startTime: z.string(),
  endTime: z.string(),
  claimUntil: z.string(),
  serverTime: z.string(),
  milestones: z.array(milestoneView),
});
export type MissionMilestones = z.infer<typeof missionMilestones>;

/**
 * POST MCSFE_claimMissionRewards: one milestone (milestoneId), the member's leaderboard prize (missionId with
 * claimLeaderboard Y), every reached milestone of one mission (missionId), or everything claimable (no field).
 */
export const claimMissionBody = z
  .strictObject({ milestoneId: id.optional(), missionId: id.optional(), claimLeaderboard: z.enum(['Y', 'N']).default('N') })
  .refine((b) => !(b.milestoneId !== undefined && b.missionId !== undefined), { message: 'either a milestone or a mission', path: ['missionId'] })
  .refine((b) => b.claimLeaderboard === 'N' || b.missionId !== undefined, { message: 'the leaderboard prize of which mission', path: ['missionId'] });
export const claimedMission = z.object({
  claimed: z.number().int(),
  amount: z.number(),
  points: z.number(),
  tickets: z.number().int(),
  /** Valid bets the claims add before a withdrawal. */
  turnoverRequired: z.number(),
});
export type ClaimedMission = z.infer<typeof claimedMission>;

/** GET MCSFE_getMissionLeaderboard: ranked by the mission's measure; ties go to who reached it first, then the lower member id. */
export const leaderboardQuery = z.strictObject({ missionId: id, ...pageFields });
export const leaderboardRow = z.object({
  rank: z.number().int(),
  /** The account masked (de**o); the member's own row shows it too, masked the same way. */
  name: z.string(),
  /** In the mission's measure (pesos, a count, or a multiple). */
  value: z.number(),
  /** What the rank pays when the mission ends (0: nothing). */
  prizeAmount: z.number(),
  prizePoints: z.number(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardPrize = z.object({ rankFrom: z.number().int(), rankTo: z.number().int(), amount: z.number(), points: z.number() });
export const missionLeaderboard = pageOf(leaderboardRow).extend({
  missionId: z.number().int(),
  measure: missionMeasure,
  prizes: z.array(leaderboardPrize),
  /** The member's own row (null: a visitor, or not ranked yet). */
  footer: leaderboardRow.nullable(),
  /** The member's prize once the mission ended and paid it (null: none). */
  myPrize: z
    .object({
      rewardId: z.number().int(),
      rank: z.number().int(),
      amount: z.number(),
      points: z.number(),
      status: z.enum(['available', 'expired', 'claimed']),
      expiry: z.string().nullable(),
    })
    .nullable(),
  /** Whether the mission ended and its prizes were paid. */
  settled: z.boolean(),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboard>;

/** GET MCSFE_getMissionRules: the mission's rules, sanitised HTML. */
export const missionRules = z.object({ missionId: z.number().int(), title: z.string(), rules: z.string() });

const tag = 'missions';
const notFound = { 'mission.not.found': 200 } as const;

export const missionCalls = {
  missionSummary: {
    tag,
    summary: "The ongoing (O) or finished (F) missions, paged, with the member's completed milestones and what is claimable",
    description: 'The token is optional: a visitor gets the missions without progress (signedIn false).',
    query: missionSummaryQuery,
    value: missionSummaryPage,
  },
  missionMilestones: {
    tag,
    summary: "A mission's milestones with the member's actual over target per condition",
    query: missionIdQuery,
    value: missionMilestones,
    errors: notFound,
  },
  claimMission: {
    tag,
    summary: 'Claim a reached milestone, the leaderboard prize, every reached milestone of a mission, or everything claimable',
    body: claimMissionBody,
    value: claimedMission,
    errors: {
      ...notFound,
      'mission.milestone.not.found': 200,
      'mission.not.reached': 200,
      'mission.already.claimed': 200,
      'mission.overdue': 200,
      'mission.none.claimable': 200,
    },
  },
  missionLeaderboard: {
    tag,
    summary: "A mission's leaderboard: ranks with masked names, the prizes, and the member's own row (footer)",
    description: 'The token is optional: a visitor gets the ranks without a footer.',
    query: leaderboardQuery,
    value: missionLeaderboard,
    errors: notFound,
  },
  missionRules: { tag, summary: "A mission's rules (sanitised HTML)", query: missionIdQuery, value: missionRules, errors: notFound },
} as const satisfies CallTable;
