// Reaching every player (issue 16, docs/product.md §3.13, §5.13, §5.14): content pages an operator edits per
// language, translations of server content (English is the fallback), players' feedback with the operator's answer,
// and player protection (deposit limits, session reminders, time-outs and self-exclusion).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A content page in one language. kind: SPONSOR, ABOUT (/description), BLOG (one row per post and language, slug
 * names the post), WINNER (one row per winner story; rank 1-3 get medals). body is sanitised HTML
 * (server/shared/html.ts). A page in a language without its row is read in English.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    coverUrl: text('cover_url').notNull().default(''),
    body: text('body').notNull(),
    rank: integer('rank'),
    publishAt: at('publish_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('content_pages_kind_slug_lang_uq').on(t.kind, t.slug, t.language),
    check('content_pages_kind', sql`${t.kind} in ('SPONSOR', 'ABOUT', 'BLOG', 'WINNER')`),
  ],
);

/**
 * Another language's title and body of a server text kept in English in its own table: kind ANNOUNCEMENT, NOTICE,
 * PROMOTION, GOODS, BANNER (ref_id is that table's id). Reads overlay the row of the request's language on the English one.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId, t.language] })],
);

/**
 * Feedback from a member (member_id) or a visitor (null, with a solved captcha). status N (new) or A (answered);
 * an answer to a member also arrives as a platform message. image_key names the stored upload (proof-files store).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    imageKey: text('image_key'),
    language: text('language').notNull(),
    status: text('status').notNull().default('N'),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_status_idx').on(t.status, t.createdAt), check('feedback_status', sql`${t.status} in ('N', 'A')`)],
);

/**
 * A member's deposit limit per period (D day, W week, M month) in centavos. Lowering applies at once; a raise waits
 * in pending_amount until pending_from (a cooling-off day), then becomes the amount.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period] }), check('deposit_limits_period', sql`${t.period} in ('D', 'W', 'M')`)],
);

/**
 * A member's protection settings: the session reminder interval (minutes, null off) and an exclusion, a time-out
 * (TIMEOUT, 24 hours to 6 weeks) or self-exclusion (SELF, 6 months or more), blocking sign-in and play until
 * excluded_until. An exclusion is only ever lengthened, never shortened or lifted early.
 */
export const memberProtection = pgTable(
  'member_protection',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    reminderMinutes: integer('reminder_minutes'),
    exclusionKind: text('exclusion_kind'),
    excludedFrom: at('excluded_from'),
    excludedUntil: at('excluded_until'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('member_protection_kind', sql`${t.exclusionKind} is null or ${t.exclusionKind} in ('TIMEOUT', 'SELF')`)],
);
