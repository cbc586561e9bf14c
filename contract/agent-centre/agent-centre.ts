// The agent centre's own calls (issue 14, docs/product.md §2.11 Agent pages): the announcements for agents
// (agentAnnouncement) and the team overview (agentTeamOverview). Relay names after the platform's
// (ODSFE2_getTeamOverviewSum, docs/product.md §7.14; the announcement list beside MCSFE_getListAnnouncements).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { pageFields, pageOf } from '../records/records.ts';
import { agentRangeQuery } from './agent-common.ts';

/** GET /wps/relay/MCSFE_getAgentAnnouncements: newest first, paged. */
export const agentAnnouncementsQuery = z.strictObject({ ...pageFields });

export const agentAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** ISO instant it was published. */
  date: z.string(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncement>;

export const agentAnnouncementPage = pageOf(agentAnnouncement);
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPage>;

/** The figures the overview sums over its range and draws per day. Money in pesos (2 places). */
const dayFigures = {
  /** Team members who registered (members.created_at). */
  registrations: z.number().int(),
  /** Team members whose first deposit ever falls here. */
  firstDeposits: z.number().int(),
  /** Team members whose valid bet here reaches `activeMinValidBet` (docs/agents.md §active member). */
  activeMembers: z.number().int(),
  deposits: z.number(),
  /** Withdrawals asked for, less those given back (rejected or refunded) on the same days. */
  withdrawals: z.number(),
  /** Promotions, rebates and other bonus.* payments to the team. */
  promotions: z.number(),
  validBet: z.number(),
  /** The team's bet minus its win on settled rounds: the house's side (positive when the team lost). */
  winLoss: z.number(),
};

export const teamOverviewDay = z.object({ date: z.string(), ...dayFigures });
export type TeamOverviewDay = z.infer<typeof teamOverviewDay>;

/** GET /wps/relay/ODSFE2_getTeamOverviewSum */
export const teamOverview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Now, whatever the range: everyone below the agent, its direct downline agents and players, their wallets' sum. */
  teamSize: z.number().int(),
  directAgents: z.number().int(),
  directPlayers: z.number().int(),
  teamBalance: z.number(),
  /** Pesos: the valid bet that makes a team member active in a period. */
  activeMinValidBet: z.number(),
  ...dayFigures,
  /** One entry per day of the range, oldest first. */
  series: z.array(teamOverviewDay),
});
export type TeamOverview = z.infer<typeof teamOverview>;

const tag = 'agent';

export const agentCentreCalls = {
  agentAnnouncements: {
    tag,
    summary: 'Announcements for agents, newest first',
    description: 'function.not.available: the announcement module (AGENTANNOUNCE3) is off.',
    query: agentAnnouncementsQuery,
    value: agentAnnouncementPage,
    errors: { 'function.not.available': 200 },
  },
  teamOverview: {
    tag,
    summary: "The agent's team over a day range: size, registrations, first deposits, active members, money and play, with a series per day",
    description: 'function.not.available: the overview module (AGEINFO3) is off.',
    query: agentRangeQuery,
    value: teamOverview,
    errors: { 'function.not.available': 200 },
  },
} as const satisfies CallTable;
