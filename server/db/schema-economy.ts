// The player economy (issue 13, docs/economy.md): promotions and their entries, rewards a member claims, the bonus
// turnover a claimed reward carries, VIP levels, and the settlement core's tables: per-day play statistics drawn
// from the settled rounds and one row per (rule, member, period) paid. Money is integer centavos; every payout is
// a ledger transfer whose id the row keeps.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers, members } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Promotions an operator runs (the promotions page and the reward centre). type decides the card's action and how
 * its reward is earned (contract/promotions/promotions.ts PROMOTION_TYPES); category is the page's tab. ends_at null means
 * "Long term". config holds what the type needs: sign-in cells, newbie profile fields, cashback tiers, a join
 * target. bonus_amount and turnover_multiple are the reward and the play it asks for before a withdrawal.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (server/shared/html.ts). */
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    bonusAmount: money('bonus_amount').notNull().default(0),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('promotions_code_uq').on(t.code), check('promotions_turnover_not_negative', sql`${t.turnoverMultiple} >= 0`)],
);

/**
 * A member's entry in a promotion: joined (a JOIN promotion, paid by its settlement when the target is met) or an
 * application (APPLY: applying until the operator decides; rejected, or issued with the reward it created).
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: at('reviewed_at'),
    reviewNote: text('review_note'),
    rewardId: bigint('reward_id', { mode: 'number' }),
  },
  (t) => [uniqueIndex('promotion_entries_member_uq').on(t.promotionId, t.memberId), index('promotion_entries_status_idx').on(t.status, t.createdAt)],
);

/** Images attached to an application: png or jpeg, checked by content, at most 3 of 5 MB. */
export const promotionEntryImages = pgTable(
  'promotion_entry_images',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => promotionEntries.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_entry_images_entry_idx').on(t.entryId)],
);

/**
 * Rewards issued to a member (the reward centre's claim list and history). key makes each issue happen once
 * (`vip-upgrade:<member>:<level>`, `cashback:<promotion>:<member>:<day>` ...). status: available, claimed; an
 * available reward past expires_at is expired (shown so, never claimable). Claiming pays amount from the house
 * bonus account in one ledger transfer and opens the turnover it carries.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id').references(() => promotions.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    /** Points (hundredths) the claim credits to the member's points account (docs/loyalty.md §points). */
    points: money('points').notNull().default(0),
    /** A ticket the claim issues (GOLDEN_EGG, PRIZE_WHEEL, RED_ENVELOPE), opened in the reward centre. */
    ticketType: text('ticket_type'),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    status: text('status').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    claimedAt: at('claimed_at'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('rewards_key_uq').on(t.key),
    index('rewards_member_idx').on(t.memberId, t.status, t.createdAt),
    check('rewards_amount_positive', sql`${t.amount} >= 0 and ${t.points} >= 0 and (${t.amount} > 0 or ${t.points} > 0 or ${t.ticketType} is not null)`),
  ],
);

/**
 * The play a claimed reward asks for: required = amount x multiple, counted from started_at over the member's
 * valid bets. Open requirements add up; completed_at is the settled time of the round that reached their sum.
 * While one is open, withdrawals are refused and the member's bets feed it instead of rebates.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    required: money('required').notNull(),
    startedAt: at('started_at').notNull(),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('turnover_requirements_reward_uq').on(t.rewardId),
    index('turnover_requirements_open_idx')
      .on(t.memberId)
      .where(sql`${t.completedAt} is null`),
  ],
);

/**
 * One member's play on one day (members' time zone) and game type, drawn from the settled rounds once the day
 * has closed (the day-close job). valid_bet counts toward rebates; bonus_bet is the valid bet made while a
 * turnover was open (it feeds the turnover, not rebates).
 */
export const memberDayStats = pgTable(
  'member_day_stats',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** yyyy-MM-dd in the members' time zone. */
    day: text('day').notNull(),
    gameType: text('game_type').notNull(),
    rounds: integer('rounds').notNull(),
    bet: money('bet').notNull(),
    validBet: money('valid_bet').notNull(),
    bonusBet: money('bonus_bet').notNull(),
    win: money('win').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.gameType] }), index('member_day_stats_day_idx').on(t.day)],
);

/**
 * Exactly-once settlement: one row per (rule, member, period), e.g. ('rebate:RNG', 7, '2026-11-22'). basis is what
 * the amount was computed from (the valid bet, the loss). The payout is the ledger transfer with key
 * `settle:<rule>:<member>:<period>`, or a reward (reward_id) the member claims.
 */
export const settlements = pgTable(
  'settlements',
  {
    rule: text('rule').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    basis: money('basis').notNull(),
    amount: money('amount').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.memberId, t.period] }), index('settlements_member_idx').on(t.memberId, t.createdAt)],
);

/** Rebates a member claimed before the day closed (the manual-rebate flag, MANPLAYREB3). */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: text('day').notNull(),
    gameType: text('game_type').notNull(),
    basis: money('basis').notNull(),
    amount: money('amount').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [index('rebate_claims_member_day_idx').on(t.memberId, t.day)],
);

/**
 * VIP levels: reached when the member's total deposits and total valid bets meet the level's (ALL: both, ANY:
 * one); kept each month by the monthly maintenance figures, else the member drops one level. An upgrade issues
 * the level's bonus as a claimable reward, once per member and level.
 */
export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  name: text('name').notNull(),
  depositRequired: money('deposit_required').notNull(),
  validBetRequired: money('valid_bet_required').notNull(),
  conditionType: text('condition_type').notNull(),
  keepDeposit: money('keep_deposit').notNull(),
  keepValidBet: money('keep_valid_bet').notNull(),
  keepType: text('keep_type').notNull(),
  upgradeBonus: money('upgrade_bonus').notNull(),
  upgradeTurnoverMultiple: integer('upgrade_turnover_multiple').notNull(),
  /** Added to every game type's rebate rate that is above 0, in basis points (0.01 %). */
  rebateExtraBp: integer('rebate_extra_bp').notNull(),
  /** Withdrawals a day the level allows (shown as a benefit). */
  dailyWithdrawals: integer('daily_withdrawals').notNull(),
});

/** When a member's VIP level changed and why (upgrade, maintenance), for the VIP page. */
export const vipChanges = pgTable(
  'vip_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vip_changes_member_idx').on(t.memberId, t.createdAt)],
);
