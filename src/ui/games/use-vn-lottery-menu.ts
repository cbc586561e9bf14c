// The /vnLottery page's games (docs/product.md §7 /lgw/vn/games/game_menu and .../recent): the VN menu grouped by draw period,
// and the member's recently played lottery games above it. Their entries become game cards, so a pick goes through
// the gameLaunch actor like every other card.
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../contract/catalogue/catalogue.ts';
import type { LotteryGame } from '../../../contract/games/lottery.ts';
import { fetchVnGameMenu, fetchVnRecentGames } from '../../api/games/lottery.ts';
import { useApi } from '../app/app-providers.tsx';

/** A draw closes every period: the menu's next-draw times go stale as fast as its shortest period. */
const MENU_STALE_MS = 30_000;

export interface VnMenuGroup {
  drawPeriodSeconds: number;
  games: Game[];
}

const asCard = (g: LotteryGame): Game => ({
  nodeId: g.nodeId,
  vassalage: g.vassalage,
  gameCode: g.gameCode,
  gameType: g.gameType,
  isGame: 'GAME',
  gameName: g.gameName,
  gameClassify: g.gameType,
  minBet: 0,
  minLineNum: null,
  iconUrl: g.iconUrl,
});

export function useVnLotteryMenu(enabled: boolean) {
  const api = useApi();
  const menu = useQuery({
    queryKey: ['vnGameMenu'],
    queryFn: () => fetchVnGameMenu(api),
    enabled,
    staleTime: MENU_STALE_MS,
    select: (m): VnMenuGroup[] => m.groups.map((g) => ({ drawPeriodSeconds: g.drawPeriodSeconds, games: g.games.map(asCard) })),
  });
  const recent = useQuery({ queryKey: ['vnRecentGames'], queryFn: () => fetchVnRecentGames(api), enabled, select: (list) => list.map(asCard) });
  return {
    groups: menu.data,
    recent: recent.data ?? [],
    error: menu.isError,
    retry: () => void menu.refetch(),
  };
}
