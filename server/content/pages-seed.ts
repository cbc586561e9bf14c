// The seeded content pages (issue 16): sponsor, about, four blog posts and the winners' stories, in every language of
// the seed's translation files (English where a file has no row). One post is dated ahead and stays hidden until then.
// Covers are generated pictures (/art/cover/...). Also the /down links.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Clock } from '../deps.ts';
import { contentPages, contentTranslations } from '../db/schema-reach.ts';
import { announcements, banners, helpSections, notices } from '../db/schema-content.ts';
import { promotions } from '../db/schema-economy.ts';
import { sanitize } from '../shared/html.ts';
import { settings } from '../db/schema.ts';
import { DOWNLOADS_SETTING } from './app-downloads.ts';
import { seedOnce } from '../seed/seed-run.ts';
import { englishTexts, seedTranslations, type SeedTranslations } from '../seed/content-translations.ts';
import { SEEDED_PAGES, pageKey, type SeededPage } from './page-texts-seed.ts';
import { FALLBACK_LANGUAGE } from './content-pages.ts';
import { pointGoods } from '../db/schema-loyalty.ts';
import { pictureIn, textOf } from './translations.ts';

const DAY = 86_400_000;

export const DEMO_DOWNLOADS = {
  ios: 'https://apps.apple.com/ph/app/playstate/id6450000000',
  android: 'https://play.google.com/store/apps/details?id=ph.playstate.app',
  mobile: 'https://m.playstate.ph/',
  lite: 'https://m.playstate.ph/lite/playstate.mobileconfig',
};

/** The cover picture draws the page's title in the row's language. */
const coverOf = (p: SeededPage, language: string) => (p.cover ? pictureIn(`/art/cover/${p.kind}/${p.slug}.svg`, language) : '');

export async function seedContentPages(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  // Version 2 adds every language of the translation files to a database seeded with EN, TL and CN rows; rows already
  // there (the operator may have edited them) are kept.
  return seedOnce(db, { name: 'content-pages', version: 2 }, now, async (tx) => {
    const languages: [string, SeedTranslations][] = [[FALLBACK_LANGUAGE, englishTexts()], ...seedTranslations()];
    const rows = SEEDED_PAGES.flatMap((p) =>
      languages.flatMap(([language, texts]) => {
        const text = texts.pages?.[pageKey(p)];
        if (!text) return [];
        const publishAt = new Date(now.getTime() + p.publishInDays * DAY);
        return [
          {
            kind: p.kind,
            slug: p.slug,
            language,
            title: text.title,
            body: sanitize(text.content),
            coverUrl: coverOf(p, language),
            rank: p.rank ?? null,
            publishAt,
            updatedAt: now,
          },
        ];
      }),
    );
    await tx.insert(contentPages).values(rows).onConflictDoNothing();
    await tx.insert(settings).values({ key: DOWNLOADS_SETTING, value: DEMO_DOWNLOADS, updatedAt: now }).onConflictDoNothing();
  });
}

export async function seedContentTranslations(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return seedOnce(db, { name: 'content-translations', version: 3 }, now, async (tx) => {
    const languages = seedTranslations();
    const rows: (typeof contentTranslations.$inferInsert)[] = [];
    const add = (kind: string, refId: number, pick: (t: SeedTranslations) => { title: string; content: string } | undefined) => {
      for (const [language, texts] of languages) {
        const text = pick(texts);
        if (text) rows.push({ kind, refId, language, title: text.title, content: textOf(kind, text.content) });
      }
    };
    for (const n of await tx.select({ id: notices.id, title: notices.title }).from(notices)) add('NOTICE', n.id, (t) => t.notices[n.title]);
    for (const a of await tx.select({ id: announcements.id, title: announcements.title }).from(announcements))
      add('ANNOUNCEMENT', a.id, (t) => t.announcements[a.title]);
    for (const p of await tx.select({ id: promotions.id, code: promotions.code }).from(promotions)) add('PROMOTION', p.id, (t) => t.promotions[p.code]);
    for (const g of await tx.select({ id: pointGoods.id, code: pointGoods.code }).from(pointGoods)) add('GOODS', g.id, (t) => t.goods?.[g.code]);
    for (const b of await tx.select({ id: banners.id, title: banners.title }).from(banners))
      add('BANNER', b.id, (t) => {
        const caption = t.banners?.[b.title];
        return caption ? { title: caption, content: caption } : undefined;
      });
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
