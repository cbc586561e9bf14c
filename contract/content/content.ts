// Content pages (issue 16: /sponsor, /description, /blog, /winners) read per language with English as the fallback,
// and the app download links of /down. Public GETs, the same for every caller of one language, so cached.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { CONTENT_KINDS, SLUG_MAX, SLUG_PATTERN } from '../rules/content.ts';

export { CONTENT_KINDS, DOWNLOAD_KINDS, MAIN_SLUG, type ContentKind, type DownloadKind } from '../rules/content.ts';

const tag = 'content';

export const contentSlug = z.string().max(SLUG_MAX).regex(SLUG_PATTERN, 'lower-case words joined by hyphens');

export const contentListQuery = z.strictObject({ kind: z.enum(CONTENT_KINDS) });
export const contentPageQuery = z.strictObject({ kind: z.enum(CONTENT_KINDS), slug: contentSlug.optional() });

/** A page as a list shows it: no body, a plain-text excerpt of it. */
export const contentSummary = z.object({
  slug: z.string(),
  title: z.string(),
  /** An image address, or '' for none. */
  coverUrl: z.string(),
  /** The winners' place (1-3 get medals); null for other kinds. */
  rank: z.number().int().nullable(),
  publishAt: z.string(),
  /** The language of the row shown: the request's, or EN when that language has none. */
  language: z.string(),
  excerpt: z.string(),
});
export type ContentSummary = z.infer<typeof contentSummary>;

export const contentPage = contentSummary.extend({
  /** Sanitised HTML. */
  body: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentList = z.object({ list: z.array(contentSummary) });
export type ContentList = z.infer<typeof contentList>;

/** The four download targets of /down; '' when the operator has none. */
export const appDownloads = z.object({ ios: z.string(), android: z.string(), mobile: z.string(), lite: z.string() });
export type AppDownloads = z.infer<typeof appDownloads>;

export const contentCalls = {
  contentList: {
    tag,
    summary: "The published pages of one kind in the Language header's language (English where it has none)",
    description: 'BLOG newest first; WINNER by rank, then newest. A row whose publish date is still ahead is not shown.',
    query: contentListQuery,
    value: contentList,
  },
  contentPage: {
    tag,
    summary: "One published page (SPONSOR and ABOUT need no slug) in the Language header's language, else English",
    query: contentPageQuery,
    value: contentPage,
    errors: { 'content.notFound': 404 },
  },
  appDownloads: { tag, summary: 'The app download links of /down (iOS, Android, the mobile site, the lite app)', value: appDownloads },
} as const satisfies CallTable;
