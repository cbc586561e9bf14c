// The agent centre's team reports (issue 14, docs/agents.md): team betting, the user profit and loss, the agent's
// own income and the team's account details. Every figure is read from the settled rounds and the ledger; every
// list is a day range with paging and the totals of the whole range in `footer` (contract/agent-centre/agent-common.ts).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { GAME_TYPES } from '../catalogue/catalogue.ts';
import { ACCOUNT_KINDS, pageFields, rangeFields, roundStatus, withRange } from '../records/records.ts';
import { agentListQuery, pageWithFooter } from '../agent-centre/agent-common.ts';

/** The longest range the account details may ask for, in days (the platform's rule). */
export const TEAM_TRANSACTIONS_MAX_DAYS = 90;

/** The ledger kinds of an agent's income (docs/agents.md §earnings). */
export const AGENT_INCOME_KINDS = ['agent.rebate', 'agent.wage.daily', 'agent.wage.hourly', 'agent.wage.realtime', 'agent.dividend'] as const;

/** The account details' type filter: the account record's, plus `agent` for every agent.* kind. */
export const TEAM_TRANSACTION_KINDS = [...ACCOUNT_KINDS, 'agent'] as const;

// ---- personalHistoryCopy: team betting ----

export const teamBettingQuery = agentListQuery.safeExtend({ gameType: z.enum(GAME_TYPES).optional() });

export const teamBet = z.object({
  round: z.string(),
  account: z.string(),
  /** The member's direct superior (parent account). */
  superior: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: z.number(),
  /** The stake of a settled round less the game's exclusion share (0 while open or rolled back). */
  validBet: z.number(),
  win: z.number(),
  /** The member's side: win − bet of a settled round, 0 otherwise. */
  profitLoss: z.number(),
  status: roundStatus,
  betAt: z.string(),
});
export type TeamBet = z.infer<typeof teamBet>;

/** Over the settled rounds of the range and filter (count: every round listed). */
export const teamBettingFooter = z.object({ count: z.number().int(), bet: z.number(), validBet: z.number(), win: z.number(), profitLoss: z.number() });
export const teamBettingPage = pageWithFooter(teamBet, teamBettingFooter);
export type TeamBettingPage = z.infer<typeof teamBettingPage>;

// ---- palStatementsAgentCopy: user profit and loss ----

export const profitLossFigures = z.object({
  deposit: z.number(),
  withdrawal: z.number(),
  bet: z.number(),
  win: z.number(),
  /** bonus.rebate: the players' own rebates. */
  rebate: z.number(),
  /** agent.wage.* */
  wages: z.number(),
  /** agent.dividend */
  dividends: z.number(),
  /** agent.rebate */
  agentRebate: z.number(),
  /** Every other bonus.* kind (rewards, sign-in, cashback, VIP ...). */
  promotions: z.number(),
  /** Withdrawal fees: the platform charges none, so always 0 (docs/decisions.md). */
  fees: z.number(),
  /** The member's side: win − bet + rebate + wages + dividends + agentRebate + promotions − fees. */
  profitLoss: z.number(),
});
export type ProfitLossFigures = z.infer<typeof profitLossFigures>;

export const teamProfitLossRow = profitLossFigures.extend({
  account: z.string(),
  /** An agent's row covers its whole branch (itself and its team); `members` counts them. */
  isAgent: z.boolean(),
  members: z.number().int(),
});
export type TeamProfitLossRow = z.infer<typeof teamProfitLossRow>;

export const teamProfitLossPage = pageWithFooter(
  teamProfitLossRow,
  z.object({
    /** The agent (or the account drilled into) alone. */
    self: teamProfitLossRow,
    /** Every branch summed (self excluded): exactly the sum of the rows of every page. */
    team: profitLossFigures,
  }),
);
export type TeamProfitLossPage = z.infer<typeof teamProfitLossPage>;

// ---- agentRevenueReport: my income ----

export const agentRevenueQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields }));

export const revenueFigures = z.object({
  agentRebate: z.number(),
  dailyWage: z.number(),
  hourlyWage: z.number(),
  realtimeWage: z.number(),
  dividend: z.number(),
  total: z.number(),
});
export type RevenueFigures = z.infer<typeof revenueFigures>;

export const revenueDay = revenueFigures.extend({ date: z.string() });
export const agentRevenuePage = pageWithFooter(revenueDay, revenueFigures);
export type AgentRevenuePage = z.infer<typeof agentRevenuePage>;

// ---- agentDownlineTransactionDetailsCopy: account details ----

export const teamTransactionsQuery = agentListQuery.safeExtend({ kind: z.enum(TEAM_TRANSACTION_KINDS).optional() });

export const teamMovement = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.string(),
  /** Signed: money in is positive. */
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
  createdAt: z.string(),
});
export type TeamMovement = z.infer<typeof teamMovement>;

export const teamTransactionsPage = pageWithFooter(teamMovement, z.object({ totalIn: z.number(), totalOut: z.number(), net: z.number() }));
export type TeamTransactionsPage = z.infer<typeof teamTransactionsPage>;

const tag = 'agent-reports';
const description = "startDate and endDate are yyyy-MM-dd days in the members' time zone, both included (default: the last 7 days up to today).";
const notInTeam = "agent.notInTeam: the account is not in the agent's team.";

export const agentReportCalls = {
  teamBetting: {
    tag,
    summary: "Team betting: the rounds of the agent's team (by bet time), paged, with the totals of the settled ones",
    description: `${description} ${notInTeam}`,
    query: teamBettingQuery,
    value: teamBettingPage,
    errors: { 'agent.notInTeam': 200, 'function.not.available': 200 },
  },
  teamProfitLoss: {
    tag,
    summary: 'User profit and loss: the agent (self) and one row per direct downline covering its branch, with the team total',
    description: `${description} With account: the same report rooted at that member of the team. ${notInTeam}`,
    query: agentListQuery,
    value: teamProfitLossPage,
    errors: { 'agent.notInTeam': 200, 'function.not.available': 200 },
  },
  agentRevenue: {
    tag,
    summary: "My income: the agent's agent rebate, wages and dividends by day (the day each was earned), with totals by source",
    description,
    query: agentRevenueQuery,
    value: agentRevenuePage,
    errors: { 'function.not.available': 200 },
  },
  teamTransactions: {
    tag,
    summary: "Account details: the wallet movements of the agent's team, paged, with money in, out and net",
    description: `${description} At most ${TEAM_TRANSACTIONS_MAX_DAYS} days (agent.range.tooLong). ${notInTeam}`,
    query: teamTransactionsQuery,
    value: teamTransactionsPage,
    errors: { 'agent.notInTeam': 200, 'agent.range.tooLong': 200, 'function.not.available': 200 },
  },
} as const satisfies CallTable;
