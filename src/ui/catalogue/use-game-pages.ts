// Pages of a game list (docs/product.md §7 GCSGAME_gameList, §9 page size 20) as react-query's infinite query: the grid asks
// for the next page as the player scrolls near the end of what is loaded.
import { useCallback, useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameListPagesQuery, type GameQuery } from '../../api/catalogue/catalogue.ts';
import type { Game } from '../../../contract/catalogue/catalogue.ts';
import { useApi, useSite } from '../app/app-providers.tsx';

export interface GamePages {
  games: Game[];
  /** The server's count of every game matching the filter, null until the first page arrives. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The list on screen belongs to the previous filter while the new one loads. */
  stale: boolean;
  error: boolean;
  loadMore(): void;
  retry(): void;
}

export function useGamePages(query: GameQuery, enabled = true): GamePages {
  const api = useApi();
  const { merchant } = useSite();
  const { i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  const q = useInfiniteQuery({
    ...gameListPagesQuery(api, merchant, language, query),
    // A new search keeps the old cards on screen until its first page arrives: no flash of an empty grid.
    placeholderData: keepPreviousData,
    enabled,
  });
  const games = useMemo(() => q.data?.pages.flatMap((p) => p.games) ?? [], [q.data]);
  const { fetchNextPage, refetch } = q;
  // The grid may ask again while a page is on its way; react-query then keeps the one request.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    games,
    total: q.data?.pages[0]?.total ?? null,
    hasMore: q.hasNextPage,
    loadingMore: q.isFetchingNextPage,
    stale: q.isPlaceholderData,
    error: q.isError,
    loadMore,
    retry,
  };
}
