// Downline management (docs/agents.md, issue 14): the agent's direct agents and direct players with their teams'
// size and balance, and what the agent may do to a DIRECT downline only: a remark, a message, blocking its sign-in
// (which ends its sessions), a transfer from the agent's wallet.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { members, sessions } from '../db/schema.ts';
import { messages } from '../db/schema-wallet.ts';
import type { Deps } from '../deps.ts';
import { publishBalance, publishHint } from '../live/publish.ts';
import { LedgerError, transferIn } from '../ledger/transfer.ts';
import { checkPaymentPassword } from '../account/payment-passwords.ts';
import { lockAccounts, transferMade } from '../ledger/locks.ts';
import { refuseWhileTurnoverOwed, turnoverRefusal } from '../rewards/turnover.ts';
import { pageCount } from '../shared/day-range.ts';
import { isAgentType, teamSql } from './team.ts';
import { ratesOf } from './register-downline.ts';
import { notDirectDownline } from './team-error.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import type { DownlineDetail, DownlineRow, DownlinesQuery } from '../../contract/agent-team/agent-team.ts';
import { accountId, memberAccountCode } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';

type Member = typeof members.$inferSelect;

/** The agent's direct downline of that account name (any case), or null. */
export async function directDownline(db: Db, agentId: number, account: string): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(sql`lower(${members.account})`, account.toLowerCase()), eq(members.parentId, agentId)))
    .limit(1);
  return row ?? null;
}

async function requireDirect(db: Db, agentId: number, account: string): Promise<Member> {
  const row = await directDownline(db, agentId, account);
  if (!row) throw notDirectDownline();
  return row;
}

interface RawRow {
  id: number;
  account: string;
  remark: string;
  created_at: string | Date;
  blocked: boolean;
  balance: string | number;
  team_size: string | number;
  team_balance: string | number;
  last_login: string | Date | null;
}

const iso = (v: string | Date) => new Date(v).toISOString();

const rowView = (r: RawRow): DownlineRow => ({
  account: r.account,
  remark: r.remark,
  teamSize: Number(r.team_size),
  balance: toDecimal(Number(r.balance)),
  teamBalance: toDecimal(Number(r.team_balance)),
  registeredAt: iso(r.created_at),
  lastLoginAt: r.last_login === null ? null : iso(r.last_login),
  status: r.blocked ? 'blocked' : 'normal',
});

/** The rows of the agent's direct downlines matching `where` (on members m), with their teams' figures. */
const rowsSql = (agentId: number, where: SQL, tail: SQL) => sql`
  with team as (${teamSql(agentId)})
  select m.id, m.account, m.agent_remark as remark, m.created_at, m.login_blocked as blocked,
    coalesce((select a.balance from ledger_accounts a where a.code = 'member:' || m.id), 0) as balance,
    (select count(*) from team t where t.direct_id = m.id and t.depth > 1) as team_size,
    (select coalesce(sum(a.balance), 0) from team t join ledger_accounts a on a.code = 'member:' || t.member_id
      where t.direct_id = m.id and t.depth > 1) as team_balance,
    (select max(s.created_at) from sessions s where s.member_id = m.id) as last_login
  from members m where m.parent_id = ${agentId} and ${where} ${tail}`;

