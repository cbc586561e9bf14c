// A game card (spec §2 Game card): the art in a fixed-ratio box (nothing shifts as it loads), the name and the
// vendor, and "Start game", which hands the game to the gameLaunch actor: every launch goes through it.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameLaunchRef, useSystemStatus } from '../actors.ts';
import { withCdn } from '../../domain/cdn.ts';
import type { LaunchGame } from '../../domain/game-launch.ts';
import css from './game-card.module.css';

export interface CardGame extends LaunchGame {
  gameName: string;
  iconUrl: string;
}

export const GameCard = memo(function GameCard({ game, eager = false }: { game: CardGame; eager?: boolean }) {
  const { t } = useTranslation();
  const launch = useGameLaunchRef();
  const cdns = useSystemStatus((s) => s.context.status?.info.imageCDNs);
  // One CDN picked per image, not per render, so the image is not fetched again.
  const src = useMemo(() => withCdn(game.iconUrl, cdns ?? []), [game.iconUrl, cdns]);
  const start = () => launch.send({ type: 'game.launch', game: { nodeId: game.nodeId, vassalage: game.vassalage, gameCode: game.gameCode, gameType: game.gameType, isGame: game.isGame } });
  return (
    <article className={css.card} aria-label={game.gameName}>
      <button type="button" className={css.art} onClick={start} tabIndex={-1} aria-hidden="true">
        <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={180} height={180} />
      </button>
      <h3 className={css.name}>{game.gameName}</h3>
      <p className={css.vendor}>{game.vassalage}</p>
      <button type="button" className={`btn btn-primary ${css.start}`} onClick={start}>
        {t('games.start')}
      </button>
    </article>
  );
});
