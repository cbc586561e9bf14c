// One contract decision (issue 14, docs/agents.md §contracts; docs/product.md §4.15 contract statuses): an offer
// waiting on the agent (accept, with a warning first when a direct downline agent's higher contract would end, or
// reject), a termination request the other side made (accept: the contract ends; refuse: it stays signed), or a
// signed contract the holder or giver asks to end (after a confirmation). The server decides; this actor sends the
// platform's status for the choice and tells listeners the contracts changed, whatever the answer.
import { assign, emit, setup } from 'xstate';
import { errorOf } from '../shared/errors.ts';
import { provided } from '../shared/provided.ts';
import { refusalOf } from '../../domain/refusal.ts';
import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import type { ProcessedContract } from '../../../contract/agent-contracts/agent-contract-calls.ts';
import type {
  ContractItem,
  ContractOfferContext,
  ContractOfferEmitted,
  ContractOfferEvent,
  ContractOfferInput,
  ContractOfferTag,
  ContractOutcome,
  ContractProblem,
  Decision,
  ProcessInput,
  TerminationInput,
} from './contract-offer.types.ts';

/** What a decision did, by the contract's state when it was sent: an offer's A/R, a termination request's C/A. */
export function outcomeOf(status: ContractItem['status'], decision: Decision): ContractOutcome {
  if (status === 'P') return decision === 'A' ? 'accepted' : 'rejected';
  return decision === 'C' ? 'terminated' : 'kept';
}

const problemOf = (error: unknown): ContractProblem => {
  const { errorCode, message } = refusalOf(error);
  return { code: errorCode || 'unknown', message: message || null };
};

