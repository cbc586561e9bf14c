// The provider's popup game list (docs/product.md §4: isGame VASSALAGE): its games as cards; picking one launches it
// through the gameLaunch actor, which is still listening in its vassalageList state.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { GameCard } from '../catalogue/game-card.tsx';
import css from './vassalage-list.module.css';
import { useGameListPage } from '../catalogue/use-game-list-page.ts';

/** A provider's lobby holds a few dozen games at most: one page is the whole list. */
const LOBBY_PAGE = 100;

export function VassalageList({ vassalage, gameType }: { vassalage: string; gameType: string }) {
  const { t } = useTranslation();
  const list = useQuery(useGameListPage()({ gameType, vassalage, pageNo: 1, pageSize: LOBBY_PAGE }));
  if (list.isError) return <ErrorRetry onRetry={() => list.refetch()} />;
  if (!list.data) return <div className="spinner" role="progressbar" aria-label={t('common.loading')} />;
  if (list.data.games.length === 0) return <p>{t('games.none')}</p>;
  return (
    <div className={css.grid}>
      {/* The lobby entry is the provider itself: the list shows what it opens. */}
      {list.data.games
        .filter((g) => g.isGame !== 'VASSALAGE')
        .map((g) => (
          <GameCard key={g.nodeId} game={g} />
        ))}
    </div>
  );
}
