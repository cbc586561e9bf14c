import type { UseEmblaCarouselType } from 'embla-carousel-react';
import css from './carousel.module.css';

type EmblaApi = UseEmblaCarouselType[1];

/** Previous and next buttons for an embla strip, named for what they move (e.g. "Previous banner"). */
export function CarouselArrows({
  api,
  canPrev,
  canNext,
  prevLabel,
  nextLabel,
}: {
  api: EmblaApi | undefined;
  canPrev: boolean;
  canNext: boolean;
  prevLabel: string;
  nextLabel: string;
}) {
  return (
    <>
      <button type="button" className={`${css.arrow} ${css.prev}`} aria-label={prevLabel} disabled={!canPrev} onClick={() => api?.scrollPrev()}>
        <svg className="mirror-rtl" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" className={`${css.arrow} ${css.next}`} aria-label={nextLabel} disabled={!canNext} onClick={() => api?.scrollNext()}>
        <svg className="mirror-rtl" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
}
