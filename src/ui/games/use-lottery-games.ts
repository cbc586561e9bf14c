// The games of one lottery page (docs/product.md §2 /lottery, /seaLottery, /vnLottery): every lottery vendor of the menus whose
// provider routes to this page (lotteryPath), each with its whole list (a lottery has a few dozen draws at most).
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Game, MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { lotteryPath } from '../../domain/lottery-route.ts';
import { routes, type LotteryRouteKey } from '../../domain/paths.ts';
import { useGameMenu } from '../catalogue/use-game-menu.ts';
import { useGameListPage } from '../catalogue/use-game-list-page.ts';

const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;
/** The server's largest page: a lottery vendor's whole list in one answer. */
const WHOLE_LIST = 100;

export interface LotteryVendorGames {
  vendor: MenuVendor;
  games: Game[] | undefined;
  error: boolean;
  retry(): void;
}

/** enabled false: asks for nothing (the page lists its games another way). */
export function useLotteryGames(key: LotteryRouteKey, enabled = true): { loading: boolean; vendors: LotteryVendorGames[] } {
  const gameListPage = useGameListPage();
  const menu = useGameMenu();
  const vendors = useMemo(() => {
    if (!enabled) return [];
    const here = routes[key].path.toLowerCase();
    return (menu.data ?? [])
      .filter((item) => (LOTTERY_CATEGORIES as readonly string[]).includes(item.id))
      .flatMap((item) => item.vendors.filter((v) => lotteryPath({ vassalage: v.vassalage, gameType: item.id })?.toLowerCase() === here));
  }, [menu.data, key, enabled]);
  const lists = useQueries({
    queries: vendors.map((v) => gameListPage({ gameType: v.gameType, vassalage: v.vassalage, pageNo: 1, pageSize: WHOLE_LIST })),
  });
  return {
    loading: !menu.data,
    vendors: vendors.map((vendor, i) => ({ vendor, games: lists[i]?.data?.games, error: lists[i]?.isError ?? false, retry: () => void lists[i]?.refetch() })),
  };
}
