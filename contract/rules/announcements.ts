/** The announcement types the popup asks for (docs/product.md §4). Kept out of the zod contract so the site's entry does not load zod. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
