// The platform's core tables: merchant and settings, members and sessions, the ledger, and the auth machinery
// (rate counters, captchas, nonces, sms codes, outbox). One schema for PGlite and PostgreSQL over schema*.ts;
// migrations in ./migrations are generated from them with `npm run db:generate` and committed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
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
    /** Platform member type: 0 member, 1/2/41/42 agent, 4 trial (docs/product.md §6). */
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
    /** The second step at sign-in this account asks for: none, mobile, email, bankName or google (docs/product.md §2). */
    secondVerification: text('second_verification').notNull().default('none'),
    /** Base32 secret of the member's authenticator app, for the google step. */
    totpSecret: text('totp_secret'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    /** Sign-in refused (an upline or the operator blocked it; the agent centre's block and unblock). */
    loginBlocked: boolean('login_blocked').notNull().default(false),
    /** The direct upline's note on this downline (the agent centre's remark). */
    agentRemark: text('agent_remark').notNull().default(''),
    /** The agent's invitation link this member registered through (agent_links.id), if any. */
    linkId: integer('link_id'),
    /** A player's own invite-friends code (the referral programme, docs/loyalty.md §referral); null until first asked. */
    referralCode: text('referral_code'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_account_uq').on(t.account),
    uniqueIndex('members_affiliate_code_uq').on(t.affiliateCode),
    uniqueIndex('members_mobile_uq').on(t.mobile),
    uniqueIndex('members_referral_code_uq').on(t.referralCode),
    index('members_parent_idx').on(t.parentId),
  ],
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
    /** The session began with the member's first login: its announcements include execution F (docs/product.md §4). */
    firstLogin: boolean('first_login').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * Ledger accounts. Balances are integer centavos; only system accounts may go below zero, and those keep no balance
 * here (0): theirs is the sum of their entries, so no transfer waits on their row (migration 0024).
 */
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
    // What a transfer's (account, currency) keys refer to: no transfer joins two currencies (migration 0023).
    uniqueIndex('ledger_accounts_id_currency_uq').on(t.id, t.currency),
    check('ledger_accounts_no_overdraw', sql`${t.allowNegative} or ${t.balance} >= 0`),
    // An account that may go below zero keeps no balance row: its balance is the sum of its entries (migration 0024).
    check('ledger_accounts_negative_unkept', sql`not ${t.allowNegative} or ${t.balance} = 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    fromAccountId: integer('from_account_id').notNull(),
    toAccountId: integer('to_account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Both accounts' currency: the keys below refuse a transfer between two currencies. */
    currency: text('currency').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.idempotencyKey),
    foreignKey({
      name: 'ledger_transfers_from_currency_fk',
      columns: [t.fromAccountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({ name: 'ledger_transfers_to_currency_fk', columns: [t.toAccountId, t.currency], foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency] }),
  ],
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
    /** The account's running balance after this entry; null on the accounts that may go below zero, which keep none (migration 0024). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id)],
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
