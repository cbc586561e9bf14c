// The model of the contract offer machine: the samples the paths are planned from
// (tests/machines/agent-contracts/contract-offer.test.ts, `npm run paths`, the flow viewer), with the answers its behaviour tests
// share.
import { contractOfferMachine } from '../../machines/agent-contracts/contract-offer.machine.ts';
import type { ContractItem } from '../../machines/agent-contracts/contract-offer.types.ts';
import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import type { MachineModel } from '../model/harness.ts';

export const refusal = (errorCode: string, message = errorCode) => Object.assign(new Error(message), { errorCode, status: 200, value: null, message });

export const offer: ContractItem = { id: 7, kind: 'daily', status: 'P', side: 'agent', terminationBy: null, downlineHigherRate: false };
export const lowerOffer: ContractItem = { ...offer, id: 8, downlineHigherRate: true };
export const askedByUpline: ContractItem = { ...offer, id: 9, status: 'V', terminationBy: 'upline' };
export const signed: ContractItem = { ...offer, id: 10, status: 'A' };
export const askedByMe: ContractItem = { ...offer, id: 11, status: 'V', terminationBy: 'agent' };
export const given: ContractItem = { ...offer, id: 12, side: 'upline' };
export const ended: ContractItem = { ...offer, id: 13, status: 'C' };

export const view = (c: ContractItem, over: Partial<AgentContract> = {}): AgentContract => ({
  ...c,
  period: '',
  tiers: [{ volume: 1000, activeMembers: 0, rate: 1 }],
  upline: 'agent01',
  agent: 'down03',
  createdAt: '2026-11-21T08:00:00.000Z',
  ...over,
});

const model: MachineModel<typeof contractOfferMachine> = {
  machine: contractOfferMachine,
  inputs: [offer, lowerOffer, askedByUpline, signed, askedByMe, given, ended].map((contract) => ({ contract })),
  events: [
    { type: 'contract.accept' },
    { type: 'contract.reject' },
    { type: 'contract.terminate' },
    { type: 'contract.confirm' },
    { type: 'contract.cancel' },
    { type: 'contract.back' },
    { type: 'contract.sync', contract: signed },
    { type: 'contract.sync', contract: ended },
    { type: 'xstate.done.actor.processContract', output: { contract: view(signed), endedDownlines: ['down09'] } },
    { type: 'xstate.error.actor.processContract', error: refusal('contract.decided') },
    { type: 'xstate.done.actor.requestTermination', output: view(askedByMe) },
    { type: 'xstate.error.actor.requestTermination', error: refusal('contract.status.invalid') },
  ],
  // Guards read the contract; the decision picks the call's status; the rest is shown, not decided on.
  contextKey: (c) => ({ contract: c.contract, decision: c.decision }),
};

export const models = [model] as const;
