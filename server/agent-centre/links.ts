// An agent's invitation links (register centre, docs/agents.md): a random code that makes whoever registers with it a
// direct downline of the agent, as a member or an agent, until it expires or the agent deletes it. The agent's own
// affiliate code (members.affiliate_code) keeps working beside them; a code is looked up there first.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { agentLinks } from '../db/schema-agents.ts';
import type { Deps } from '../deps.ts';
import { AGENT_TYPES } from '../../contract/rules/member-type.ts';
import type { AgentLink, CreateAgentLinkRequest } from '../../contract/agent-team/agent-team.ts';
import type { DownlineAccountType, LinkExpiry } from '../../contract/rules/agent-team.ts';
import { pageCount } from '../shared/day-range.ts';
import { Refusal } from '../shared/refusal.ts';

const DAY_MS = 86_400_000;
const EXPIRY_MS: Record<LinkExpiry, number | null> = { permanent: null, '1d': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '1y': 365 * DAY_MS };
/** No 0/O or 1/I: a code is read aloud and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

type LinkRow = typeof agentLinks.$inferSelect;

const view = (row: LinkRow, registrations: number, now: Date): AgentLink => ({
  id: row.id,
  code: row.code,
  channel: row.channel,
  accountType: row.accountType as DownlineAccountType,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  status: row.expiresAt && row.expiresAt <= now ? 'expired' : 'normal',
  registrations,
});

/** A new random code; drawn again on the (unlikely) clash with a link or an agent's own code. */
export async function freshCode(deps: Pick<Deps, 'db' | 'random'>): Promise<string> {
  for (;;) {
    const bytes = deps.random.bytes(CODE_LENGTH);
    const code = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    const [link] = await deps.db.select({ id: agentLinks.id }).from(agentLinks).where(eq(agentLinks.code, code));
    const [agent] = await deps.db
      .select({ id: members.id })
      .from(members)
      .where(eq(sql`upper(${members.affiliateCode})`, code));
    if (!link && !agent) return code;
  }
}

export async function createLink(deps: Pick<Deps, 'db' | 'random' | 'clock'>, agentId: number, req: CreateAgentLinkRequest): Promise<AgentLink> {
  const now = deps.clock.now();
  const ms = EXPIRY_MS[req.expiry];
  const [row] = await deps.db
    .insert(agentLinks)
    .values({
      agentId,
      code: await freshCode(deps),
      channel: req.channel,
      accountType: req.accountType,
      expiresAt: ms === null ? null : new Date(now.getTime() + ms),
      createdAt: now,
    })
    .returning();
  return view(row!, 0, now);
}

/** The agent's links not deleted, newest first, with the registrations each brought. */
export async function linkPage(db: Db, agentId: number, now: Date, pageNum: number, pageSize: number) {
  const where = and(eq(agentLinks.agentId, agentId), isNull(agentLinks.deletedAt));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(agentLinks).where(where);
  const rows = await db
    .select()
    .from(agentLinks)
    .where(where)
    .orderBy(desc(agentLinks.createdAt), desc(agentLinks.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const counts = rows.length
    ? await db
        .select({ linkId: members.linkId, n: count() })
        .from(members)
        .where(
          inArray(
            members.linkId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(members.linkId)
    : [];
  const byLink = new Map(counts.map((c) => [c.linkId, Number(c.n)]));
  return {
    content: rows.map((r) => view(r, byLink.get(r.id) ?? 0, now)),
    pageNum,
    pageSize,
    total: Number(total),
    totalPages: pageCount(Number(total), pageSize),
  };
}

/** Deletes the agent's own link; false when it has no such link. Registrations it brought stay counted. */
/** Refused when the agent has no such live link (another agent's, or one already deleted). */
export async function deleteLink(db: Db, agentId: number, id: number, now: Date): Promise<void> {
  const rows = await db
    .update(agentLinks)
    .set({ deletedAt: now })
    .where(and(eq(agentLinks.id, id), eq(agentLinks.agentId, agentId), isNull(agentLinks.deletedAt)))
    .returning({ id: agentLinks.id });
  if (rows.length === 0) throw new Refusal('agent.link.unknown', 'No such invitation link');
}

/** Who an invitation code makes a new account's upline, and as what. */
export type CodeOwner =
  { kind: 'agent'; agentId: number; nickname: string; linkId: number | null; accountType: DownlineAccountType } | { kind: 'expired' } | { kind: 'none' };

/** The agent's own affiliate code first, then a link (deleted: none; past its expiry: expired). */
export async function ownerOfCode(db: Db, code: string, now: Date): Promise<CodeOwner> {
  const wanted = code.trim().toUpperCase();
  const [agent] = await db
    .select({ id: members.id, nickname: members.nickname })
    .from(members)
    .where(and(eq(sql`upper(${members.affiliateCode})`, wanted), inArray(members.type, [...AGENT_TYPES])));
  if (agent) return { kind: 'agent', agentId: agent.id, nickname: agent.nickname, linkId: null, accountType: 'member' };
  const [link] = await db
    .select({ link: agentLinks, nickname: members.nickname, type: members.type })
    .from(agentLinks)
    .innerJoin(members, eq(members.id, agentLinks.agentId))
    .where(and(eq(agentLinks.code, wanted), isNull(agentLinks.deletedAt)));
  if (!link || !(AGENT_TYPES as readonly number[]).includes(link.type)) return { kind: 'none' };
  if (link.link.expiresAt && link.link.expiresAt <= now) return { kind: 'expired' };
  return {
    kind: 'agent',
    agentId: link.link.agentId,
    nickname: link.nickname,
    linkId: link.link.id,
    accountType: link.link.accountType as DownlineAccountType,
  };
}
