// The game list centre (docs/product.md §2 gameListCenter, /rng and /jili): provider and sub-category tabs, name search,
// minimum-bet ceiling and the virtualised grid, loaded 20 at a time as the player scrolls. The URL is the state.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { slotCategories } from '../../domain/slot-categories.ts';
import { selectCurrencySymbol } from '../../machines/system/system-status.selectors.ts';
import { useSystemStatus } from '../app/actors.ts';
import { useGameMenu } from './use-game-menu.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { GameListFilters } from './game-list-filters.tsx';
import { gameListViewUrl, gameQueryOf, readGameListView, type GameListView } from './game-list-query.ts';
import { useGamePages } from './use-game-pages.ts';
import { VirtualGameGrid } from './virtual-game-grid.tsx';
import { GameCount } from './game-count.tsx';
import css from './game-pages.module.css';
import lists from './game-lists.module.css';
import enGames from 'virtual:en-games';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The game pages' strings come with these lazy pages, not with the entry (english-parts.ts).
addEnglishStrings(enGames);

const NO_LANGUAGES: string[] = [];

export default function GameListCentrePage() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const view = useMemo(() => readGameListView(location, search), [location, search]);
  const menu = useGameMenu();
  const vendors = menu.data?.find((item) => item.id === (view.base === 'jili' ? 'JL' : 'RNG'))?.vendors ?? [];
  const languages = useSystemStatus((s) => s.context.status?.info.merchant.supportLanguages) ?? NO_LANGUAGES;
  const categories = useMemo(() => slotCategories(languages), [languages]);
  const currency = useSystemStatus(selectCurrencySymbol);
  const query = useMemo(() => gameQueryOf(view), [view]);
  const list = useGamePages(query);
  // Filters replace the entry (Back leaves the centre); provider tabs are links and make their own entries.
  const change = useCallback((next: GameListView) => navigate(gameListViewUrl(next), { replace: true }), [navigate]);
  const title = t(view.base === 'jili' ? 'nav.types.JL' : 'nav.types.RNG');

  return (
    <section className={css.page} aria-label={title}>
      <h1>{title}</h1>
      <GameListFilters view={view} vendors={vendors} categories={categories} currency={currency} onChange={change} />
      <GameCount shown={list.games.length} total={list.total} />
      {list.error ? (
        <ErrorRetry onRetry={list.retry} />
      ) : list.total === 0 ? (
        <div className={lists.empty}>
          <p>{t('gameList.noMatch')}</p>
          <button type="button" className="btn" onClick={() => change({ ...view, classify: null, name: '', minBet: null })}>
            {t('gameList.clearFilters')}
          </button>
        </div>
      ) : (
        <VirtualGameGrid
          games={list.games}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          stale={list.stale}
          label={t('gameList.games')}
        />
      )}
    </section>
  );
}
