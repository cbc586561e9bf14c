import { useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/** The carousel's snap points and the selected one, kept in step with embla (for dots and arrows). */
export function useEmblaSelection(api: EmblaApi | undefined) {
  const [state, setState] = useState({ selected: 0, snaps: 0, canPrev: false, canNext: false });
  useEffect(() => {
    if (!api) return;
    const read = () =>
      setState({ selected: api.selectedScrollSnap(), snaps: api.scrollSnapList().length, canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    read();
    api.on('select', read).on('reInit', read);
    return () => {
      api.off('select', read).off('reInit', read);
    };
  }, [api]);
  return state;
}
