import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../contract/catalogue/catalogue.ts';
import { useSession } from '../app/actors.ts';
import { isSignedIn } from '../../machines/session/session.selectors.ts';
import { HOME_SLIDER_PAGE_SIZE } from './home-game-slider.tsx';
import { useHotGames } from './use-hot-games.ts';
import { useGameListPage } from './use-game-list-page.ts';

const NONE: readonly Game[] = [];

/**
 * A home slider's games (docs/product.md §9: page 1, size 20 of the type). The game list needs a login, so a signed-in
 * player gets the type's list and a visitor the hot list's games of that type (none for LIVE in the demo seed,
 * which hides that slider until the visitor signs in).
 */
export function useHomeSliderGames(gameType: string): readonly Game[] {
  const gameListPage = useGameListPage();
  const signedIn = useSession(isSignedIn);
  const hot = useHotGames();
  const list = useQuery({ ...gameListPage({ gameType, pageNo: 1, pageSize: HOME_SLIDER_PAGE_SIZE }), enabled: signedIn });
  return useMemo(() => {
    if (signedIn) return list.data?.games ?? NONE;
    return hot.data?.filter((g) => g.gameType === gameType).slice(0, HOME_SLIDER_PAGE_SIZE) ?? NONE;
  }, [signedIn, list.data, hot.data, gameType]);
}
