// Favourite games (docs/product.md §7 Games): plain fetchers for the favourites actor, and the favourites page's query.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { AddFavouriteBody } from '../../../contract/games/favourites.ts';
import { FAVOURITES_PAGE_SIZE } from '../../../contract/rules/favourites.ts';

/** Login required, real accounts only. */
export const fetchFavouriteIds = (api: Api) => api.call('favouriteIds').then((v) => v.nodeIds);

/** The game type is the game's own as the catalogue sent it (a string there); the server checks it against the game. */
export const addFavourite = (api: Api, game: { nodeId: number; vendor: string; gameType: string }) =>
  api.call('addFavourite', { body: { ...game, gameType: game.gameType as AddFavouriteBody['gameType'] } });

export const removeFavourite = (api: Api, nodeId: number) => api.call('removeFavourite', { query: { nodeId } });

export const fetchFavouritePage = (api: Api, pageNum: number, pageSize = FAVOURITES_PAGE_SIZE) => api.call('favouritePage', { query: { pageNum, pageSize } });

/** The favourites page's read model; keyed by the member so another sign-in never sees the last one's list. */
export const favouritePageQuery = (api: Api, memberId: number, pageNum: number) =>
  queryOptions({
    queryKey: ['favourites', memberId, pageNum] as const,
    queryFn: () => fetchFavouritePage(api, pageNum),
    placeholderData: keepPreviousData,
  });
