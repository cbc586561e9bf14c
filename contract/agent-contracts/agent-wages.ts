// The agent's wage and dividend records (issue 14, docs/agents.md §earnings): what each settlement of its daily,
// hourly or real-time wage or its dividend paid it, in a day range with paging and footer totals, and what the
// current period would pay so far (the estimate, computed as the settlement computes it). Relay names after the
// platform's (docs/product.md §7.14). Money in pesos, rates in percent.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { agentListQuery, pageWithFooter } from '../agent-centre/agent-common.ts';

/** One settlement of a team rule (daily wage, hourly wage, dividend). */
export const earningRecord = z.object({
  /** The period's key (`2026-11-22`, `h2026-11-22T13:00`, `w2026-11-22`). */
  period: z.string(),
  /** ISO instants: the period's start (inclusive) and end (exclusive). */
  periodFrom: z.string(),
  periodTo: z.string(),
  /** The team's valid bet (wages) or net loss less the carried loss (dividend; negative: the team won). */
  basis: z.number(),
  /** The team's valid bet (the dividend's tier volume; the basis itself for wages). */
  volume: z.number(),
  activeMembers: z.number().int(),
  /** Percent of the tier reached (0: none). */
  rate: z.number(),
  gross: z.number(),
  /** What the direct downline agents earned from the same basis. */
  downline: z.number(),
  amount: z.number(),
  /** The dividend's loss carried into the next period. */
  carry: z.number(),
  /** When it was paid (null: nothing to pay). */
  paidAt: z.string().nullable(),
});
export type EarningRecord = z.infer<typeof earningRecord>;

export const earningTotals = z.object({ basis: z.number(), gross: z.number(), downline: z.number(), amount: z.number() });

/** The current period so far, computed as its settlement will compute it (null: no contract of the kind). */
export const earningEstimate = earningRecord.omit({ paidAt: true }).nullable();

export const earningRecords = pageWithFooter(earningRecord, earningTotals).extend({
  pending: earningEstimate,
  /** The active-member rule: centavos of valid bet in the period, shown with the count. */
  activeMinValidBet: z.number(),
});
export type EarningRecords = z.infer<typeof earningRecords>;

/** One line of the real-time wage: a player's stake and result in one lottery draw. */
export const realtimeItem = z.object({
  period: z.string(),
  paidAt: z.string().nullable(),
  /** The team member who played. */
  contributor: z.string(),
  lottery: z.string(),
  drawNo: z.number().int(),
  stake: z.number(),
  win: z.number(),
  /** The player lost the draw (win below stake): the loss rate applied; else the win rate. */
  lost: z.boolean(),
  rate: z.number(),
  amount: z.number(),
});
export type RealtimeItem = z.infer<typeof realtimeItem>;

export const realtimeTotals = z.object({ stake: z.number(), win: z.number(), amount: z.number() });

export const realtimeRecords = pageWithFooter(realtimeItem, realtimeTotals).extend({
  /** The current 5-minute slot so far. */
  pending: z.object({ period: z.string(), stake: z.number(), amount: z.number(), lines: z.number().int() }).nullable(),
});
export type RealtimeRecords = z.infer<typeof realtimeRecords>;

const tag = 'agent wages';

export const agentWageCalls = {
  dailyWageRecords: { tag, summary: "The agent's settled daily wages in the range, and today's estimate", query: agentListQuery, value: earningRecords },
  hourlyWageRecords: {
    tag,
    summary: "The agent's settled hourly wages in the range, and the current hour's estimate",
    query: agentListQuery,
    value: earningRecords,
  },
  dividendRecords: {
    tag,
    summary: "The agent's settled dividends in the range, and the current period's estimate",
    query: agentListQuery,
    value: earningRecords,
  },
  realtimeWageRecords: {
    tag,
    summary: "The agent's real-time wage lines in the range, and the current slot's estimate",
    query: agentListQuery,
    value: realtimeRecords,
  },
} as const satisfies CallTable;
