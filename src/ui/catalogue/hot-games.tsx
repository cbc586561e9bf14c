// Hot games (docs/product.md §2 Home, §9): the first 6 of the hot list as game cards. Their art loads lazily: under the
// banner, the hero and the winner board they start below the fold at every desktop size (1280-1920 px), and
// the banner, the LCP picture, should not share the first requests with them. Card-shaped skeletons while the
// list loads, an error with a retry, a note when it is empty.
import { useTranslation } from 'react-i18next';
import { GameCard } from './game-card.tsx';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { SectionTitle } from './section-title.tsx';
import { GameTypeIcon } from './game-type-icon.tsx';
import { GameCardSkeleton } from './game-card-skeleton.tsx';
import { useHotGames } from './use-hot-games.ts';
import css from './hot-games.module.css';

export const HOT_GAMES_SHOWN = 6;

export function HotGames() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const games = hot.data?.slice(0, HOT_GAMES_SHOWN);
  return (
    <section className={css.section} aria-labelledby="home-hot" aria-busy={!games && !hot.isError}>
      <SectionTitle id="home-hot" icon={<GameTypeIcon type="HOT" />}>
        {t('home.hotGames')}
      </SectionTitle>
      {games ? (
        games.length > 0 ? (
          <div className={css.grid}>
            {games.map((g) => (
              <GameCard key={g.nodeId} game={g} />
            ))}
          </div>
        ) : (
          <p className={css.empty}>{t('home.noGames')}</p>
        )
      ) : hot.isError ? (
        <ErrorRetry onRetry={() => hot.refetch()} />
      ) : (
        <div className={css.grid}>
          {Array.from({ length: HOT_GAMES_SHOWN }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  );
}
