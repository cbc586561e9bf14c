import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import type { ContractKind } from '../../../contract/rules/agent-contracts.ts';

/** What the actor needs of its contract: which it is, its state, and which side of it the agent is. */
export type ContractItem = Pick<AgentContract, 'id' | 'kind' | 'status' | 'side' | 'terminationBy' | 'downlineHigherRate'>;

export interface ContractOfferInput {
  contract: ContractItem;
}

/** The platform's status for a decision: on an offer A accepts, R rejects; on a termination request C ends it, A keeps it. */
export type Decision = 'A' | 'R' | 'C';

/** What the agent did, as the dialog reports it. */
export type ContractOutcome = 'accepted' | 'rejected' | 'terminated' | 'kept' | 'terminationRequested';

export interface ContractResult {
  outcome: ContractOutcome;
  /** Direct downline agents whose higher contract ended because this one was accepted. */
  endedDownlines: string[];
}

/** A refusal: the server's code (translated by the view as errors.<code>) and its own words for a code it does not know. */
export interface ContractProblem {
  code: string;
  message: string | null;
}

export interface ContractOfferContext extends ContractOfferInput {
  /** The decision being sent (or about to be, behind the warning). */
  decision: Decision | null;
  result: ContractResult | null;
  problem: ContractProblem | null;
}

export type ContractOfferEvent =
  /** On an offer: accept it; on a termination request: agree to end the contract. */
  | { type: 'contract.accept' }
  /** On an offer: reject it; on a termination request: keep the contract. */
  | { type: 'contract.reject' }
  /** The holder or the giver of a signed contract asks to end it (a confirmation first). */
  | { type: 'contract.terminate' }
  /** Go on past the warning or the confirmation. */
  | { type: 'contract.confirm' }
  /** Step back from the warning or the confirmation. */
  | { type: 'contract.cancel' }
  /** Back from a refusal to the contract as the server now has it. */
  | { type: 'contract.back' }
  /** The list reloaded with this contract (the other side may have decided). */
  | { type: 'contract.sync'; contract: ContractItem };

/** Told to whoever listens: the server's contracts changed (or may have), so the consolidated answer is old. */
export type ContractOfferEmitted = { type: 'contract.changed'; id: number };

export type ContractOfferTag =
  /** The contract's buttons do something now. */
  | 'ui:actionable'
  /** A call is on its way. */
  | 'ui:busy'
  /** The downline warning is showing. */
  | 'ui:warning'
  /** The termination confirmation is showing. */
  | 'ui:confirming';

/** Input of the process call. */
export interface ProcessInput {
  id: number;
  kind: ContractKind;
  status: Decision;
}

/** Input of the termination request. */
export interface TerminationInput {
  id: number;
}
