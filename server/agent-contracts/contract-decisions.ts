// Deciding contracts (docs/agents.md §contracts): the agent accepts or rejects an offer; either side of a signed
// contract asks to end it and the other side accepts or refuses. Each runs in one transaction under the locks of
// the upline's and the agent's member rows (lockMembers), and reads the contract again under them, so two clicks
// (or two tabs, or two servers) never both win: the second finds it decided.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { agentContracts } from '../db/schema-agents.ts';
import { topRateBp, type ContractKind } from '../../contract/rules/agent-contracts.ts';
import { members } from '../db/schema.ts';
import { contractRefusal, contractViewOf, lockMembers, signedContract, type ContractRow } from './contracts.ts';
import type { ProcessedContract } from '../../contract/agent-contracts/agent-contract-calls.ts';
import type { AgentContract } from '../../contract/agent-contracts/agent-contracts.ts';

/** Who acts: an agent by its member id, or the platform (the operator, upline of top-level agents' contracts). */
export type Party = number | 'platform';

const uplineOf = (party: Party) => (party === 'platform' ? null : party);
const sideOf = (c: ContractRow, party: Party): 'agent' | 'upline' | null =>
  party !== 'platform' && c.agentId === party ? 'agent' : c.uplineId === uplineOf(party) ? 'upline' : null;

/** The contract `party` is a side of, locked with both sides' member rows and read again under the locks. */
async function lockedContract(tx: Tx, party: Party, id: number, kind?: ContractKind): Promise<ContractRow> {
  const [seen] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id));
  if (!seen || sideOf(seen, party) === null) throw contractRefusal('contract.notFound');
  if (kind && seen.kind !== kind) throw contractRefusal('contract.kind.mismatch');
  await lockMembers(tx, [seen.uplineId, seen.agentId]);
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id));
  return row!;
}

/**
 * Accepting an offer: the upline must still hold a signed contract of the kind paying at least as much (it may have
 * changed since the offer); the agent's signed contract of the kind ends (replaced); then every direct downline
 * agent's signed contract of the kind that pays more than the new one ends (upline-lower). Answers those accounts.
 */
async function accept(tx: Tx, now: Date, offer: ContractRow): Promise<string[]> {
  const kind = offer.kind as ContractKind;
  const newTop = topRateBp(offer.tiers);
  if (offer.uplineId !== null) {
    const own = await signedContract(tx, offer.uplineId, kind);
    if (!own) throw contractRefusal('contract.uplineHasNone');
    if (newTop > topRateBp(own.tiers)) throw contractRefusal('contract.rate.aboveUpline');
  }
  await tx
    .update(agentContracts)
    .set({ status: 'C', endReason: 'replaced', endedAt: now })
    .where(and(eq(agentContracts.agentId, offer.agentId), eq(agentContracts.kind, kind), inArray(agentContracts.status, ['A', 'V'])));
  await tx.update(agentContracts).set({ status: 'A', decidedAt: now }).where(eq(agentContracts.id, offer.id));

  const downline = await tx
    .select({ id: agentContracts.id, tiers: agentContracts.tiers, account: members.account })
    .from(agentContracts)
    .innerJoin(members, eq(members.id, agentContracts.agentId))
    .where(and(eq(agentContracts.uplineId, offer.agentId), eq(agentContracts.kind, kind), inArray(agentContracts.status, ['A', 'V'])));
  const higher = downline.filter((d) => topRateBp(d.tiers) > newTop);
  if (higher.length) {
    await tx
      .update(agentContracts)
      .set({ status: 'C', endReason: 'upline-lower', endedAt: now })
      .where(
        inArray(
          agentContracts.id,
          higher.map((d) => d.id),
        ),
      );
  }
  return higher.map((d) => d.account).sort();
}

/**
 * A decision with the platform's status: on an offer (P) the agent sends A (accept) or R (reject); on a termination
 * request (V) the side that did not ask sends C (end it) or A (keep it). `kind`: the call's kind (each process call
 * refuses another kind's contract); absent for the operator.
 */
export async function decideContract(db: Db, now: Date, party: Party, id: number, status: 'A' | 'R' | 'C', kind?: ContractKind): Promise<ProcessedContract> {
  const result = await db.transaction(async (tx) => {
    const c = await lockedContract(tx, party, id, kind);
    const side = sideOf(c, party)!;
    if (c.status === 'P') {
      if (side !== 'agent') throw contractRefusal('contract.decision.notYours');
      if (status === 'C') throw contractRefusal('contract.status.invalid');
      if (status === 'R') {
        await tx.update(agentContracts).set({ status: 'R', endReason: 'rejected', decidedAt: now, endedAt: now }).where(eq(agentContracts.id, c.id));
        return [];
      }
      return accept(tx, now, c);
    }
    if (c.status === 'V') {
      if (c.terminationBy === side) throw contractRefusal('contract.decision.notYours');
      if (status === 'R') throw contractRefusal('contract.status.invalid');
      const change = status === 'C' ? { status: 'C', endReason: 'terminated', endedAt: now } : { status: 'A', terminationBy: null };
      await tx.update(agentContracts).set(change).where(eq(agentContracts.id, c.id));
      return [];
    }
    throw contractRefusal('contract.decided');
  });
  return { contract: await contractViewOf(db, id, uplineOf(party)), endedDownlines: result };
}

/** Asks to end a signed contract `party` holds or gave: V, waiting on the other side. */
export async function requestTermination(db: Db, now: Date, party: Party, id: number): Promise<AgentContract> {
  await db.transaction(async (tx) => {
    const c = await lockedContract(tx, party, id);
    if (c.status !== 'A') throw contractRefusal('contract.status.invalid');
    await tx
      .update(agentContracts)
      .set({ status: 'V', terminationBy: sideOf(c, party)! })
      .where(eq(agentContracts.id, c.id));
  });
  return contractViewOf(db, id, uplineOf(party));
}
