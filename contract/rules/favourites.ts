/** A member keeps at most this many favourites; one more is refused with favourite.limit. */
export const FAVOURITES_LIMIT = 500;
/** The favourites page shows this many games a page. */
export const FAVOURITES_PAGE_SIZE = 20;
