// The contract calls (issue 14, docs/agents.md §contracts): an upline offers a contract to a direct downline agent,
// the agent accepts or rejects it, either side asks to end a signed one and the other side decides, and the upline
// lists what it gave. The four process calls are the platform's (docs/product.md §7.14), one per kind, each with the
// platform's statuses: on an offer A accepts and R rejects; on a termination request C accepts it and A refuses it.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { accountName } from '../agent-centre/agent-common.ts';
import { agentContract, tier } from './agent-contracts.ts';
import { pageFields, pageOf } from '../records/records.ts';
import { CONTRACT_KINDS, CONTRACT_STATUSES, MAX_TIERS } from '../rules/agent-contracts.ts';

const contractId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Body of the four process calls: the contract and the platform's status for the decision. */
export const processContractBody = z.strictObject({ id: contractId, status: z.enum(['A', 'R', 'C']) });
export type ProcessContractBody = z.infer<typeof processContractBody>;

/** What a decision did: the contract as it is now, and the direct downline agents whose contracts it ended. */
export const processedContract = z.object({
  contract: agentContract,
  /** Accounts of direct downline agents whose signed contract of the kind paid more than the accepted one (ended). */
  endedDownlines: z.array(z.string()),
});
export type ProcessedContract = z.infer<typeof processedContract>;

export const offerContractBody = z.strictObject({
  account: accountName,
  kind: z.enum(CONTRACT_KINDS),
  /** Dividend D, W, H or M; hourly H or BH; the other kinds ''. */
  period: z.string().max(2),
  tiers: z.array(tier).min(1).max(MAX_TIERS),
});
export type OfferContractBody = z.infer<typeof offerContractBody>;

export const terminationBody = z.strictObject({ id: contractId });

/** The contracts this agent gave its direct downline agents, newest first, optionally narrowed. */
export const downlineContractsQuery = z.strictObject({
  ...pageFields,
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  account: accountName.optional(),
});
export const downlineContractsPage = pageOf(agentContract);

/** The refusals a process call may answer (HTTP 200, success false). */
const processErrors = {
  'contract.notFound': 200,
  'contract.kind.mismatch': 200,
  'contract.decided': 200,
  'contract.decision.notYours': 200,
  'contract.status.invalid': 200,
  'contract.uplineHasNone': 200,
  'contract.rate.aboveUpline': 200,
} as const;

/** The tier checks' codes (rules/agent-contracts.ts tiersProblem) and the offer's own. */
const offerErrors = {
  'agent.notDirectDownline': 200,
  'contract.notAgent': 200,
  'contract.uplineHasNone': 200,
  'contract.period.invalid': 200,
  'contract.tiers.count': 200,
  'contract.rate.invalid': 200,
  'contract.tier.invalid': 200,
  'contract.tiers.order': 200,
  'contract.rate.aboveUpline': 200,
} as const;

const tag = 'agent contracts';
const process = (kind: string) => ({
  tag,
  summary: `Decide a ${kind} contract that waits on the agent: an offer (A accept, R reject) or a termination request (C accept, A refuse)`,
  body: processContractBody,
  value: processedContract,
  errors: processErrors,
});

export const agentContractCalls = {
  processDividend: process('dividend'),
  processDailyWage: process('daily wage'),
  processHourlyWage: process('hourly wage'),
  processRealtimeWage: process('real-time wage'),
  offerContract: {
    tag,
    summary: 'Offer a contract to a direct downline agent (replaces a pending offer of the kind; a signed one ends only when this is accepted)',
    body: offerContractBody,
    value: agentContract,
    errors: offerErrors,
  },
  requestContractTermination: {
    tag,
    summary: 'Ask to end a signed contract the agent holds or gave; the other side accepts or refuses',
    body: terminationBody,
    value: agentContract,
    errors: { 'contract.notFound': 200, 'contract.status.invalid': 200 },
  },
  downlineContracts: {
    tag,
    summary: 'The contracts this agent gave its direct downline agents, any status, newest first',
    query: downlineContractsQuery,
    value: downlineContractsPage,
  },
} as const satisfies CallTable;
