// A home slider (docs/product.md §2 Home, §9): a title with the game type's icon and text (no subtitle, no "more" link) over
// a swipeable strip of one game type's cards, page size 20, 24 px apart. It shows what it is given and nothing
// when that is empty; where the games come from is the caller's business (see use-home-slider-games.ts).
import useEmblaCarousel from 'embla-carousel-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardGame } from './game-card.tsx';
import { GameCard } from './game-card.tsx';
import { CarouselArrows } from './carousel-arrows.tsx';
import { GameTypeIcon } from './game-type-icon.tsx';
import { SectionTitle } from './section-title.tsx';
import { useEmblaSelection } from './use-embla-selection.ts';
import css from './home-game-slider.module.css';
import { useDirection } from '../../i18n/use-direction.ts';

export const HOME_SLIDER_PAGE_SIZE = 20;
export const HOME_SLIDER_SPACING_PX = 24;
// Five to a view keeps a card wide enough for its button at the 1280 px design width.
const PER_VIEW = 5;

export function HomeGameSlider({ gameType, games }: { gameType: string; games: readonly CardGame[] }) {
  const { t } = useTranslation();
  const [ref, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', direction: useDirection() });
  const { canPrev, canNext } = useEmblaSelection(api);
  if (games.length === 0) return null;
  const id = `home-slider-${gameType.toLowerCase()}`;
  const title = t(`home.gameTypes.${gameType}`, { defaultValue: gameType });
  const style = { '--gap': `${HOME_SLIDER_SPACING_PX}px`, '--per-view': PER_VIEW } as CSSProperties;
  return (
    <section className={css.section} aria-labelledby={id} aria-roledescription="carousel" style={style}>
      <SectionTitle id={id} icon={<GameTypeIcon type={gameType} />}>
        {title}
      </SectionTitle>
      <div className={css.frame}>
        <div className={css.viewport} ref={ref}>
          <ul className={css.track}>
            {games.slice(0, HOME_SLIDER_PAGE_SIZE).map((g) => (
              <li key={g.nodeId} className={css.slide}>
                <GameCard game={g} />
              </li>
            ))}
          </ul>
        </div>
        <CarouselArrows
          api={api}
          canPrev={canPrev}
          canNext={canNext}
          prevLabel={t('home.prevGames', { type: title })}
          nextLabel={t('home.nextGames', { type: title })}
        />
      </div>
    </section>
  );
}
