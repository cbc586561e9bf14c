// A game centre with a game list (FISH, LIVE, PVP): the type's vendors as filter tiles and its games as cards,
// paged like the game list centre. The picked vendor sits in the query (?vassalage=), so Back restores it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import { isSignedIn } from '../../machines/session/session.selectors.ts';
import { useSession } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { useGamePages } from './use-game-pages.ts';
import { VirtualGameGrid } from './virtual-game-grid.tsx';
import { GameCount } from './game-count.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { VendorLogo } from './vendor-tile.tsx';
import css from './game-lists.module.css';

export function TypeGames({ type, vendors }: { type: string; vendors: readonly MenuVendor[] }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const picked = new URLSearchParams(useSearch()).get('vassalage');
  const signedIn = useSession(isSignedIn);
  const query = useMemo(() => ({ gameType: type, vassalage: picked ?? undefined }), [type, picked]);
  const list = useGamePages(query, signedIn);
  const pick = (vassalage: string | null) =>
    navigate(vassalage && vassalage !== picked ? `${location}?${new URLSearchParams({ vassalage })}` : location, { replace: true });
  return (
    <>
      <ul className={css.tiles} aria-label={t('gameList.providers')}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className={css.tile} aria-pressed={picked === v.vassalage} onClick={() => pick(v.vassalage)}>
              <VendorLogo vendor={v} />
            </button>
          </li>
        ))}
      </ul>
      {!signedIn ? (
        <LoginPrompt />
      ) : list.error ? (
        <ErrorRetry onRetry={list.retry} />
      ) : (
        <>
          <GameCount shown={list.games.length} total={list.total} />
          {list.total === 0 ? (
            <p className={css.empty}>{t('games.none')}</p>
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
  );
}
