// The favourite-games calls (docs/product.md §7 Games, §3 favourite list). Every call needs a real account: trial
// players are refused (member.trial).
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { GAME_TYPES, game } from '../catalogue/catalogue.ts';
import { FAVOURITES_LIMIT, FAVOURITES_PAGE_SIZE } from '../rules/favourites.ts';
import { nodeIdSchema } from './node-id.ts';

const nodeId = nodeIdSchema;

export const favouriteListQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(FAVOURITES_PAGE_SIZE),
});

/** docs/product.md §7: nodeId, vendor, gameType; vendor and type must be the game's. */
export const addFavouriteBody = z.strictObject({
  nodeId,
  vendor: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Z0-9_]+$/, 'a provider code such as JL or PG'),
  gameType: z.enum(GAME_TYPES),
});
export type AddFavouriteBody = z.infer<typeof addFavouriteBody>;

/** The id goes in the query, since DELETE bodies are often dropped. */
export const removeFavouriteQuery = z.strictObject({ nodeId });

/** Only the ids, newest first, so the site can mark every card at once. */
export const favouriteIds = z.object({ nodeIds: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIds>;

/** docs/product.md §3 favourite list: content, pageNum, totalPages (plus pageSize and total). */
export const favouriteGamesPage = z.object({
  content: z.array(game),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouriteGamesPage = z.infer<typeof favouriteGamesPage>;

/** What an add or remove left behind: whether the game is now a favourite, and whether this call changed it. */
export const favouriteChange = z.object({ nodeId: z.number().int(), favourite: z.boolean(), changed: z.boolean() });
export type FavouriteChange = z.infer<typeof favouriteChange>;

const tag = 'favourites';

export const favouriteCalls = {
  favouriteIds: { tag, summary: "The member's favourite game ids, newest first", value: favouriteIds },
  favouritePage: { tag, summary: 'A page of the favourite games, newest first', query: favouriteListQuery, value: favouriteGamesPage },
  addFavourite: {
    tag,
    summary: 'Add a favourite game; adding one that already is a favourite succeeds and changes nothing',
    description: `vendor and gameType must be the game's own. At most ${FAVOURITES_LIMIT} favourites.`,
    body: addFavouriteBody,
    value: favouriteChange,
    errors: { 'game.not.found': 404, 'game.mismatch': 400, 'favourite.limit': 200 },
  },
  removeFavourite: {
    tag,
    summary: 'Remove a favourite game; removing one that is not a favourite succeeds',
    query: removeFavouriteQuery,
    value: favouriteChange,
  },
} as const satisfies CallTable;
