import { HomeGameSlider } from './home-game-slider.tsx';
import { useHomeSliderGames } from './use-home-slider-games.ts';

/** The home slider of one game type, fed from use-home-slider-games. */
export function HomeSlider({ gameType }: { gameType: string }) {
  return <HomeGameSlider gameType={gameType} games={useHomeSliderGames(gameType)} />;
}
