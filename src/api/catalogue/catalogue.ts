// The catalogue and home content (docs/product.md §7 Games): plain fetchers, and react-query options next to them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';
import type { SessionCache } from '../session-cache.ts';
import type { Game, GameClassify, GameListFilter, GameType, MerchantWallet, PrizeMode, Vendor, WinnerCard } from '../../../contract/catalogue/catalogue.ts';
import type { LanguageCode } from '../../../contract/rules/languages.ts';

/** docs/product.md §7: the game list's platform value; hot games are asked for the same way. */
export const GAME_PLATFORM = 'flash,html5-desktop';
/** The home banner slider's group (docs/product.md §2 Home). */
export const HOME_BANNER_GROUPS = ['w_home'] as const;
/** docs/product.md §9: winner board limit 20. */
export const WINNER_BOARD_LIMIT = 20;
/** The notice marquee's types and audience (docs/product.md §7: B, PL, PU, PR, platform W, execution B). */
const NOTICE_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' } as const;

export const fetchGameMenus = (api: Api, prizeMode?: PrizeMode) => api.call('gameMenus', { query: { prizeMode } });

export const fetchHotGames = (api: Api, merchantCode: string, language: string) =>
  api.call('hotGames', { query: { merchantCode, isPlatform: '2', platform: GAME_PLATFORM, language: language as LanguageCode } }).then((v) => v.list);

export const fetchWinnerBoard = (api: Api, language: string, limitNum = WINNER_BOARD_LIMIT): Promise<WinnerCard[]> =>
  api.call('winnerBoard', { query: { gameCategory: 'ALL', language: language as LanguageCode, limitNum } }).then((v) => v.list);

/** Login required. */
export const fetchVendors = (api: Api, merchantCode: string) => api.call('gameVendors', { query: { merchantCode } });

/** Login required. */
export const fetchVendorGameTypes = (api: Api, merchantCode: string, vassalage: string) => api.call('vendorGameTypes', { query: { merchantCode, vassalage } });

/** Login required. */
export const fetchMerchantWallet = (api: Api, merchantCode: string) => api.call('merchantWallet', { query: { merchantCode } });

/** Banners of one or more groups (w_home, w_video, w_event ...), in sort order. */
export const fetchBanners = (api: Api, groups: readonly string[]) => api.call('banners', { query: { groupName: groups.join(',') } });

export const fetchNotices = (api: Api) => api.call('notices', { query: NOTICE_QUERY });

/**
 * docs/product.md §4 Caching: the value comes from session storage when it is there (no request at all), and a request
 * is made only when it is not or when a refresh is asked for (`refetch()`, `invalidateQueries`); every answer
 * is written back. staleTime Infinity keeps react-query from refreshing it on its own.
 */
function sessionQuery<T, K extends readonly unknown[]>(cache: SessionCache, queryKey: K, fetcher: () => Promise<T>) {
  const storageKey = queryKey.join(':');
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const value = await fetcher();
      cache.write(storageKey, value);
      return value;
    },
    initialData: () => cache.read<T>(storageKey),
    initialDataUpdatedAt: () => cache.writtenAt(storageKey),
    staleTime: Infinity,
  });
}

/** Catalogue reads change only when an operator edits them; the server caches them for a minute too. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export const gameMenusQuery = (api: Api, prizeMode?: PrizeMode) =>
  queryOptions({ queryKey: ['gameMenus', prizeMode ?? ''] as const, queryFn: () => fetchGameMenus(api, prizeMode), staleTime: CATALOGUE_STALE_MS });

export const hotGamesQuery = (api: Api, cache: SessionCache, merchantCode: string, language: string) =>
  sessionQuery<Game[], readonly ['hotGames', string, string]>(cache, ['hotGames', merchantCode, language], () => fetchHotGames(api, merchantCode, language));

export const winnerBoardQuery = (api: Api, cache: SessionCache, language: string) =>
  sessionQuery<WinnerCard[], readonly ['winnerBoard', string]>(cache, ['winnerBoard', language], () => fetchWinnerBoard(api, language));

/** Login required: enable it only for a signed-in member. */
export const vendorsQuery = (api: Api, cache: SessionCache, merchantCode: string) =>
  sessionQuery<Vendor[], readonly ['vendors', string]>(cache, ['vendors', merchantCode], () => fetchVendors(api, merchantCode));

/** Login required: enable it only for a signed-in member. */
export const merchantWalletQuery = (api: Api, cache: SessionCache, merchantCode: string) =>
  sessionQuery<MerchantWallet, readonly ['merchantWallet', string]>(cache, ['merchantWallet', merchantCode], () => fetchMerchantWallet(api, merchantCode));

/** Login required. */
export const vendorGameTypesQuery = (api: Api, merchantCode: string, vassalage: string) =>
  queryOptions({
    queryKey: ['vendorGameTypes', vassalage] as const,
    queryFn: () => fetchVendorGameTypes(api, merchantCode, vassalage),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Keyed by language: a banner's caption and the picture that draws it are the language's (issue 16). */
export const bannersQuery = (api: Api, groups: readonly string[], language: string) =>
  queryOptions({
    queryKey: ['banners', [...groups].sort().join(','), language] as const,
    queryFn: () => fetchBanners(api, groups),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Keyed by language: the Language header picks the notices' translations (issue 16). */
export const noticesQuery = (api: Api, language: string) =>
  queryOptions({ queryKey: ['notices', language] as const, queryFn: () => fetchNotices(api), staleTime: 60_000 });

/** Login required. The game-list request (docs/product.md §3.7): clientType 3, this platform, the current language. */
export const fetchGameList = (api: Api, merchant: string, language: string, f: GameListFilter) =>
  api.call('gameList', {
    query: {
      clientType: '3',
      platform: GAME_PLATFORM,
      merchant,
      gameType: f.gameType as GameType,
      vassalage: f.vassalage ?? '',
      gameClassify: (f.gameClassify ?? '') as GameClassify | '',
      gameName: f.gameName ?? '',
      minBet: f.minBet ?? '',
      minLineNum: 'null',
      pageNo: f.pageNo,
      pageSize: f.pageSize ?? 20,
      language: language as LanguageCode,
    },
  });

/** Docs/product.md §9: a game list loads 20 games at a time. */
export const GAME_PAGE_SIZE = 20;

/** A game list's filter without its paging. */
export type GameQuery = Omit<GameListFilter, 'pageNo' | 'pageSize'>;

/**
 * Login required. A game list's pages as react-query's infinite query, for the grids and for the composition root,
 * which starts the first page with the route (before the page's chunk arrives: Lighthouse LCP on /rng).
 */
export const gameListPagesQuery = (api: Api, merchant: string, language: string, query: GameQuery) =>
  infiniteQueryOptions({
    queryKey: ['gameList', merchant, language, query] as const,
    queryFn: ({ pageParam }) => fetchGameList(api, merchant, language, { ...query, pageNo: pageParam, pageSize: GAME_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

/** Login required. One page of the game list; the same filter is answered from the cache for a minute. */
export const gameListPageQuery = (api: Api, merchant: string, language: string, filter: GameListFilter) =>
  queryOptions({
    queryKey: ['gameListPage', merchant, language, filter] as const,
    queryFn: () => fetchGameList(api, merchant, language, filter),
    staleTime: 60_000,
  });
