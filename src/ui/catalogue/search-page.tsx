// Search (/search?q=...): a name search across game types. A tab per type with its count; the picked type (or the
// first with hits) shows its games in the virtualised grid, paged like the game list centre.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../domain/paths.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { SearchField } from './search-field.tsx';
import { GameCount } from './game-count.tsx';
import { useGamePages } from './use-game-pages.ts';
import { SEARCH_TYPES, useTypeCounts, type SearchType } from './use-type-counts.ts';
import { VirtualGameGrid } from './virtual-game-grid.tsx';
import css from './game-pages.module.css';
import lists from './game-lists.module.css';
import enGames from 'virtual:en-games';
import { addEnglishStrings } from '../../i18n/i18n.ts';

// The game pages' strings come with these lazy pages, not with the entry (english-parts.ts).
addEnglishStrings(enGames);

const isSearchType = (s: string | null): s is SearchType => (SEARCH_TYPES as readonly string[]).includes(s ?? '');

export default function SearchPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const q = params.get('q')?.trim() ?? '';
  const asked = params.get('type');
  const counts = useTypeCounts(q);
  const type: SearchType = isSearchType(asked) ? asked : (SEARCH_TYPES.find((s) => (counts[s] ?? 0) > 0) ?? 'RNG');
  const list = useGamePages({ gameType: type, gameName: q }, q !== '');
  // A new search forgets the picked type, so the tab with hits comes up.
  const searchFor = useCallback((text: string) => navigate(paths.search(text), { replace: true }), [navigate]);
  const pick = (s: SearchType) => navigate(`${paths.search(q)}&${new URLSearchParams({ type: s })}`, { replace: true });
  const title = t('searchPage.title');
  return (
    <section className={css.page} aria-label={title}>
      <h1>{title}</h1>
      <SearchField label={t('gameList.search')} placeholder={t('gameList.searchHint')} value={q} onSearch={searchFor} />
      {q === '' ? (
        <p className={lists.empty}>{t('searchPage.hint')}</p>
      ) : (
        <>
          <div role="group" aria-label={t('searchPage.types')} className={lists.tabs}>
            {SEARCH_TYPES.map((s) => (
              <button key={s} type="button" className={lists.tab} aria-pressed={s === type} onClick={() => pick(s)}>
                {t(`nav.types.${s}`)} {counts[s] === undefined ? '' : `(${counts[s]})`}
              </button>
            ))}
          </div>
          {list.error ? (
            <ErrorRetry onRetry={list.retry} />
          ) : (
            <>
              <GameCount shown={list.games.length} total={list.total} />
              {list.total === 0 ? (
                <p className={lists.empty}>{t('searchPage.none', { q })}</p>
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
            </>
          )}
        </>
      )}
    </section>
  );
}
