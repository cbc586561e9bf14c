// The agent's contracts as the consolidated answer carries them (docs/agents.md §contracts): the agent centre's menu
// reads which contracts are held, the contract dialog what waits on the agent.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import { CONTRACT_KINDS, type ContractKind } from '../../../contract/rules/agent-contracts.ts';
import { INFO_FIELD, REQ_FIELD } from '../../../contract/rules/consolidated.ts';
import type { CallBody, CallValue } from '../../../contract/calls.ts';

export type Consolidated = CallValue<'consolidatedFunds'>;

export const consolidatedQuery = (api: Api, token: string) =>
  queryOptions({ queryKey: ['consolidated', token], queryFn: () => api.call('consolidatedFunds'), staleTime: 30_000 });

/** The kinds of contract the agent holds (signed, or signed with a termination pending). */
export const heldContracts = (c: Consolidated | undefined): ReadonlySet<ContractKind> =>
  new Set(c ? CONTRACT_KINDS.filter((k) => c[INFO_FIELD[k]] !== null) : []);

/** The process call of each kind (the platform has one per kind, docs/product.md §7.14). */
const PROCESS_CALL = {
  dividend: 'processDividend',
  daily: 'processDailyWage',
  hourly: 'processHourlyWage',
  realtime: 'processRealtimeWage',
} as const satisfies Record<ContractKind, string>;

/** Sends a decision with the platform's status: on an offer A or R, on a termination request C or A. */
export const processContract = (api: Api, input: { id: number; kind: ContractKind; status: 'A' | 'R' | 'C' }) =>
  api.call(PROCESS_CALL[input.kind], { body: { id: input.id, status: input.status } });

export const requestTermination = (api: Api, id: number) => api.call('requestContractTermination', { body: { id } });

export type OfferBody = CallBody<'offerContract'>;
export const offerContract = (api: Api, body: OfferBody) => api.call('offerContract', { body });

export type DownlineContractsPage = CallValue<'downlineContracts'>;

/** The contracts the agent gave its direct downline agents, newest first, one page. */
export const downlineContractsQuery = (api: Api, token: string, pageNum: number) =>
  queryOptions({ queryKey: ['downlineContracts', token, pageNum], queryFn: () => api.call('downlineContracts', { query: { pageNum, pageSize: 10 } }) });

/** Every contract read of the agent: what a decision, an offer or a termination request makes old. */
export const CONTRACT_QUERY_ROOTS = [['consolidated'], ['downlineContracts']] as const;

/** Everything waiting on the agent (offers to it, terminations asked of it), every kind, oldest first. */
export const pendingContracts = (c: Consolidated | undefined) => (c ? CONTRACT_KINDS.flatMap((k) => c[REQ_FIELD[k]]).sort((a, b) => a.id - b.id) : []);
