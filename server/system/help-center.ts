// The help centre's sections in a language (GET helpCenter).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { helpSections } from '../db/schema-content.ts';
import { sanitize } from '../shared/html.ts';

const sectionsIn = (db: Db, language: string) =>
  db
    .select({ tag: helpSections.tag, title: helpSections.title, content: helpSections.content })
    .from(helpSections)
    .where(eq(helpSections.language, language))
    .orderBy(asc(helpSections.sort));

export async function helpCenterSections(db: Db, lang: string) {
  // Per section (issue 16): a section the language lacks is shown in English, in English's order; a section only
  // the language has keeps its own place after them.
  const [own, english] = await Promise.all([sectionsIn(db, lang), lang === 'EN' ? Promise.resolve([]) : sectionsIn(db, 'EN')]);
  const byTag = new Map(own.map((s) => [s.tag, s]));
  const englishTags = new Set(english.map((s) => s.tag));
  const sections = lang === 'EN' ? own : [...english.map((s) => byTag.get(s.tag) ?? s), ...own.filter((s) => !englishTags.has(s.tag))];
  return sections.map((s) => ({ ...s, content: sanitize(s.content) }));
}
