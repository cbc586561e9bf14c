// The agent centre's menu (docs/product.md §2.11 Agent pages; docs/agents.md §menu): the twelve pages in the spec's
// order, each behind its whitelabel module, the wage and dividend pages only for an agent who holds that contract,
// then the shortcuts every agent has (deposit, withdraw, platform messages, customer service).
import { isOn, type WhitelabelFlags } from '../../contract/rules/whitelabel.ts';
import type { ContractKind } from '../../contract/rules/agent-contracts.ts';

export const AGENT_CENTRE_ORDER = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_ORDER)[number];

/** The whitelabel module each page needs (the platform's module ids, docs/agents.md §menu). */
export const AGENT_CENTRE_MODULES: Readonly<Record<AgentCentrePage, string>> = {
  agentAnnouncement: 'AGENTANNOUNCE3',
  agentTeamOverview: 'AGEINFO3',
  registerCenter: 'AGEREGDOWN3',
  downlineManagmentView: 'DOWNMAN3',
  personalHistoryCopy: 'TRANSBETREPMEM3',
  palStatementsAgentCopy: 'AGETEAMPNL3',
  agentRevenueReport: 'AGEREV3',
  agentDownlineTransactionDetailsCopy: 'AGEDOWNTRANS3',
  agentDividendRecordCopy2: 'SIGNCONDIV3',
  agentDailyWages2: 'DAILYSALCONT3',
  agentHourSalary: 'HOURSAL3',
  agentRealtimeSalary: 'RTSALARY3',
};

/** The contract a page needs the agent to hold (signed, or signed with a termination pending). */
export const AGENT_CENTRE_CONTRACTS: Readonly<Partial<Record<AgentCentrePage, ContractKind>>> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
};

/** The shortcuts below the pages: member-centre pages and the customer-service chat. */
export const AGENT_CENTRE_SHORTCUTS = ['depositv2', 'withdraw', 'messageV2', 'customerService'] as const;
export type AgentCentreShortcut = (typeof AGENT_CENTRE_SHORTCUTS)[number];

/**
 * The menu: the pages in `built`, in the spec's order, without those whose module is off and the contract pages
 * of contracts the agent does not hold.
 */
export function agentCentreMenu(built: ReadonlySet<AgentCentrePage>, flags: WhitelabelFlags, held: ReadonlySet<ContractKind>): AgentCentrePage[] {
  return AGENT_CENTRE_ORDER.filter((p) => {
    const contract = AGENT_CENTRE_CONTRACTS[p];
    return built.has(p) && isOn(flags, AGENT_CENTRE_MODULES[p]) && (!contract || held.has(contract));
  });
}

/** The page a location asks for (`?page=`), or the menu's first page. */
export function agentCentrePageFor(search: string, menu: readonly AgentCentrePage[]): AgentCentrePage | null {
  const wanted = new URLSearchParams(search).get('page');
  return menu.find((p) => p === wanted) ?? menu[0] ?? null;
}