export const contractOfferMachine = setup({
  types: {
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
    input: {} as ContractOfferInput,
    emitted: {} as ContractOfferEmitted,
    tags: {} as ContractOfferTag,
  },
  actors: {
    processContract: provided<ProcessedContract, ProcessInput>('processContract'),
    requestTermination: provided<AgentContract, TerminationInput>('requestTermination'),
  },
  actions: {
    storeDecision: assign((_, decision: Decision) => ({ decision, problem: null })),
    storeProcessed: assign(({ context }, out: ProcessedContract) => ({
      result: { outcome: outcomeOf(context.contract.status, context.decision!), endedDownlines: out.endedDownlines },
      contract: { ...context.contract, status: out.contract.status, terminationBy: out.contract.terminationBy },
    })),
    storeRequested: assign(({ context }, out: AgentContract) => ({
      result: { outcome: 'terminationRequested' as const, endedDownlines: [] },
      contract: { ...context.contract, status: out.status, terminationBy: out.terminationBy },
    })),
    storeProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    storeContract: assign((_, contract: ContractItem) => ({ contract })),
    clearAttempt: assign({ decision: null, problem: null }),
    announceChange: emit(({ context }) => ({ type: 'contract.changed' as const, id: context.contract.id })),
  },
  guards: {
    isOffer: ({ context }) => context.contract.status === 'P' && context.contract.side === 'agent',
    /** A termination the other side asked for: this side decides it. */
    isTerminationRequest: ({ context }) => context.contract.status === 'V' && context.contract.terminationBy !== context.contract.side,
    isSigned: ({ context }) => context.contract.status === 'A',
    /** The other side decides now: an offer this agent gave, or a termination it asked for. */
    waitsOnOther: ({ context }) => context.contract.status === 'P' || context.contract.status === 'V',
    endsHigherDownline: ({ context }) => context.contract.downlineHigherRate,
  },
}).createMachine({
  id: 'contractOffer',
  meta: { product: '4.15 Promotion, redemption and contract statuses' },
  context: ({ input }) => ({ contract: input.contract, decision: null, result: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'Reads the contract as the server has it: an offer to decide, a termination request to decide, a signed contract, or one waiting on the other side.',
      always: [
        { guard: 'isOffer', target: 'reviewingOffer' },
        { guard: 'isTerminationRequest', target: 'reviewingTermination' },
        { guard: 'isSigned', target: 'signed' },
        { guard: 'waitsOnOther', target: 'awaitingOther' },
        { target: 'closed' },
      ],
    },
    reviewingOffer: {
      description: 'An offer waiting on this agent (kind, period, tiers, from whom): accept or reject.',
      tags: ['ui:actionable'],
      on: {
        'contract.accept': [
          { guard: 'endsHigherDownline', target: 'warning', actions: { type: 'storeDecision', params: 'A' } },
          { target: 'submitting', actions: { type: 'storeDecision', params: 'A' } },
        ],
        'contract.reject': { target: 'submitting', actions: { type: 'storeDecision', params: 'R' } },
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
    warning: {
      description: "A direct downline agent holds a higher rate than this offer: accepting ends that downline's contract. Continue or go back.",
      tags: ['ui:warning'],
      on: {
        'contract.confirm': { target: 'submitting' },
        'contract.cancel': { target: 'reviewingOffer' },
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
    reviewingTermination: {
      description: 'The other side asked to end this contract: accept (it ends) or refuse (it stays signed).',
      tags: ['ui:actionable'],
      on: {
        'contract.accept': { target: 'submitting', actions: { type: 'storeDecision', params: 'C' } },
        'contract.reject': { target: 'submitting', actions: { type: 'storeDecision', params: 'A' } },
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
    signed: {
      description: 'A signed contract this agent holds or gave: either side may ask to end it.',
      tags: ['ui:actionable'],
      on: {
        'contract.terminate': { target: 'confirmingTermination' },
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
    confirmingTermination: {
      description: 'Asking to end a signed contract: confirm, or go back.',
      tags: ['ui:confirming'],
      on: {
        'contract.confirm': { target: 'requesting' },
        'contract.cancel': { target: 'signed' },
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
    submitting: {
      description: "Sending the decision with the platform's status (offer: A or R; termination request: C or A).",
      tags: ['ui:busy'],
      invoke: {
        id: 'processContract',
        src: 'processContract',
        input: ({ context }) => ({ id: context.contract.id, kind: context.contract.kind, status: context.decision! }),
        onDone: { target: 'done', actions: { type: 'storeProcessed', params: ({ event }) => event.output } },
        onError: { target: 'refused', actions: { type: 'storeProblem', params: errorOf } },
      },
    },
    requesting: {
      description: 'Sending the termination request; the other side decides it.',
      tags: ['ui:busy'],
      invoke: {
        id: 'requestTermination',
        src: 'requestTermination',
        input: ({ context }) => ({ id: context.contract.id }),
        onDone: { target: 'done', actions: { type: 'storeRequested', params: ({ event }) => event.output } },
        onError: { target: 'refused', actions: { type: 'storeProblem', params: errorOf } },
      },
    },
    done: {
      description:
        'The server took the decision: the result shows (with the downline contracts it ended) while the contracts are reloaded; reloads change nothing here.',
      entry: 'announceChange',
    },
    refused: {
      description:
        "The server refused (decided elsewhere, rate above the upline's ...): the reason shows; the contracts are reloaded; back shows the contract as it is now.",
      entry: 'announceChange',
      on: {
        // The list reloaded: keep the newest contract for the way back, keep showing the reason.
        'contract.sync': { actions: { type: 'storeContract', params: ({ event }) => event.contract } },
        'contract.back': { target: 'idle', actions: 'clearAttempt' },
      },
    },
    awaitingOther: {
      description: 'Waiting on the other side: an offer this agent gave, or a termination it asked for; a reload shows its answer.',
      on: {
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
    closed: {
      description: 'Ended or rejected: nothing more to decide (a reload that says otherwise is read again).',
      on: {
        'contract.sync': { target: 'idle', actions: { type: 'storeContract', params: ({ event }) => event.contract } },
      },
    },
  },
});
