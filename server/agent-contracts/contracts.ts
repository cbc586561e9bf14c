// Offering contracts (docs/agents.md §contracts): an upline offers a direct downline agent a contract of a kind, or
// the platform (the operator) offers one to a top-level agent. Each offer runs in one transaction under the locks of
// both members' rows, so an offer never races a decision on the same agent and kind. The decisions are in
// contract-decisions.ts; the shared reads and the refusal are here.
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { agentContracts } from '../db/schema-agents.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { toStoredTier, topRateBp, type ContractKind, type ContractStatus, type StoredTier, type Tier } from '../../contract/rules/agent-contracts.ts';
import { offerProblem, tiersForKind } from '../../contract/rules/contract-offer.ts';
import type { AgentContract } from '../../contract/agent-contracts/agent-contracts.ts';
import { contractRows, contractView } from './contract-view.ts';
import { Refusal, type OperatorRefusalCode } from '../shared/refusal.ts';
import type { RefusalCode } from '../../contract/calls.ts';

const MESSAGES: Record<string, string> = {
  'agent.notDirectDownline': 'That account is not a direct downline of yours',
  'contract.notAgent': 'Contracts are offered to agents only, not to players',
  'contract.notTopLevel': 'The platform offers contracts to top-level agents only; others get theirs from their upline',
  'contract.uplineHasNone': 'The upline holds no signed contract of this kind',
  'contract.period.invalid': 'This period does not suit the kind of contract',
  'contract.tiers.count': 'A contract has 1 to 10 tiers',
  'contract.rate.invalid': 'Rates are above 0, at most 100 %, with at most 2 decimals',
  'contract.tier.invalid': 'Volumes are 0 or more with at most 2 decimals; active members a whole number',
  'contract.tiers.order': 'Each tier needs a higher volume, no fewer active members and no lower rate than the one before',
  'contract.rate.aboveUpline': "A rate is above the upline's top rate of this kind",
  'contract.notFound': 'No such contract of yours',
  'contract.kind.mismatch': 'This contract is of another kind',
  'contract.decided': 'This contract was decided already',
  'contract.decision.notYours': 'This decision belongs to the other side of the contract',
  'contract.status.invalid': 'That status does not apply to this contract now',
};

/** A contract action the rules refuse: nothing was written. */
export const contractRefusal = (code: RefusalCode | OperatorRefusalCode) => new Refusal(code, MESSAGES[code] ?? code);

export type ContractRow = typeof agentContracts.$inferSelect;

/** Locks members' rows in id order (the same order everywhere, so two transactions never wait on each other). */
export async function lockMembers(tx: Tx, ids: readonly (number | null)[]): Promise<void> {
  const sorted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const id of sorted) await tx.select({ id: members.id }).from(members).where(eq(members.id, id)).for('update');
}

/** The contract of `kind` that `agentId` holds (signed, or signed with a termination pending), if any. */
export async function signedContract(db: Db | Tx, agentId: number, kind: ContractKind): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), inArray(agentContracts.status, ['A', 'V'])));
  return row ?? null;
}

/** The contract as `viewerId` sees it (null: the platform's view, that of the upline side). */
export async function contractViewOf(db: Db | Tx, id: number, viewerId: number | null): Promise<AgentContract> {
  const [row] = await contractRows(db, and(eq(agentContracts.id, id)));
  return contractView(row!, viewerId ?? -1);
}

export interface Offer {
  account: string;
  kind: ContractKind;
  period: string;
  tiers: readonly Tier[];
}

/**
 * Offers `offer` from `uplineId` (null: the platform) and answers the new offer's id. The target must be a direct
 * downline agent (the platform's: a top-level agent); an upline must hold a signed contract of the kind and offer no
 * rate above its own top rate. A pending offer of the kind is withdrawn (R, withdrawn); a signed one stays until
 * the new offer is accepted.
 */
