// An agent's team (docs/agents.md §team): everyone below the agent by members.parent_id, at any depth. Written once
// as SQL so every report, wage and dividend reads the same set: `teamSql(agentId)` is a query of
// (member_id, depth, direct_id): depth 1 are the agent's direct downlines, direct_id is the direct downline whose
// branch the member is in (itself at depth 1). The agent is not part of its team.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { AGENT_TYPES } from '../../contract/rules/member-type.ts';

/** The team of `agentId` as a subquery of (member_id, depth, direct_id). Use it as `with team as (${teamSql(id)})`. */
export const teamSql = (agentId: number): SQL => sql`
  with recursive t (member_id, depth, direct_id) as (
    select id, 1, id from members where parent_id = ${agentId}
    union all
    select m.id, t.depth + 1, t.direct_id from members m join t on m.parent_id = t.member_id where t.depth < 50)
  select member_id, depth, direct_id from t`;

/** SQL: is `type` an agent's member type (1, 2, 41, 42). */
export const isAgentType = (column: SQL) =>
  sql`${column} in (${sql.join(
    AGENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )})`;

/** Whether `memberId` is a direct downline of `agentId`. */
export async function isDirectDownline(db: Db | Tx, agentId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.parentId, agentId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether `memberId` is anywhere in `agentId`'s team. */
export async function isInTeam(db: Db | Tx, agentId: number, memberId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`with team as (${teamSql(agentId)}) select 1 from team where member_id = ${memberId} limit 1`);
  return rows.length > 0;
}
