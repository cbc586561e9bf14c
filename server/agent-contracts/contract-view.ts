// The consolidated view of an agent's contracts (GET /wps/member/info/funds/consolidated, docs/agents.md
// §contracts): the contract of each kind it holds, and what waits on it (offers to it, terminations asked of it).
import { alias } from 'drizzle-orm/pg-core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { agentContracts } from '../db/schema-agents.ts';
import { CONTRACT_KINDS, toTier, topRateBp, type ContractKind, type ContractStatus, type StoredTier } from '../../contract/rules/agent-contracts.ts';
import { INFO_FIELD, REQ_FIELD } from '../../contract/rules/consolidated.ts';
import type { AgentContract, ConsolidatedContracts } from '../../contract/agent-contracts/agent-contracts.ts';

const agent = alias(members, 'agent');
const upline = alias(members, 'upline');

export type Row = typeof agentContracts.$inferSelect & { agentAccount: string; uplineAccount: string | null };

export async function contractRows(db: Db | Tx, where: ReturnType<typeof and>): Promise<Row[]> {
  return db
    .select({ contract: agentContracts, agentAccount: agent.account, uplineAccount: upline.account })
    .from(agentContracts)
    .innerJoin(agent, eq(agent.id, agentContracts.agentId))
    .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
    .where(where)
    .orderBy(agentContracts.id)
    .then((rows) => rows.map((r) => ({ ...r.contract, agentAccount: r.agentAccount, uplineAccount: r.uplineAccount })));
}

/**
 * The highest signed rate among `agentId`'s direct downline agents' contracts of `kind` (0 when none): an offer to
 * the agent below it would end those contracts when accepted.
 */
export async function downlineTopRateBp(db: Db | Tx, agentId: number, kind: ContractKind): Promise<number> {
  const rows = await db
    .select({ tiers: agentContracts.tiers })
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, agentId), eq(agentContracts.kind, kind), inArray(agentContracts.status, ['A', 'V'])));
  return Math.max(0, ...rows.map((r) => topRateBp(r.tiers)));
}

export function contractView(row: Row, viewerId: number, downlineTop = 0): AgentContract {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    status: row.status as ContractStatus,
    period: row.period,
    tiers: (row.tiers as StoredTier[]).map(toTier),
    upline: row.uplineAccount,
    agent: row.agentAccount,
    terminationBy: (row.terminationBy as 'agent' | 'upline' | null) ?? null,
    side: row.agentId === viewerId ? 'agent' : 'upline',
    downlineHigherRate: row.status === 'P' && row.agentId === viewerId && downlineTop > topRateBp(row.tiers),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every contract field of the consolidated answer for `memberId` (all empty for someone with no contracts). */
export async function consolidatedContractsOf(db: Db | Tx, memberId: number): Promise<ConsolidatedContracts> {
  const rows = await contractRows(
    db,
    or(
      and(eq(agentContracts.agentId, memberId), inArray(agentContracts.status, ['P', 'A', 'V'])),
      and(eq(agentContracts.uplineId, memberId), eq(agentContracts.status, 'V'), sql`${agentContracts.terminationBy} = 'agent'`),
    ),
  );
  const out = Object.fromEntries([
    ...CONTRACT_KINDS.map((k) => [INFO_FIELD[k], null]),
    ...CONTRACT_KINDS.map((k) => [REQ_FIELD[k], []]),
  ]) as unknown as ConsolidatedContracts;
  for (const row of rows) {
    const kind = row.kind as ContractKind;
    const mine = row.agentId === memberId;
    const top = row.status === 'P' && mine ? await downlineTopRateBp(db, memberId, kind) : 0;
    const view = contractView(row, memberId, top);
    if (mine && (row.status === 'A' || row.status === 'V')) (out[INFO_FIELD[kind]] as AgentContract | null) = view;
    const waitsOnMe = row.status === 'P' ? mine : row.status === 'V' && (mine ? row.terminationBy === 'upline' : row.terminationBy === 'agent');
    if (waitsOnMe) (out[REQ_FIELD[kind]] as AgentContract[]).push(view);
  }
  return out;
}
