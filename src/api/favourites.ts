// Favourite games (spec §7 Games): plain fetchers for the favourites actor, and the favourites page's query.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api } from './http.ts';
import type { FavouriteChange, FavouriteGamesPage, FavouriteIds } from '../../contract/favourites.ts';
import { FAVOURITES_PAGE_SIZE } from '../../contract/rules/favourites.ts';

/** Login required, real accounts only. */
export const fetchFavouriteIds = (api: Api) => api.get<FavouriteIds>('/wps/relay/MCSFE_getFavoriteGames').then((v) => v.nodeIds);

/** The game type is the game's own as the catalogue sent it; the server checks it against the game. */
export const addFavourite = (api: Api, body: { nodeId: number; vendor: string; gameType: string }) => api.post<FavouriteChange>('/wps/relay/MCSFE_addFavoriteGameV2', body);

/** The id goes in the query: DELETE bodies are dropped by some proxies. */
export const removeFavourite = (api: Api, nodeId: number) =>
  api.delete<FavouriteChange>(`/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${encodeURIComponent(String(nodeId))}`);

export const fetchFavouritePage = (api: Api, pageNum: number, pageSize = FAVOURITES_PAGE_SIZE) =>
  api.get<FavouriteGamesPage>('/wps/relay/MCSFE_getFavoriteGamesList', { pageNum, pageSize });

/** The favourites page's read model; keyed by the member so another sign-in never sees the last one's list. */
export const favouritePageQuery = (api: Api, memberId: number, pageNum: number) =>
  queryOptions({
    queryKey: ['favourites', memberId, pageNum] as const,
    queryFn: () => fetchFavouritePage(api, pageNum),
    placeholderData: keepPreviousData,
  });
