// A list of contracts, each with its contractOffer actor; the machine loads with the first list shown.
import { use } from 'react';
import { useFlows } from '../app/flows-context.tsx';
import type { AgentContract } from '../../../contract/agent-contracts/agent-contracts.ts';
import { ContractCard } from './contract-card.tsx';
import css from './contracts.module.css';

export function ContractList({ contracts, label }: { contracts: readonly AgentContract[]; label: string }) {
  const machine = use(useFlows().contractOffer());
  return (
    <ul className={css.list} aria-label={label}>
      {contracts.map((c) => (
        <ContractCard key={c.id} machine={machine} contract={c} />
      ))}
    </ul>
  );
}

/** `prev` with `next` laid over it by id, in id order: a decided item stays (with its result) after it leaves the list. */
export function mergeById(prev: readonly AgentContract[], next: readonly AgentContract[]): AgentContract[] {
  const byId = new Map(prev.map((c) => [c.id, c]));
  for (const c of next) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
