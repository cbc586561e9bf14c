import type { SnapshotFrom } from 'xstate';
import type { contractOfferMachine } from './contract-offer.machine.ts';

type S = SnapshotFrom<typeof contractOfferMachine>;

export type ContractStep = 'offer' | 'warning' | 'termination' | 'signed' | 'confirming' | 'busy' | 'done' | 'refused' | 'waiting' | 'closed';

const STEPS: Record<string, ContractStep> = {
  idle: 'busy',
  reviewingOffer: 'offer',
  warning: 'warning',
  reviewingTermination: 'termination',
  signed: 'signed',
  confirmingTermination: 'confirming',
  submitting: 'busy',
  requesting: 'busy',
  done: 'done',
  refused: 'refused',
  awaitingOther: 'waiting',
  closed: 'closed',
};

/** Which part of the contract's flow the view shows (its buttons, the warning, the confirmation, the result). */
export const contractStep = (s: S): ContractStep => STEPS[s.value as string] ?? 'busy';

export const isBusy = (s: S) => s.hasTag('ui:busy');
/** A decision was sent and the server answered: show the outcome. */
export const contractResult = (s: S) => s.context.result;
export const contractProblem = (s: S) => s.context.problem;
/** What the refusal leaves: the contract as it was before the attempt (for `contract.back`). */
export const contractItem = (s: S) => s.context.contract;
