import { useMemo } from 'react';
import type { Game } from '../../api/contract/catalogue.ts';
import { HOME_SLIDER_PAGE_SIZE } from './home-game-slider.tsx';
import { useHotGames } from './use-hot-games.ts';

const NONE: readonly Game[] = [];

/**
 * A home slider's games: for now the hot list's games of that type, the only public game list there is.
 * The spec's source is the game list (page 1, size 20, of the type); GCSGAME_gameList needs a login (issue 5),
 * so a visitor's home could not show it. Types the hot list lacks (LIVE in the demo seed) show no slider.
 */
export function useHomeSliderGames(gameType: string): readonly Game[] {
  const hot = useHotGames();
  return useMemo(() => hot.data?.filter((g) => g.gameType === gameType).slice(0, HOME_SLIDER_PAGE_SIZE) ?? NONE, [hot.data, gameType]);
}
