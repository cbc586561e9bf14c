// The agent centre's menu rule (docs/product.md §2.11, docs/agents.md §menu): the pages in the spec's order, each
// only when built and its whitelabel module is on; the dividend and wage pages only while the agent holds that
// contract.
import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_MODULES, AGENT_CENTRE_ORDER, agentCentreMenu, agentCentrePageFor, type AgentCentrePage } from '../../../src/domain/agent-centre.ts';
import { CONTRACT_KINDS, type ContractKind } from '../../../contract/rules/agent-contracts.ts';

const ALL = new Set<AgentCentrePage>(AGENT_CENTRE_ORDER);
const allOn = Object.fromEntries(Object.values(AGENT_CENTRE_MODULES).map((m) => [m, true]));
const none = new Set<ContractKind>();

describe('agentCentreMenu', () => {
  it('lists the pages without contracts in the spec order, whatever order they were built in', () => {
    const built = new Set<AgentCentrePage>(['agentTeamOverview', 'registerCenter', 'agentAnnouncement', 'agentDailyWages2']);
    expect(agentCentreMenu(built, allOn, none)).toEqual(['agentAnnouncement', 'agentTeamOverview', 'registerCenter']);
    expect(agentCentreMenu(ALL, allOn, none)).toEqual(AGENT_CENTRE_ORDER.slice(0, 8));
  });

  it('adds each contract page only while that contract is held, in its place', () => {
    expect(agentCentreMenu(ALL, allOn, new Set<ContractKind>(['daily']))).toEqual([...AGENT_CENTRE_ORDER.slice(0, 8), 'agentDailyWages2']);
    expect(agentCentreMenu(ALL, allOn, new Set<ContractKind>(['realtime', 'dividend']))).toEqual([
      ...AGENT_CENTRE_ORDER.slice(0, 8),
      'agentDividendRecordCopy2',
      'agentRealtimeSalary',
    ]);
    expect(agentCentreMenu(ALL, allOn, new Set(CONTRACT_KINDS))).toEqual([...AGENT_CENTRE_ORDER]);
  });

  it('drops a page whose module is off or missing, even with its contract held', () => {
    expect(agentCentreMenu(ALL, { ...allOn, AGENTANNOUNCE3: false }, none)[0]).toBe('agentTeamOverview');
    expect(agentCentreMenu(ALL, { ...allOn, DAILYSALCONT3: false }, new Set<ContractKind>(['daily']))).not.toContain('agentDailyWages2');
    expect(agentCentreMenu(ALL, {}, new Set(CONTRACT_KINDS))).toEqual([]);
  });

  it('opens the page the address names if the menu has it, else the first', () => {
    const menu = agentCentreMenu(ALL, allOn, none);
    expect(agentCentrePageFor('?page=agentTeamOverview', menu)).toBe('agentTeamOverview');
    expect(agentCentrePageFor('?page=agentDailyWages2', menu)).toBe('agentAnnouncement');
    expect(agentCentrePageFor('', [])).toBeNull();
  });
});
