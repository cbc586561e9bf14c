// Server texts per language (issue 16): announcements, notices, promotions, goods and banners are written in English in their own
// tables; content_translations holds another language's title and content per (kind, ref_id, language). A read
// overlays the request language's rows on the English ones; a text without a row stays English.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { contentTranslations } from '../db/schema-reach.ts';
import { announcements, banners, notices } from '../db/schema-content.ts';
import { promotions } from '../db/schema-economy.ts';
import { pointGoods } from '../db/schema-loyalty.ts';
import { sanitize } from '../shared/html.ts';
import { isLanguageCode } from '../../contract/rules/languages.ts';
import { TRANSLATED_KINDS, type TranslatedKind } from '../../contract/rules/content.ts';
import { FALLBACK_LANGUAGE } from './content-pages.ts';
import { OperatorError } from '../shared/operator-error.ts';

interface Texts {
  id: number;
  title: string;
  content: string;
}

/** The rows with the language's title and content where it has them; English (or any) language: the rows as they are. */
export async function overlayTranslations<T extends Texts>(db: Db | Tx, kind: TranslatedKind, rows: readonly T[], language: string): Promise<T[]> {
  if (language === FALLBACK_LANGUAGE || rows.length === 0) return [...rows];
  const found = await db
    .select({ refId: contentTranslations.refId, title: contentTranslations.title, content: contentTranslations.content })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.language, language),
        inArray(contentTranslations.refId, [...new Set(rows.map((r) => r.id))]),
      ),
    );
  const byId = new Map(found.map((f) => [f.refId, f]));
  return rows.map((r) => {
    const t = byId.get(r.id);
    return t ? { ...r, title: t.title, content: t.content } : r;
  });
}

/** A generated picture that draws words (/art/...) drawn in the language; another address is left as it is. */
export const pictureIn = (url: string, language: string): string =>
  language !== FALLBACK_LANGUAGE && url.startsWith('/art/') && !url.includes('?') ? `${url}?lang=${language}` : url;

/** HTML kinds are sanitised; the mall's goods and the banners' captions are plain text, so they are kept as written. */
export const textOf = (kind: string, content: string): string => (kind === 'GOODS' || kind === 'BANNER' ? content.trim() : sanitize(content).trim());

const TABLES = { ANNOUNCEMENT: announcements, NOTICE: notices, PROMOTION: promotions, GOODS: pointGoods, BANNER: banners } as const;

export interface TranslationWrite {
  kind: string;
  refId: number;
  language: string;
  title: string;
  content: string;
}

/** Sets (or replaces) one translation after checking that its English row exists. */
export async function setTranslation(db: Db, w: TranslationWrite): Promise<void> {
  if (!(TRANSLATED_KINDS as readonly string[]).includes(w.kind)) throw new OperatorError(`kind must be one of ${TRANSLATED_KINDS.join(', ')}`);
  if (!isLanguageCode(w.language) || w.language === FALLBACK_LANGUAGE)
    throw new OperatorError(`${w.language}: a language of the site other than ${FALLBACK_LANGUAGE} (English is the row itself)`);
  if (!w.title.trim() || w.title.length > 200) throw new OperatorError('title: 1 to 200 characters');
  const content = textOf(w.kind, w.content);
  if (!content) throw new OperatorError('content: no content is left once it is sanitised');
  const table = TABLES[w.kind as TranslatedKind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, w.refId));
  if (!row) throw new OperatorError(`There is no ${w.kind.toLowerCase()} ${w.refId}`);
  const values = { kind: w.kind, refId: w.refId, language: w.language, title: w.title.trim(), content };
  await db
    .insert(contentTranslations)
    .values(values)
    .onConflictDoUpdate({ target: [contentTranslations.kind, contentTranslations.refId, contentTranslations.language], set: { title: values.title, content } });
}

export async function translationsOf(db: Db, kind: string, refId: number) {
  return db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.refId, refId)));
}
