// The catalogue and play: categories, vendors and games, wins, favourites and recent games, launch tokens, the
// seamless wallet's transactions and rounds, demo-vendor fun sessions, lottery draws and tickets.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull(),
});

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    vassalage: text('vassalage').notNull(),
    name: text('name').notNull(),
    gameType: text('game_type').notNull(),
    category: text('category')
      .notNull()
      .references(() => gameCategories.code),
    linkUrl: text('link_url').notNull().default(''),
    sort: integer('sort').notNull(),
    /** Every game of this vendor and type answers 'Game maintenance' at launch (npm run ops -- game maintenance). */
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [uniqueIndex('vendors_vassalage_type_uq').on(t.vassalage, t.gameType)],
);

export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey(),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    isGame: text('is_game').notNull(),
    gameName: text('game_name').notNull(),
    gameClassify: text('game_classify').notNull(),
    minBet: integer('min_bet').notNull(),
    minLineNum: integer('min_line_num'),
    hotRank: integer('hot_rank'),
    rtp: integer('rtp').notNull(),
    /** This game answers 'Game maintenance' at launch (docs/product.md §8). */
    maintenance: boolean('maintenance').notNull().default(false),
    /** The share of a bet on this game that is not a valid bet, in basis points (docs/economy.md valid bet). */
    excludedBp: integer('excluded_bp').notNull().default(0),
  },
  (t) => [
    check('games_excluded_bp_range', sql`${t.excludedBp} between 0 and 10000`),
    uniqueIndex('games_vendor_code_uq').on(t.vassalage, t.gameCode),
    index('games_type_idx').on(t.gameType, t.vassalage),
  ],
);

/**
 * Wins for the winner board (docs/product.md §2 Home): seeded until games are playable, then written by the demo vendor
 * when it settles a win (round names the vendor's round, so a retried settlement adds no second row).
 */
export const gameWins = pgTable(
  'game_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    memberId: integer('member_id').references(() => members.id),
    /** Shown masked; for a member's win it is the account, for a seeded win a made-up display name. */
    playerName: text('player_name').notNull(),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    round: text('round'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('game_wins_occurred_idx').on(t.occurredAt, t.id),
    uniqueIndex('game_wins_round_uq').on(t.round),
    check('game_wins_positive', sql`${t.amount} > 0`),
  ],
);

/** A member's favourite games (docs/product.md §4 Favourites); one row per game, newest first in the lists. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('favourite_games_member_idx').on(t.memberId, t.createdAt)],
);

/** Games a member launched, for the recent-games list; one row per game, its last launch kept. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    launchedAt: timestamp('launched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_games_member_idx').on(t.memberId, t.launchedAt)],
);

/**
 * Launch tokens the operator gives the game vendor (the seamless wallet's `token`): random 256-bit, stored hashed,
 * short-lived; one per launch. The wallet refuses a bet on an expired token but never a win or a rollback.
 */
export const gameTokens = pgTable(
  'game_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('game_tokens_member_idx').on(t.memberId), index('game_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Every seamless-wallet transaction the vendor sent (bet, win, rollback) with the answer it got first, so a repeat
 * returns that answer and moves nothing. A rollback naming an unknown bet is kept too: its tombstone makes a late
 * bet with that id be refused (docs/decisions.md).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    transactionUuid: text('transaction_uuid').primaryKey(),
    kind: text('kind').notNull(),
    // No foreign keys on the wallet's hot tables: each would lock the member's (and the game's) row on every call,
    // and the values come from a launch token whose own keys hold them (docs/decisions.md, issue 17).
    memberId: integer('member_id').notNull(),
    round: text('round').notNull(),
    /** The bet a win or rollback settles. */
    referenceUuid: text('reference_uuid'),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Hash of the request's terms: a repeat with other terms is a duplicate, not a retry. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer: its status code and the balance it reported. */
    status: text('status').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Bets name no reference, and are most of the rows: they stay out of this index.
    index('wallet_transactions_reference_idx')
      .on(t.referenceUuid)
      .where(sql`${t.referenceUuid} is not null`),
    index('wallet_transactions_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Game rounds as the wallet saw them (the source of betting records): one bet per round, then a win or a rollback.
 * status: open (bet taken, result pending), settled (won or lost), rolled_back (bet refunded).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    // As on wallet_transactions: no foreign keys (the launch token holds them); the bet's id is unique as the
    // wallet transaction's key, so it needs no index of its own here.
    memberId: integer('member_id').notNull(),
    nodeId: integer('node_id').notNull(),
    betUuid: text('bet_uuid').notNull(),
    /** Centavos. */
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('game_rounds_member_idx').on(t.memberId, t.createdAt), index('game_rounds_settled_idx').on(t.settledAt)],
);

/** The demo vendor's free-play sessions (GCS_gameLaunchFB): play money kept by the vendor, never in the ledger. */
export const vendorFunSessions = pgTable(
  'vendor_fun_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    /** Play-money centavos. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('vendor_fun_sessions_expires_idx').on(t.expiresAt), check('vendor_fun_sessions_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * The demo vendor's numbers draws (LOTT and ELOTT games): a draw's number and close time follow from the clock
 * (server/vendor/lottery.ts); its numbers are drawn when first read after the close and kept here, so every later
 * read (and every concurrent one: insert or nothing, then read back) sees the same result.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The drawn numbers, ascending, comma-separated. */
    numbers: text('numbers').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.drawNo] })],
);

/**
 * Tickets of the numbers draw: one wallet round each (round = game_rounds.id once the bet is taken). Settled once,
 * by the first reader of the draw's result after its close: the win (0 for a loss) has a transaction id derived
 * from the round, so concurrent settlers send the same call and the wallet pays it once.
 * status: open (waiting for the draw), settled, void (the bet never reached the wallet; rolled back).
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    round: text('round').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    drawNo: bigint('draw_no', { mode: 'number' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The picked numbers, ascending, comma-separated. */
    picks: text('picks').notNull(),
    /** Centavos. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    betUuid: text('bet_uuid').notNull(),
    win: bigint('win', { mode: 'number' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('lottery_tickets_due_idx').on(t.status, t.closesAt), index('lottery_tickets_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * The demo vendor's own record of each real-money round, written before any wallet call (an outbox): the outcome
 * decided, the transaction ids, and the call still owed to the operator's wallet. A round whose process died, or
 * whose wallet call failed, is finished by the vendor-rounds job (server/jobs) with the same ids, so the wallet
 * answers a repeat with its first result and no money moves twice.
 * owed: bet (sent, answer unknown), win (the bet was taken, its win not yet answered), rollback (the bet's fate is
 * unknown and the round is being cancelled), none (nothing owed).
 */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    round: text('round').primaryKey(),
    /** The launch token, kept while a call is owed: a rollback of a bet the wallet never saw names the player by it. */
    token: text('token'),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    betUuid: text('bet_uuid').notNull(),
    /** Centavos. */
    bet: bigint('bet', { mode: 'number' }).notNull(),
    winUuid: text('win_uuid').notNull(),
    /** Centavos; 0 for a lost round (its bet closes the round, no win is sent). */
    win: bigint('win', { mode: 'number' }).notNull(),
    rollbackUuid: text('rollback_uuid').notNull(),
    owed: text('owed').notNull(),
    /** The wallet's last answer, and how often the owed call was sent by the job. */
    lastStatus: text('last_status'),
    attempts: integer('attempts').notNull().default(0),
    /** The instance that spun the round (config.vendor.instance): after a crash its next process settles the round at start. */
    instance: text('instance'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('vendor_rounds_owed_idx').on(t.owed, t.updatedAt)],
);
