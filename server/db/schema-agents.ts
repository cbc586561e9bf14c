// The agent back office (issue 14, docs/agents.md): invitation links, the rebate series an agent holds, the
// contracts (daily, hourly and real-time wages, dividends) between an upline and a direct downline agent, and
// what each settlement of a contract earned. Money is integer centavos; rates are basis points (0.01 %).
// The team of an agent is everyone below it by members.parent_id (server/agent-team/team.ts).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';
import type { StoredTier } from '../../contract/rules/agent-contracts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * An agent's invitation link (register centre): registering with its code makes the new account a direct
 * downline of the agent, as a member or an agent (account_type). expires_at null: permanent. deleted_at: the
 * agent removed it (registrations it brought stay counted).
 */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    /** Where the agent shares it (free text: Facebook, Telegram ...). */
    channel: text('channel').notNull(),
    /** member or agent: what a registration through the link becomes. */
    accountType: text('account_type').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [uniqueIndex('agent_links_code_uq').on(t.code), index('agent_links_agent_idx').on(t.agentId, t.createdAt)],
);

/**
 * An agent's rebate series: per game type, the share of its team's valid bet it earns as agent rebate. A direct
 * downline agent's rate is never above its upline's (register centre); the upline earns the difference.
 */
export const agentRates = pgTable(
  'agent_rates',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameType: text('game_type').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameType] }), check('agent_rates_range', sql`${t.rateBp} between 0 and 10000`)],
);

/**
 * A contract between an upline (null: the platform, given by the operator) and a direct downline agent.
 * kind: daily, hourly, realtime, dividend. status: P offered (waiting on the agent), A signed, V signed with a
 * termination requested (by termination_by, waiting on the other side), C ended, R rejected. period: dividend
 * D/W/H/M, hourly H/BH, otherwise ''. tiers: the stored tiers (contract/rules/agent-contracts.ts). At most one
 * signed (A or V) and one offered (P) contract per agent and kind; a signed contract is replaced only when the
 * new offer is accepted.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    uplineId: integer('upline_id').references(() => members.id),
    status: text('status').notNull(),
    period: text('period').notNull().default(''),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    terminationBy: text('termination_by'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    /** When it stopped counting (ended, replaced, rejected). */
    endedAt: at('ended_at'),
    /** Why it ended: terminated, replaced, upline-lower (a higher downline contract ended by the upline's new one), rejected. */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_signed_uq')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} in ('A', 'V')`),
    uniqueIndex('agent_contracts_offer_uq')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'P'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.status),
  ],
);

/**
 * What one settlement of a contract (or of the agent rebate) earned an agent: rule wage:daily, wage:hourly,
 * wage:realtime, dividend, agent-rebate; period the settlement period's key. basis is what the rate applied to
 * (team valid bet, team net loss, stakes); gross = basis x rate; downline = what the agent's direct downline agents
 * earned from the same basis; amount = gross - downline, paid through the settlements row of the same key.
 * carry: the dividend's loss carried into the next period (0 otherwise).
 */
export const agentEarnings = pgTable(
  'agent_earnings',
  {
    rule: text('rule').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).references(() => agentContracts.id),
    periodFrom: at('period_from').notNull(),
    periodTo: at('period_to').notNull(),
    basis: money('basis').notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    rateBp: integer('rate_bp').notNull(),
    gross: money('gross').notNull(),
    downline: money('downline').notNull(),
    amount: money('amount').notNull(),
    carry: money('carry').notNull().default(0),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.agentId, t.period] }), index('agent_earnings_agent_idx').on(t.agentId, t.periodFrom)],
);

/**
 * The real-time wage's lines: one per (agent, lottery draw, player of the team), with the player's stake and
 * result in the draw and the rate the agent earned on it (loss rate when the player lost, win rate when won).
 */
export const realtimeWageItems = pgTable(
  'realtime_wage_items',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id').notNull(),
    drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The settlement period (5-minute slot) that paid it. */
    period: text('period').notNull(),
    stake: money('stake').notNull(),
    win: money('win').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.nodeId, t.drawNo, t.memberId] }), index('realtime_wage_items_period_idx').on(t.agentId, t.period)],
);
