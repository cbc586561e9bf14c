// What keeps players coming back (issue 15, docs/loyalty.md): points and the points mall, tickets (golden egg,
// prize wheel, red envelope) opened in the reward centre, missions with milestones and a leaderboard, raffle draws
// and the referral programme. Money is integer centavos; points are integer hundredths of a point, so both move
// through the same double-entry ledger (points in accounts of currency PTS: docs/loyalty.md §points).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers, members } from './schema.ts';
import { promotions } from './schema-economy.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => bigint(name, { mode: 'number' });
const transferRef = (name: string) => bigint(name, { mode: 'number' }).references(() => ledgerTransfers.id);

/**
 * How many points an amount earns, per source: a game type (RNG, LIVE, ...) for valid bets, DEPOSIT for deposits,
 * EXCHANGE for cash converted to points. points (hundredths) = amount (centavos) x rate_bp / 10,000, so 100 bp on a
 * bet is 1 % of it as points and 100,000 bp on cash is 10 points per peso.
 */
export const pointRates = pgTable(
  'point_rates',
  {
    source: text('source').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [check('point_rates_range', sql`${t.rateBp} >= 0`)],
);

/**
 * Goods in the points mall. type: MONEY (pays cash_value to the wallet on approval), VOUCHER, GIFT (physical:
 * delivery details required). Priced in points only (price_points) or points plus cash (mp_points + mp_money);
 * a good may offer both. stock counts what is left; a held redemption has taken its quantity already.
 */
export const pointGoods = pgTable(
  'point_goods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    physical: boolean('physical').notNull().default(false),
    pricePoints: amount('price_points'),
    mpPoints: amount('mp_points'),
    mpMoney: amount('mp_money'),
    cashValue: amount('cash_value'),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_goods_code_uq').on(t.code),
    check('point_goods_stock', sql`${t.stock} >= 0`),
    check('point_goods_priced', sql`${t.pricePoints} > 0 or (${t.mpPoints} > 0 and ${t.mpMoney} > 0)`),
  ],
);

/**
 * A redemption: status P (in process: the points and cash are held), A (approved: the hold goes to the house and a
 * MONEY good pays out), R (rejected: everything goes back, stock included). redeem_type P (points) or PM (points
 * plus cash). delivery: name, address, mobile, province, remarks (physical goods).
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointGoods.id),
    quantity: integer('quantity').notNull(),
    redeemType: text('redeem_type').notNull(),
    points: amount('points').notNull(),
    money: amount('money').notNull().default(0),
    status: text('status').notNull(),
    delivery: jsonb('delivery').$type<Record<string, string>>(),
    note: text('note').notNull().default(''),
    pointsHoldId: transferRef('points_hold_id'),
    moneyHoldId: transferRef('money_hold_id'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('point_redemptions_status_idx').on(t.status, t.id),
    check('point_redemptions_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * A ticket the member opens in the reward centre: GOLDEN_EGG, PRIZE_WHEEL or RED_ENVELOPE, from a raffle, a mission
 * or a reward (source). Opening draws its prize (prize_type MONEY, POINT) with a cryptographic random source and
 * pays it in the same transaction; status AVAILABLE, then USED. Issued once per key.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    openedAt: at('opened_at'),
    prizeType: text('prize_type'),
    prizeValue: amount('prize_value'),
    transferId: transferRef('transfer_id'),
  },
  (t) => [uniqueIndex('tickets_key_uq').on(t.key), index('tickets_member_idx').on(t.memberId, t.status, t.createdAt)],
);

/**
 * A mission: milestones counted from the member's play between starts_at and ends_at, rewards claimable until
 * claim_until. measure: what the leaderboard ranks (VALID_BET, DEPOSIT_AMOUNT, BET_COUNT, PROFIT_MULTIPLIER);
 * prizes: [{rankFrom, rankTo, amount, points, turnoverMultiple}] paid once when the mission ends (settled_at).
 * game_types: the game types whose rounds count (null: all).
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    title: text('title').notNull(),
    rules: text('rules').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    claimUntil: at('claim_until').notNull(),
    measure: text('measure').notNull(),
    leaderboard: boolean('leaderboard').notNull().default(true),
    prizes: jsonb('prizes').$type<{ rankFrom: number; rankTo: number; amount: number; points: number; turnoverMultiple: number }[]>().notNull(),
    gameTypes: jsonb('game_types').$type<string[] | null>(),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('missions_code_uq').on(t.code), index('missions_ends_idx').on(t.endsAt)],
);

/**
 * A milestone of a mission: every target [{condition, target}] (condition VALID_BET, DEPOSIT_AMOUNT, BET_COUNT,
 * PROFIT_MULTIPLIER; money targets in centavos, a multiplier in hundredths) must be reached. Its reward: money
 * with a turnover multiple, points and/or a ticket, claimed as a rewards row keyed `mission:<milestone>:<member>`.
 */
export const missionMilestones = pgTable(
  'mission_milestones',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    seq: integer('seq').notNull(),
    targets: jsonb('targets').$type<{ condition: string; target: number }[]>().notNull(),
    rewardAmount: amount('reward_amount').notNull().default(0),
    rewardPoints: amount('reward_points').notNull().default(0),
    rewardTicket: text('reward_ticket'),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
  },
  (t) => [uniqueIndex('mission_milestones_seq_uq').on(t.missionId, t.seq)],
);

/**
 * A raffle: prizes [{type MONEY|POINT|TICKET, value, ticketType, weight}] drawn per claim; conditions (e.g. a
 * deposit or valid bet since the previous draw) a member must meet to claim, in conditions.
 */
export const raffles = pgTable(
  'raffles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    promotionId: integer('promotion_id').references(() => promotions.id),
    title: text('title').notNull(),
    prizes: jsonb('prizes').$type<{ type: string; value: number; ticketType?: string; weight: number }[]>().notNull(),
    conditions: jsonb('conditions').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffles_code_uq').on(t.code)],
);

/** One draw of a raffle: claimable from draw_at until claim_until. */
export const raffleSchedules = pgTable(
  'raffle_schedules',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    drawAt: at('draw_at').notNull(),
    claimUntil: at('claim_until').notNull(),
  },
  (t) => [index('raffle_schedules_draw_idx').on(t.drawAt)],
);

/** A member's claim of one draw: at most one (the primary key), so a second claim answers the first. */
export const raffleClaims = pgTable(
  'raffle_claims',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => raffleSchedules.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    prizeType: text('prize_type').notNull(),
    prizeValue: amount('prize_value').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' }).references(() => tickets.id),
    transferId: transferRef('transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.memberId] })],
);

/**
 * An invitee of the referral programme: status R (registered), A (qualified: first deposit and bets reached), F
 * (failed: not qualified in time), M (duplicate: the same mobile number, bank account or device as an earlier
 * invitee or member; duplicate_of names it). device: the registering browser's id.
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => members.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull(),
    device: text('device'),
    duplicateOf: integer('duplicate_of'),
    registeredAt: at('registered_at').notNull(),
    qualifiedAt: at('qualified_at'),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.registeredAt), index('referrals_device_idx').on(t.device)],
);
