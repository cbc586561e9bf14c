// The seeded content pages (issue 16): sponsor, about, four blog posts and the winners' stories, in English with
// Filipino (TL) and Simplified Chinese (CN) rows for most of them, so a reader in TL or CN sees their language and
// English where a row is missing (the "Sabong season guide" post, the winners ranked 4 and 5). One post is dated
// ahead and stays hidden until then. Covers are generated pictures (/art/cover/...). Also the /down links.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { Clock } from '../../deps.ts';
import { contentPages, contentTranslations } from '../schema-reach.ts';
import { announcements, helpSections, notices } from '../schema-content.ts';
import { promotions } from '../schema-economy.ts';
import { sanitize } from '../../domain/html.ts';
import { settings } from '../schema.ts';
import { DOWNLOADS_SETTING } from '../../domain/content/app-downloads.ts';
import { seedOnce } from './seed-run.ts';
import { seedTranslations, type SeedTranslations } from './content-translations.ts';
import { SEEDED_PAGES } from './content-page-texts.ts';
import { pointGoods } from '../schema-loyalty.ts';
import { textOf } from '../../domain/content/translations.ts';

const DAY = 86_400_000;

export const DEMO_DOWNLOADS = {
  ios: 'https://apps.apple.com/ph/app/playstate/id6450000000',
  android: 'https://play.google.com/store/apps/details?id=ph.playstate.app',
  mobile: 'https://m.playstate.ph/',
  lite: 'https://m.playstate.ph/lite/playstate.mobileconfig',
};

export async function seedContentPages(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'content-pages', version: 1 }, now, async (tx) => {
    await tx.insert(contentPages).values(
      SEEDED_PAGES.flatMap((p) =>
        Object.entries(p.texts).map(([language, t]) => ({
          kind: p.kind,
          slug: p.slug,
          language,
          title: t.title,
          body: sanitize(t.body),
          coverUrl: p.cover ? `/art/cover/${p.kind}/${p.slug}.svg` : '',
          rank: p.rank ?? null,
          publishAt: new Date(now.getTime() + p.publishInDays * DAY),
          updatedAt: now,
        })),
      ),
    );
    await tx.insert(settings).values({ key: DOWNLOADS_SETTING, value: DEMO_DOWNLOADS, updatedAt: now }).onConflictDoNothing();
  });
}

export async function seedContentTranslations(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'content-translations', version: 2 }, now, async (tx) => {
    const languages = seedTranslations();
    const rows: (typeof contentTranslations.$inferInsert)[] = [];
    const add = (kind: string, refId: number, pick: (t: SeedTranslations) => { title: string; content: string } | undefined) => {
      for (const [language, texts] of languages) {
        const text = pick(texts);
        if (text) rows.push({ kind, refId, language, title: text.title, content: textOf(kind, text.content) });
      }
    };
    for (const n of await tx.select({ id: notices.id, title: notices.title }).from(notices)) add('NOTICE', n.id, (t) => t.notices[n.title]);
    for (const a of await tx.select({ id: announcements.id, title: announcements.title }).from(announcements)) add('ANNOUNCEMENT', a.id, (t) => t.announcements[a.title]);
    for (const p of await tx.select({ id: promotions.id, code: promotions.code }).from(promotions)) add('PROMOTION', p.id, (t) => t.promotions[p.code]);
    for (const g of await tx.select({ id: pointGoods.id, code: pointGoods.code }).from(pointGoods)) add('GOODS', g.id, (t) => t.goods?.[g.code]);
    if (rows.length) await tx.insert(contentTranslations).values(rows).onConflictDoNothing();
    const english = await tx.select({ tag: helpSections.tag, sort: helpSections.sort }).from(helpSections).where(eq(helpSections.language, 'EN'));
    const help = [...languages].flatMap(([language, texts]) =>
      english.flatMap(({ tag, sort }) => {
        const text = texts.help[tag];
        return text ? [{ tag, language, sort, title: text.title, content: sanitize(text.content) }] : [];
      }),
    );
    if (help.length) await tx.insert(helpSections).values(help).onConflictDoNothing();
  });
}