export async function downlinePage(db: Db, agentId: number, q: DownlinesQuery) {
  const kind = q.subordinateType === 'agent' ? isAgentType(sql`m.type`) : sql`not ${isAgentType(sql`m.type`)}`;
  const where = q.account ? sql`${kind} and position(${q.account.toLowerCase()} in lower(m.account)) > 0` : kind;
  const [counted] = await queryRows<{ n: string | number }>(db, sql`select count(*) as n from members m where m.parent_id = ${agentId} and ${where}`);
  const total = Number(counted?.n ?? 0);
  const rows = await queryRows<RawRow>(
    db,
    rowsSql(agentId, where, sql`order by m.created_at desc, m.id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
  );
  return { content: rows.map(rowView), pageNum: q.pageNum, pageSize: q.pageSize, total, totalPages: pageCount(total, q.pageSize) };
}

export async function downlineDetail(db: Db, agentId: number, account: string): Promise<DownlineDetail> {
  const m = await requireDirect(db, agentId, account);
  const [row] = await queryRows<RawRow>(db, rowsSql(agentId, sql`m.id = ${m.id}`, sql``));
  const isAgent = roleOf(m.type) === 'agent';
  return { ...rowView(row!), nickname: m.nickname, type: m.type, isAgent, vipLevel: m.vipLevel, rates: isAgent ? await ratesOf(db, m.id) : [] };
}

export async function setRemark(db: Db, agentId: number, account: string, remark: string) {
  const m = await requireDirect(db, agentId, account);
  await db.update(members).set({ agentRemark: remark }).where(eq(members.id, m.id));
}

/** A platform message to the downline only (messages.member_id): it lands in its platform messages. */
export async function messageDownline(deps: Pick<Deps, 'db' | 'live'>, now: Date, agentId: number, account: string, title: string, content: string) {
  const { db } = deps;
  const m = await requireDirect(db, agentId, account);
  await db.insert(messages).values({ memberId: m.id, title, content, createdAt: now });
  publishHint(deps, m.id, 'messages', {});
}

/** Blocking ends every live session of the downline at once; the login call then refuses it (login.blocked). */
export async function setLoginBlocked(db: Db, now: Date, agentId: number, account: string, blocked: boolean) {
  const m = await requireDirect(db, agentId, account);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ loginBlocked: blocked }).where(eq(members.id, m.id));
    if (blocked)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, m.id), isNull(sessions.revokedAt)));
  });
}

/**
 * One ledger transfer (agent.transfer) from the agent's wallet to the direct downline's, keyed by the agent's
 * request id: a resend moves nothing again. The balance is decided by the ledger under its lock.
 */
export async function transferToDownline(
  deps: Pick<Deps, 'clock' | 'config' | 'live'> & { db: Db },
  agent: { id: number; account: string },
  req: { account: string; amount: number; paymentPassword: string; requestId: string },
) {
  const { db, clock } = deps;
  const target = await requireDirect(db, agent.id, req.account);
  await checkPaymentPassword(db, clock.now(), agent.id, req.paymentPassword);
  const currency = deps.config.merchant.currency;
  const key = `agent-transfer:${agent.id}:${req.requestId}`;
  const fromAccountId = await accountId(db, memberAccountCode(agent.id), currency, { memberId: agent.id });
  const toAccountId = await accountId(db, memberAccountCode(target.id), currency, { memberId: target.id });
  try {
    const moved = await db.transaction(async (tx) => {
      await lockAccounts(tx, [fromAccountId, toAccountId]);
      // The agent's own bonus under turnover stays with the agent (docs/economy.md §turnover).
      if (!(await transferMade(tx, key)))
        await refuseWhileTurnoverOwed(tx, agent.id, clock.now(), turnoverRefusal('transfer.turnover.pending', deps.config.merchant.currencySymbol));
      return transferIn(tx, clock, {
        key,
        kind: 'agent.transfer',
        fromAccountId,
        toAccountId,
        amount: req.amount,
        memo: `Agent ${agent.account} to ${target.account}`,
      });
    });
    // One statement, committed: both wallets' open pages show their new balance.
    publishBalance(deps, agent.id, moved.fromBalance);
    publishBalance(deps, target.id, moved.toBalance);
    return { account: target.account, amount: toDecimal(req.amount), balance: toDecimal(moved.fromBalance), downlineBalance: toDecimal(moved.toBalance) };
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'ledger.insufficient.funds')
      throw new Refusal('wallet.insufficient.balance', 'The amount is more than your wallet holds');
    if (err instanceof LedgerError && err.code === 'ledger.idempotency.conflict')
      throw new Refusal('wallet.transfer.conflict', 'This request id was already used for another transfer');
    throw err;
  }
}
