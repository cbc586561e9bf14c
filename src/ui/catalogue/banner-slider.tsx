// The home banner slider (docs/product.md §2 Home, §9): group w_home, a move every 5000 ms taking about 1000 ms, looping only
// with more than one banner; paused while hovered or focused and, with reduced motion, not moving on its own.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { HOME_BANNER_GROUPS, bannersQuery } from '../../api/catalogue/catalogue.ts';
import { useApi } from '../app/app-providers.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { BannerLink } from './banner-link.tsx';
import { CarouselArrows } from './carousel-arrows.tsx';
import { useEmblaAutoplay } from './use-embla-autoplay.ts';
import { useEmblaSelection } from './use-embla-selection.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import css from './banner-slider.module.css';
import skeleton from '../kit/skeleton.module.css';
import { useDirection } from '../../i18n/use-direction.ts';

export const BANNER_AUTOPLAY_MS = 5000;
/** embla's duration is not in ms: with its default friction, 33 settles a slide move in about 1000 ms. */
export const BANNER_DURATION = 33;

export function BannerSlider() {
  const { t, i18n } = useTranslation();
  const banners = useQuery(bannersQuery(useApi(), HOME_BANNER_GROUPS, i18n.language));
  const list = banners.data ?? [];
  const reduced = useReducedMotion();
  const [ref, api] = useEmblaCarousel({ loop: list.length > 1, duration: reduced ? 0 : BANNER_DURATION, direction: useDirection() });
  const { selected, snaps, canPrev, canNext } = useEmblaSelection(api);
  const [held, setHeld] = useState({ hover: false, focus: false });
  useEmblaAutoplay(api, BANNER_AUTOPLAY_MS, list.length > 1 && !reduced && !held.hover && !held.focus);

  if (banners.isError && !banners.data)
    return (
      <div className={css.box}>
        <ErrorRetry onRetry={() => banners.refetch()} />
      </div>
    );
  if (!banners.data) return <div className={`${css.box} ${skeleton.skeleton}`} role="progressbar" aria-busy="true" aria-label={t('common.loading')} />;
  if (list.length === 0) return null;
  return (
    <section
      className={css.box}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld((h) => ({ ...h, focus: false }))}
    >
      <div className={css.viewport} ref={ref}>
        <div className={css.track}>
          {list.map((b, i) => (
            <div key={b.id} className={css.slide} role="group" aria-roledescription="slide" aria-label={t('home.slideOf', { n: i + 1, total: list.length })}>
              <BannerLink banner={b} className={css.link} priority={i === 0} />
            </div>
          ))}
        </div>
      </div>
      {list.length > 1 && (
        <>
          <CarouselArrows api={api} canPrev={canPrev} canNext={canNext} prevLabel={t('home.prevBanner')} nextLabel={t('home.nextBanner')} />
          <div className={css.dots}>
            {Array.from({ length: snaps }, (_, i) => (
              <button
                key={i}
                type="button"
                className={css.dot}
                aria-label={t('home.showBanner', { n: i + 1 })}
                aria-current={i === selected}
                onClick={() => api?.scrollTo(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
