// The days a member-centre list may be asked for (docs/product.md §9), written once for the contract's schemas and
// the site's date pickers: whole days, at most MAX_RANGE_DAYS of them, none before FIRST_DAY or after LAST_DAY (the
// platform's lifetime with room on both sides; past them a day and its neighbours in the members' zone leave the
// four-digit years the database reads: 0000-01-01 at +08:00 starts in year -1).
export const MAX_RANGE_DAYS = 366;
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2999-12-31';

/** A yyyy-MM-dd day inside the span above (strings of one format compare as the days they name). */
export const withinDays = (day: string): boolean => day >= FIRST_DAY && day <= LAST_DAY;