export async function offerContract(db: Db, now: Date, uplineId: number | null, offer: Offer): Promise<number> {
  return db.transaction(async (tx) => {
    const parent = alias(members, 'parent');
    const [target] = await tx
      .select({ id: members.id, type: members.type, parentId: members.parentId, parentType: parent.type })
      .from(members)
      .leftJoin(parent, eq(parent.id, members.parentId))
      .where(eq(members.account, offer.account));
    if (uplineId !== null && (!target || target.parentId !== uplineId)) throw contractRefusal('agent.notDirectDownline');
    if (!target) throw contractRefusal('contract.notFound');
    if (roleOf(target.type) !== 'agent') throw contractRefusal('contract.notAgent');
    if (uplineId === null && target.parentType !== null && roleOf(target.parentType) === 'agent') throw contractRefusal('contract.notTopLevel');
    await lockMembers(tx, [uplineId, target.id]);

    let ceiling: number | null = null;
    if (uplineId !== null) {
      const own = await signedContract(tx, uplineId, offer.kind);
      if (!own) throw contractRefusal('contract.uplineHasNone');
      ceiling = topRateBp(own.tiers);
    }
    const problem = offerProblem(offer.kind, offer.period, offer.tiers, ceiling);
    // offerProblem's codes are those the offer lists (contract/agent-contracts/agent-contract-calls.ts offerErrors).
    if (problem) throw contractRefusal(problem as RefusalCode);

    await tx
      .update(agentContracts)
      .set({ status: 'R', endReason: 'withdrawn', decidedAt: now, endedAt: now })
      .where(and(eq(agentContracts.agentId, target.id), eq(agentContracts.kind, offer.kind), eq(agentContracts.status, 'P')));
    const tiers: StoredTier[] = tiersForKind(offer.kind, offer.tiers).map(toStoredTier);
    const [row] = await tx
      .insert(agentContracts)
      .values({ kind: offer.kind, agentId: target.id, uplineId, status: 'P', period: offer.period, tiers, createdAt: now })
      .returning({ id: agentContracts.id });
    return row!.id;
  });
}

export interface DownlineContractFilter {
  pageNum: number;
  pageSize: number;
  kind?: ContractKind;
  status?: ContractStatus;
  account?: string;
}

/** The contracts `uplineId` gave its direct downline agents, newest first (any status), one page. */
export async function downlineContracts(db: Db, uplineId: number, f: DownlineContractFilter) {
  const agent = alias(members, 'agent');
  const conditions: SQL[] = [eq(agentContracts.uplineId, uplineId)];
  if (f.kind) conditions.push(eq(agentContracts.kind, f.kind));
  if (f.status) conditions.push(eq(agentContracts.status, f.status));
  if (f.account) conditions.push(sql`${agentContracts.agentId} = (select id from members where account = ${f.account})`);
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(agentContracts)
    .innerJoin(agent, eq(agent.id, agentContracts.agentId))
    .where(where);
  const ids = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(where)
    .orderBy(desc(agentContracts.id))
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize);
  const rows = ids.length
    ? await contractRows(
        db,
        inArray(
          agentContracts.id,
          ids.map((r) => r.id),
        ),
      )
    : [];
  const content = rows.sort((a, b) => b.id - a.id).map((r) => contractView(r, uplineId));
  return { content, pageNum: f.pageNum, pageSize: f.pageSize, total, totalPages: Math.ceil(total / f.pageSize) };
}

/** Every contract `memberId` holds or gave, any status, oldest first (the operator's list). */
export async function contractsOf(db: Db, memberId: number) {
  return contractRows(db, or(eq(agentContracts.agentId, memberId), eq(agentContracts.uplineId, memberId)));
}

/** The two members of a contract (the agent, and its upline unless the platform gave it): whom a change concerns. */
export async function partiesOf(db: Db, id: number): Promise<number[]> {
  const [c] = await db.select({ agentId: agentContracts.agentId, uplineId: agentContracts.uplineId }).from(agentContracts).where(eq(agentContracts.id, id));
  return c ? [c.agentId, ...(c.uplineId === null ? [] : [c.uplineId])] : [];
}
