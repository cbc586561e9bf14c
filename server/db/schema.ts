// The platform's tables. One schema for PGlite and PostgreSQL; migrations in ./migrations are generated from it
// with `npm run db:generate` and committed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  bigserial,
  boolean,
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

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  defaultLanguage: text('default_language').notNull(),
  supportLanguages: jsonb('support_languages').$type<string[]>().notNull(),
});

/** Key-value operator settings: maintenance window and other switches an operator flips. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The whitelabel module tree; flags are its leaves (and nodes) by modId. */
export const whitelabelModules = pgTable('whitelabel_modules', {
  modId: text('mod_id').primaryKey(),
  parentId: text('parent_id'),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull(),
});

export const regionBlocks = pgTable('region_blocks', {
  ip: text('ip').primaryKey(),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Platform member type: 0 member, 1/2/41/42 agent, 4 trial (spec §6). */
    type: integer('type').notNull(),
    parentId: integer('parent_id'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    language: text('language').notNull(),
    vipLevel: integer('vip_level').notNull().default(0),
    /** The avatar the member picked, 1 to AVATAR_COUNT. */
    iconId: integer('icon_id').notNull().default(1),
    /** An agent's invitation code; new members who register with it become the agent's downlines. */
    affiliateCode: text('affiliate_code'),
    payeeName: text('payee_name'),
    /** The second step at sign-in this account asks for: none, mobile, email, bankName or google (spec §2). */
    secondVerification: text('second_verification').notNull().default('none'),
    /** Base32 secret of the member's authenticator app, for the google step. */
    totpSecret: text('totp_secret'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('members_account_uq').on(t.account), uniqueIndex('members_affiliate_code_uq').on(t.affiliateCode), uniqueIndex('members_mobile_uq').on(t.mobile)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The session began with the member's first login: its announcements include execution F (spec §4). */
    firstLogin: boolean('first_login').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Ledger accounts. Balances are integer centavos; only system accounts may go below zero. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    memberId: integer('member_id').references(() => members.id),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.code),
    check('ledger_accounts_no_overdraw', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transfers_key_uq').on(t.idempotencyKey)],
);

/** Two entries per transfer (debit negative, credit positive); they always sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id)],
);

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
    /** This game answers 'Game maintenance' at launch (spec §8). */
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vassalage, t.gameCode),
    index('games_type_idx').on(t.gameType, t.vassalage),
  ],
);

/**
 * Wins for the winner board (spec §2 Home): seeded until games are playable, then written by the demo vendor
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
  (t) => [index('game_wins_occurred_idx').on(t.occurredAt, t.id), uniqueIndex('game_wins_round_uq').on(t.round), check('game_wins_positive', sql`${t.amount} > 0`)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  linkageType: text('linkage_type').notNull(),
  linkage: text('linkage').notNull().default(''),
  sort: integer('sort').notNull(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
});

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  promotionType: text('promotion_type').notNull(),
  execution: text('execution').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
});

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
});

export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
});

export const helpSections = pgTable(
  'help_sections',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('help_sections_tag_lang_uq').on(t.tag, t.language)],
);

/** Messages the sms and email adapters would send; testers read them with `npm run ops -- outbox`. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const seedRuns = pgTable(
  'seed_runs',
  {
    name: text('name').notNull(),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.version] })],
);

/**
 * Failure and request counters for rate limits and the captcha flag, by key (`login:account:<name>`,
 * `login:ip:<ip>`, `sms:<number>` ...). Kept in the database so the limits hold across server instances.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Captcha answers: hashed, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Nonces of encrypted request bodies already accepted: a replayed body is refused. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Sms verification codes: hashed, short-lived, single use, a few attempts each. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.id)],
);

/** A member's favourite games (spec §4 Favourites); one row per game, newest first in the lists. */
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
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
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
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transactions_reference_idx').on(t.referenceUuid), index('wallet_transactions_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Game rounds as the wallet saw them (the source of betting records): one bet per round, then a win or a rollback.
 * status: open (bet taken, result pending), settled (won or lost), rolled_back (bet refunded).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    betUuid: text('bet_uuid').notNull(),
    /** Centavos. */
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('game_rounds_bet_uq').on(t.betUuid), index('game_rounds_member_idx').on(t.memberId, t.createdAt)],
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
