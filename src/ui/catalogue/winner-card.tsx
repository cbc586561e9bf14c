// One winner (docs/product.md §2 Home, §3 Winner card): game icon, win amount with the currency symbol, game name and the
// masked customer name; a click launches that game through the gameLaunch actor.
import { formatMoney } from '../../domain/money.ts';
import type { WinnerCard as Winner } from '../../../contract/catalogue/catalogue.ts';
import { useGameLaunchRef } from '../app/actors.ts';
import { useCdnSrc } from '../kit/use-cdn-src.ts';
import css from './winner-board.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

export function WinnerCard({ winner, symbol }: { winner: Winner; symbol: string }) {
  const launch = useGameLaunchRef();
  const src = useCdnSrc(winner.iconUrl);
  const { nodeId, vassalage, gameCode, gameType, isGame } = winner;
  return (
    <button type="button" className={css.card} onClick={() => launch.send({ type: 'game.launch', game: { nodeId, vassalage, gameCode, gameType, isGame } })}>
      <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <span className={css.amount}>{formatMoney(winner.winAmount, symbol, intlLocale())}</span>
      <span className={css.game}>{winner.gameName}</span>
      <span className={css.customer}>{winner.customerName}</span>
    </button>
  );
}
