// Content pages per language (issue 16, schema-reach.ts content_pages): what a reader sees is, per slug, the row of
// their language when it is published, else the English row when that is; a row whose publish date is ahead is
// nobody's yet. Bodies are sanitised when written and again when read (server/shared/html.ts), so a row written
// around the ops command still never carries a script to the site.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentPages } from '../db/schema-reach.ts';
import { sanitize } from '../shared/html.ts';
import { CONTENT_KINDS, MAIN_SLUG, SINGLE_PAGE_KINDS, SLUG_MAX, SLUG_PATTERN, type ContentKind } from '../../contract/rules/content.ts';
import { isLanguageCode } from '../../contract/rules/languages.ts';
import type { ContentPage, ContentSummary } from '../../contract/content/content.ts';
import { OperatorError } from '../shared/operator-error.ts';
import { Refusal } from '../shared/refusal.ts';

export const FALLBACK_LANGUAGE = 'EN';
const EXCERPT_LENGTH = 160;

type Row = typeof contentPages.$inferSelect;

/** The body's text without tags, cut at a word near EXCERPT_LENGTH characters. */
export function excerptOf(html: string): string {
  const text = sanitize(html)
    // A heading or an item ends a sentence in the excerpt ("Meron and Wala. Each fight …", not "Meron and Wala Each").
    .replace(/([^.!?:。！？：\s])\s*<\/(h[1-6]|li)>/g, (_m, last: string) => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(last) ? `${last}。` : `${last}. `))
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/([。！？：])\s/g, '$1')
    .trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Per slug, the request language's published row, else the English one (rows of other languages are ignored). */
export function pickLanguage(rows: readonly Row[], language: string): Row[] {
  const bySlug = new Map<string, Row>();
  for (const row of rows) {
    const held = bySlug.get(row.slug);
    if (!held || (row.language === language && held.language !== language)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()];
}

async function publishedRows(db: Db, kind: ContentKind, language: string, now: Date, slug?: string): Promise<Row[]> {
  const languages = [...new Set([language, FALLBACK_LANGUAGE])];
  const where = and(
    eq(contentPages.kind, kind),
    inArray(contentPages.language, languages),
    lte(contentPages.publishAt, now),
    slug === undefined ? undefined : eq(contentPages.slug, slug),
  );
  return pickLanguage(await db.select().from(contentPages).where(where).orderBy(asc(contentPages.id)), language);
}

const summaryOf = (r: Row): ContentSummary => ({
  slug: r.slug,
  title: r.title,
  coverUrl: r.coverUrl,
  rank: r.rank,
  publishAt: r.publishAt.toISOString(),
  language: r.language,
  excerpt: excerptOf(r.body),
});

/** BLOG (and SPONSOR, ABOUT) newest first; WINNER by rank (unranked last), then newest. */
function order(kind: ContentKind, a: Row, b: Row): number {
  if (kind === 'WINNER') {
    const ra = a.rank ?? Number.MAX_SAFE_INTEGER;
    const rb = b.rank ?? Number.MAX_SAFE_INTEGER;
    if (ra !== rb) return ra - rb;
  }
  return b.publishAt.getTime() - a.publishAt.getTime() || a.slug.localeCompare(b.slug);
}

export async function contentListOf(db: Db, kind: ContentKind, language: string, now: Date): Promise<ContentSummary[]> {
  const rows = await publishedRows(db, kind, language, now);
  return rows.sort((a, b) => order(kind, a, b)).map(summaryOf);
}

/** One page; refused when neither the language nor English has it published. */
export async function contentPageOf(db: Db, kind: ContentKind, slug: string | undefined, language: string, now: Date): Promise<ContentPage> {
  const [row] = await publishedRows(db, kind, language, now, SINGLE_PAGE_KINDS.includes(kind) ? MAIN_SLUG : (slug ?? MAIN_SLUG));
  if (!row) throw new Refusal('content.notFound', 'There is no such page');
  return { ...summaryOf(row), body: sanitize(row.body) };
}

/**
 * The title a page's cover shows: the language's, else English's, published or not (a cover may be drawn before its
 * page is out), else the slug made readable.
 */
export async function coverTitle(db: Db, kind: ContentKind, slug: string, language: string | undefined): Promise<string> {
  const languages = [...new Set([language ?? FALLBACK_LANGUAGE, FALLBACK_LANGUAGE])];
  const rows = await db
    .select({ title: contentPages.title, language: contentPages.language })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug), inArray(contentPages.language, languages)));
  const row = rows.find((r) => r.language === languages[0]) ?? rows[0];
  return row?.title ?? slug.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export interface ContentWrite {
  kind: string;
  slug: string;
  language: string;
  title: string;
  body: string;
  coverUrl?: string;
  rank?: number | null;
  publishAt?: Date;
}

/** Checks an operator's write, so a bad one changes nothing and says why. */
export function checkContentWrite(w: ContentWrite): asserts w is ContentWrite & { kind: ContentKind } {
  if (!(CONTENT_KINDS as readonly string[]).includes(w.kind)) throw new OperatorError(`kind must be one of ${CONTENT_KINDS.join(', ')}`);
  if (!isLanguageCode(w.language)) throw new OperatorError(`${w.language} is not a language of the site`);
  if (SINGLE_PAGE_KINDS.includes(w.kind as ContentKind) && w.slug !== MAIN_SLUG) throw new OperatorError(`${w.kind} is one page: its slug is ${MAIN_SLUG}`);
  if (w.slug.length > SLUG_MAX || !SLUG_PATTERN.test(w.slug)) throw new OperatorError('slug: lower-case words joined by hyphens');
  if (!w.title.trim() || w.title.length > 200) throw new OperatorError('title: 1 to 200 characters');
  if (!sanitize(w.body).trim()) throw new OperatorError('body: no content is left once it is sanitised');
  if (w.coverUrl && !/^(https:\/\/|\/)[^\s"'<>]*$/.test(w.coverUrl)) throw new OperatorError('cover: an https address or a site path');
  if (w.rank !== undefined && w.rank !== null && (w.kind !== 'WINNER' || !Number.isInteger(w.rank) || w.rank < 1))
    throw new OperatorError('rank: a whole number from 1, for WINNER rows only');
}

/** Creates or replaces the (kind, slug, language) row in one statement. */
export async function upsertContentPage(db: Db, w: ContentWrite, now: Date): Promise<Row> {
  checkContentWrite(w);
  const values = {
    kind: w.kind,
    slug: w.slug,
    language: w.language,
    title: w.title.trim(),
    coverUrl: w.coverUrl ?? '',
    body: sanitize(w.body),
    rank: w.kind === 'WINNER' ? (w.rank ?? null) : null,
    publishAt: w.publishAt ?? now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({ target: [contentPages.kind, contentPages.slug, contentPages.language], set: { ...values } })
    .returning();
  return row!;
}

export async function deleteContentPage(db: Db, kind: string, slug: string, language: string): Promise<boolean> {
  const gone = await db
    .delete(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug), eq(contentPages.language, language)))
    .returning({ id: contentPages.id });
  return gone.length > 0;
}

/** Every row, for the operator (unpublished ones too), by kind, slug and language. */
export async function contentRows(db: Db, kind?: string, language?: string): Promise<Row[]> {
  return db
    .select()
    .from(contentPages)
    .where(and(kind ? eq(contentPages.kind, kind) : undefined, language ? eq(contentPages.language, language) : undefined))
    .orderBy(asc(contentPages.kind), asc(contentPages.slug), asc(contentPages.language));
}
