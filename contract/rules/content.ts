// The content pages an operator writes per language (issue 16): their kinds and the shape of a slug. Plain data, no
// zod: the site's paths and pages read them too.

/** SPONSOR (/sponsor), ABOUT (/description), BLOG (/blog, one row per post), WINNER (/winners, ranked stories). */
export const CONTENT_KINDS = ['SPONSOR', 'ABOUT', 'BLOG', 'WINNER'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds that are one page (their slug is always MAIN_SLUG); the others are lists of slugs. */
export const SINGLE_PAGE_KINDS: readonly ContentKind[] = ['SPONSOR', 'ABOUT'];
export const MAIN_SLUG = 'main';

/** Lower-case words joined by hyphens, as a post's address shows it (/blog/weekend-jackpot-recap). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/**
 * The server texts kept in English in their own tables whose other languages are content_translations rows (title and
 * content; for the points mall's GOODS, the name and description; a BANNER has its caption as title and content).
 */
export const TRANSLATED_KINDS = ['ANNOUNCEMENT', 'NOTICE', 'PROMOTION', 'GOODS', 'BANNER'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

/** The app download links (docs/product.md §2.1 /down, §9.3 QR codes), each a setting the operator changes. */
export const DOWNLOAD_KINDS = ['ios', 'android', 'mobile', 'lite'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
