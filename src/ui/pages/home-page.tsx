// Home (docs/product.md §2 Home): each section is its own component under ui/home and reads its own data, so one slow or
// failing call shows its own skeleton or retry and leaves the others alone. What lies below the fold arrives
// as a separate chunk, with a tall placeholder meanwhile so the footer does not ride up and back down.
import { lazy, Suspense } from 'react';
import { BannerSlider } from '../home/banner-slider.tsx';
import { NoticeMarquee } from '../home/notice-marquee.tsx';
import { Hero } from '../home/hero.tsx';
import { WinnerBoard } from '../home/winner-board.tsx';
import { HotGames } from '../home/hot-games.tsx';
import css from './pages.module.css';

const HomeBelowFold = lazy(() => import('../home/home-below-fold.tsx'));

export function HomePage() {
  return (
    <div className={css.home}>
      <BannerSlider />
      <NoticeMarquee />
      <div className={css.homeRow}>
        <Hero />
        <WinnerBoard />
      </div>
      <HotGames />
      <Suspense fallback={<div className={css.belowFold} />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
