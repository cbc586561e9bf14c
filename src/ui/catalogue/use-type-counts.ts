// How many games of each type match a name (the search page's tabs): one one-game page per type, reading only the
// total. Nine small calls in parallel instead of one list mixing types the list API cannot merge or order.
import { useQueries } from '@tanstack/react-query';
import type { GameListPage } from '../../../contract/catalogue/catalogue.ts';
import { useGameListPage } from './use-game-list-page.ts';

/** Every game type the list API files games under (docs/product.md §2 categories), slots first: most games live there. */
export const SEARCH_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Counts per type, undefined while one is on its way. */
export function useTypeCounts(name: string): Partial<Record<SearchType, number>> {
  const gameListPage = useGameListPage();
  const results = useQueries({
    queries: SEARCH_TYPES.map((gameType) => ({
      ...gameListPage({ gameType, gameName: name, pageNo: 1, pageSize: 1 }),
      select: (page: GameListPage) => page.total,
      enabled: name !== '',
    })),
  });
  const counts: Partial<Record<SearchType, number>> = {};
  SEARCH_TYPES.forEach((type, i) => {
    const total = results[i]?.data;
    if (total !== undefined) counts[type] = total;
  });
  return counts;
}
