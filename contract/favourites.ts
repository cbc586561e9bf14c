// Shapes of the favourite-games API (spec §7 Games, §3 favourite list), shared by the server (validation,
// OpenAPI) and the site (types only). Every call needs a real account: trial players are refused (member.trial).
import { z } from 'zod';
import { GAME_TYPES, type Game } from './catalogue.ts';
import { FAVOURITES_LIMIT, FAVOURITES_PAGE_SIZE } from './rules/favourites.ts';
import { nodeIdSchema } from './node-id.ts';

export { FAVOURITES_LIMIT, FAVOURITES_PAGE_SIZE };

const nodeId = nodeIdSchema;

/** GET /wps/relay/MCSFE_getFavoriteGamesList: a page of the favourite games, newest first. */
export const favouriteListQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(FAVOURITES_PAGE_SIZE),
});

/** POST /wps/relay/MCSFE_addFavoriteGameV2 (spec §7: nodeId, vendor, gameType); vendor and type must be the game's. */
export const addFavouriteBody = z.strictObject({
  nodeId,
  vendor: z.string().min(1).max(32).regex(/^[A-Z0-9_]+$/, 'a provider code such as JL or PG'),
  gameType: z.enum(GAME_TYPES),
});
export type AddFavouriteBody = z.infer<typeof addFavouriteBody>;

/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId=: the id in the query, since DELETE bodies are often dropped. */
export const removeFavouriteQuery = z.strictObject({ nodeId });

/** GET /wps/relay/MCSFE_getFavoriteGames: only the ids, newest first, so the site can mark every card at once. */
export interface FavouriteIds {
  nodeIds: number[];
}

/** Spec §3 favourite list: content, pageNum, totalPages (plus pageSize and total). */
export interface FavouriteGamesPage {
  content: Game[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

/** What an add or remove left behind: whether the game is now a favourite, and whether this call changed it. */
export interface FavouriteChange {
  nodeId: number;
  favourite: boolean;
  changed: boolean;
}
