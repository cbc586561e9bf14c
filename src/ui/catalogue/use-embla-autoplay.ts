import { useEffect } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/**
 * Moves the carousel on every `delay` ms while `running`. Written on embla's own API rather than with
 * embla-carousel-autoplay: one timer, re-armed on every slide change, so a dot or arrow click (or a drag) gives
 * the chosen slide its full time before the next move.
 */
export function useEmblaAutoplay(api: EmblaApi | undefined, delay: number, running: boolean): void {
  useEffect(() => {
    if (!api || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => api.scrollNext(), delay);
    };
    const stop = () => clearTimeout(timer);
    arm();
    api.on('select', arm).on('pointerDown', stop).on('pointerUp', arm);
    return () => {
      stop();
      api.off('select', arm).off('pointerDown', stop).off('pointerUp', arm);
    };
  }, [api, delay, running]);
}
