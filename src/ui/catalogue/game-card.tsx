// A game card (docs/product.md §2 Game card): the art in a fixed-ratio box (nothing shifts as it loads), the name and the
// vendor, "Start game", which hands the game to the gameLaunch actor (every launch goes through it), "Free trial"
// (play money, through the same actor), and the favourite heart over the art, which goes to the favourites actor.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites, useFavouritesRef, useGameLaunchRef, useSystemStatus } from '../app/actors.ts';
import { heartsWaiting, isFavourite } from '../../machines/games/favourites.selectors.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import { isOn } from '../../../contract/rules/whitelabel.ts';
import { selectFlags } from '../../machines/system/system-status.selectors.ts';
import type { LaunchGame } from '../../domain/game-launch.ts';
import type { FavouriteGame } from '../../domain/favourites.ts';
import css from './game-card.module.css';

export interface CardGame extends LaunchGame {
  gameName: string;
  iconUrl: string;
}

/**
 * A toggle button: pressed when the game is a favourite. The actor decides what a click does (login popup for a
 * visitor, "register first" for a trial player, the throttle, the server call); the heart only waits while the
 * list loads, since a click then could not know whether it adds or removes.
 */
function FavouriteHeart({ game }: { game: FavouriteGame }) {
  const { t } = useTranslation();
  const favourites = useFavouritesRef();
  const marked = useFavourites(useMemo(() => isFavourite(game.nodeId), [game.nodeId]));
  const waiting = useFavourites(heartsWaiting);
  const label = t(marked ? 'favourites.remove' : 'favourites.add');
  return (
    <button
      type="button"
      className={css.heart}
      aria-pressed={marked}
      aria-label={label}
      title={label}
      disabled={waiting}
      onClick={() => favourites.send({ type: 'favourite.toggle', game })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.4 2.5h1.8c.8-1.4 2.3-2.5 4.4-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

export const GameCard = memo(function GameCard({ game, eager = false }: { game: CardGame; eager?: boolean }) {
  const { t } = useTranslation();
  const launch = useGameLaunchRef();
  const src = useCdnSrc(game.iconUrl);
  // A card without a numeric node id (a provider tile) is no single game: it has no heart.
  const nodeId = Number(game.nodeId);
  const favourite = useMemo(
    () => (Number.isInteger(nodeId) && nodeId > 0 ? { nodeId, vendor: game.vassalage, gameType: game.gameType } : null),
    [nodeId, game.vassalage, game.gameType],
  );
  // Free trial (play money) needs FREEPLAY3 and a single game to open.
  const canTry = useSystemStatus((s) => isOn(selectFlags(s), 'FREEPLAY3')) && !!game.gameCode;
  const target = { nodeId: game.nodeId, vassalage: game.vassalage, gameCode: game.gameCode, gameType: game.gameType, isGame: game.isGame };
  const start = () => launch.send({ type: 'game.launch', game: target });
  return (
    <article className={css.card} aria-label={game.gameName}>
      <button type="button" className={css.art} onClick={start} tabIndex={-1} aria-hidden="true">
        <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" width={180} height={180} />
      </button>
      {favourite && <FavouriteHeart game={favourite} />}
      <h3 className={css.name}>{game.gameName}</h3>
      <p className={css.vendor}>{game.vassalage}</p>
      <div className={css.actions}>
        <button type="button" className={`btn btn-primary ${css.start}`} onClick={start}>
          {t('games.start')}
        </button>
        {canTry && (
          <button type="button" className={`btn ${css.start}`} onClick={() => launch.send({ type: 'game.try', game: target })}>
            {t('games.freeTrial')}
          </button>
        )}
      </div>
    </article>
  );
});
