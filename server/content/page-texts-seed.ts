// The seeded content pages (issue 16): which pages there are and when they are published. Their texts are in the
// seed's translation files (./translations/<code>.json, group "pages", keyed KIND/slug; en.json is the English),
// so a page reads in every language that has a file. Bodies are HTML that server/shared/html.ts keeps (p, h3, ul, b ...).

export interface SeededPage {
  kind: 'SPONSOR' | 'ABOUT' | 'BLOG' | 'WINNER';
  slug: string;
  /** Days from the seed's time; a positive value is a page that is not published yet. */
  publishInDays: number;
  cover?: boolean;
  rank?: number;
}

export const pageKey = (p: Pick<SeededPage, 'kind' | 'slug'>) => `${p.kind}/${p.slug}`;

const WINNER_SLUGS = ['maria-super-ace', 'jun-baccarat-streak', 'ana-fishing-king', 'paolo-parlay', 'liza-lucky-numbers'];

export const SEEDED_PAGES: SeededPage[] = [
  { kind: 'SPONSOR', slug: 'main', publishInDays: -60, cover: true },
  { kind: 'ABOUT', slug: 'main', publishInDays: -60, cover: true },
  { kind: 'BLOG', slug: 'weekend-jackpot-recap', publishInDays: -3, cover: true },
  { kind: 'BLOG', slug: 'gcash-deposits-in-a-minute', publishInDays: -10, cover: true },
  { kind: 'BLOG', slug: 'sabong-season-guide', publishInDays: -20, cover: true },
  // Dated ahead: hidden until then.
  { kind: 'BLOG', slug: 'christmas-tournament-preview', publishInDays: 5, cover: true },
  ...WINNER_SLUGS.map((slug, i): SeededPage => ({ kind: 'WINNER', slug, rank: i + 1, publishInDays: -(i + 1) * 2, cover: true })),
];
