// Agent contracts as the API carries them (issue 14, docs/agents.md §contracts): the consolidated view of every
// contract that concerns the signed-in agent (GET /wps/member/info/funds/consolidated), and the tiers' schema the
// offer and process calls share. The rules (statuses, tier checks) are in rules/agent-contracts.ts.
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '../rules/agent-contracts.ts';

const rate = z.number().positive().max(100);

export const tier = z.object({
  /** Pesos: the team's valid bet (wages, dividend) or the player's stake in one draw (real-time wage). */
  volume: z.number().min(0).max(1_000_000_000),
  activeMembers: z.number().int().min(0).max(100_000),
  /** Percent, at most 2 decimals: the rate paid (the real-time wage's rate when the player lost). */
  rate,
  /** Percent: the real-time wage's rate when the player won the draw. */
  winRate: rate.optional(),
});

export const agentContract = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** Dividend D, W, H or M; hourly H or BH; otherwise empty. */
  period: z.string(),
  tiers: z.array(tier),
  /** The upline's account; null when the platform gave the contract. */
  upline: z.string().nullable(),
  agent: z.string(),
  /** Who asked to end it (status V). */
  terminationBy: z.enum(['agent', 'upline']).nullable(),
  /** Which side of it the signed-in agent is: the agent holding it or the upline that gave it. */
  side: z.enum(['agent', 'upline']),
  /** An offer: accepting it ends the contract of a direct downline agent whose rate is higher (after a warning). */
  downlineHigherRate: z.boolean(),
  createdAt: z.string(),
});
export type AgentContract = z.infer<typeof agentContract>;

/**
 * The contract part of the consolidated answer, in the platform's names. `*info`: the contract of that kind the
 * agent holds (signed or termination pending), or null. `*req`: what waits on the agent: offers to it, a
 * termination its upline asked for, and terminations its downline agents asked for of contracts it gave.
 */
export const consolidatedContracts = z.object({
  dailysalinfotype: agentContract.nullable(),
  contracthoursalinfo: agentContract.nullable(),
  realtimesalinfotype: agentContract.nullable(),
  divtypeinfo: agentContract.nullable(),
  dailysalreqtype: z.array(agentContract),
  contracthoursalreq: z.array(agentContract),
  realtimesalreqtype: z.array(agentContract),
  divtypereq: z.array(agentContract),
});
export type ConsolidatedContracts = z.infer<typeof consolidatedContracts>;
