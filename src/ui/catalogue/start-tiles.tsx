// Game centres whose vendors are the games (SPORTS, ESPORTS, COCKFIGHT): a tile per vendor with a start button that
// hands the launch to the gameLaunch actor (login popup, trial dialog, vendor start: the actor decides).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, MenuVendor } from '../../../contract/catalogue/catalogue.ts';
import type { LaunchGame } from '../../domain/game-launch.ts';
import { isSignedIn } from '../../machines/session/session.selectors.ts';
import { useGameLaunch, useGameLaunchRef, useSession } from '../app/actors.ts';
import { useGamePages } from './use-game-pages.ts';
import { VendorCard } from './vendor-tile.tsx';
import css from './game-lists.module.css';

export function StartTiles({ type, vendors }: { type: string; vendors: readonly MenuVendor[] }) {
  const { t } = useTranslation();
  const launch = useGameLaunchRef();
  const signedIn = useSession(isSignedIn);
  const starting = useGameLaunch((s) => (s.hasTag('ui:starting') ? (s.context.game?.vassalage ?? null) : null));
  // A signed-in player's start names the vendor's own entry (its gameCode): a bare sports vendor would only be sent
  // back to this page (docs/product.md §4: SPORTS goes to its page). A visitor needs none: the actor opens the login popup.
  const query = useMemo(() => ({ gameType: type }), [type]);
  const entries = useGamePages(query, signedIn);
  const entryOf = (v: MenuVendor): Game | undefined => entries.games.find((g) => g.vassalage === v.vassalage);
  const waiting = signedIn && entries.total === null && !entries.error;
  const start = (v: MenuVendor) => {
    const g = entryOf(v);
    const game: LaunchGame = g
      ? { nodeId: g.nodeId, vassalage: g.vassalage, gameCode: g.gameCode, gameType: g.gameType, isGame: g.isGame }
      : { vassalage: v.vassalage, gameType: v.gameType };
    launch.send({ type: 'game.launch', game });
  };
  return (
    <ul className={css.tiles} aria-label={t('gameList.providers')}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <VendorCard vendor={v}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => start(v)}
              disabled={waiting || starting !== null}
              aria-busy={starting === v.vassalage}
            >
              {starting === v.vassalage && <span className="spinner-small" aria-hidden="true" />}
              {t('games.start')}
              <span className="sr-only"> {v.name}</span>
            </button>
          </VendorCard>
        </li>
      ))}
    </ul>
  );
}
