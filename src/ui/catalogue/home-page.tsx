// Home (docs/product.md §2 Home): each section is its own component under ui/home and reads its own data, so one slow or
// failing call shows its own skeleton or retry and leaves the others alone. What lies below the fold arrives
// as a separate chunk when it comes near the screen (or on the first key pressed), with a tall placeholder
// meanwhile so the footer does not ride up and back down.
import { lazy, Suspense } from 'react';
import { BannerSlider } from './banner-slider.tsx';
import { NoticeMarquee } from '../content/notice-marquee.tsx';
import { Hero } from './hero.tsx';
import { WinnerBoard } from './winner-board.tsx';
import { HotGames } from './hot-games.tsx';
import { useNearViewport } from '../kit/use-near-viewport.ts';
import css from '../kit/pages.module.css';

const HomeBelowFold = lazy(() => import('./home-below-fold.tsx'));
/**
 * How far ahead of the screen the below-the-fold chunk starts loading: a scroll or two of the wheel, so it is in
 * before it shows, yet short of where it starts on Lighthouse's desktop screen (1350x940), which must not load it.
 */
const BELOW_FOLD_AHEAD = '300px';

export function HomePage() {
  const [belowFoldNear, belowFoldRef] = useNearViewport<HTMLDivElement>(BELOW_FOLD_AHEAD);
  const placeholder = <div ref={belowFoldRef} className={css.belowFold} />;
  return (
    <div className={css.home}>
      <BannerSlider />
      <NoticeMarquee />
      <div className={css.homeRow}>
        <Hero />
        <WinnerBoard />
      </div>
      <HotGames />
      {belowFoldNear ? (
        <Suspense fallback={placeholder}>
          <HomeBelowFold />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
