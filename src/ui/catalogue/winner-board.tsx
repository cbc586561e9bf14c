// The winner board (docs/product.md §2 Home, §9: limit 20, ticker step 0.5): the newest wins scroll upwards on their own at
// half a pixel a frame (30 px/s), paused while hovered or focused, still with reduced motion (then it scrolls by
// hand). Hidden when there are no wins. The list is drawn twice for a seamless loop; the copy is hidden and inert.
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { winnerBoardQuery } from '../../api/catalogue/catalogue.ts';
import type { WinnerCard as Winner } from '../../../contract/catalogue/catalogue.ts';
import { selectCurrencySymbol } from '../../machines/system/system-status.selectors.ts';
import { useApi, useSite } from '../app/app-providers.tsx';
import { useSystemStatus } from '../app/actors.ts';
import { ErrorRetry } from '../kit/error-retry.tsx';
import { WinnerCard } from './winner-card.tsx';
import css from './winner-board.module.css';
import skeleton from '../kit/skeleton.module.css';

/** docs/product.md §9 "winner ticker step 0.5": px per frame at 60 frames a second. */
const PX_PER_SECOND = 0.5 * 60;
/** A card's height plus the gap between cards (winner-board.module.css). */
const ROW_PX = 72;
/** Cards in view; a shorter list stands still. */
const VISIBLE = 5;

function Cards({ winners, symbol, copy = false }: { winners: Winner[]; symbol: string; copy?: boolean }) {
  return (
    <ul className={css.list} aria-hidden={copy || undefined} inert={copy}>
      {winners.map((w, i) => (
        <li key={`${w.nodeId}-${i}`}>
          <WinnerCard winner={w} symbol={symbol} />
        </li>
      ))}
    </ul>
  );
}

export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const { cache } = useSite();
  const board = useQuery(winnerBoardQuery(useApi(), cache, i18n.language));
  const symbol = useSystemStatus(selectCurrencySymbol);
  const winners = board.data;
  if (winners?.length === 0) return null;
  const moving = (winners?.length ?? 0) > VISIBLE;
  const style = { '--ticker-duration': `${((winners?.length ?? 0) * ROW_PX) / PX_PER_SECOND}s` } as CSSProperties;
  return (
    <section className={css.board} aria-labelledby="home-winners">
      <h2 id="home-winners" className={css.title}>
        {t('home.winners')}
      </h2>
      {winners ? (
        <div className={css.window} data-testid="winner-board">
          <div className={moving ? css.ticker : undefined} style={style}>
            <Cards winners={winners} symbol={symbol} />
            {moving && <Cards winners={winners} symbol={symbol} copy />}
          </div>
        </div>
      ) : board.isError ? (
        <ErrorRetry onRetry={() => board.refetch()} />
      ) : (
        <div className={`${css.window} ${skeleton.skeleton}`} aria-busy="true" />
      )}
    </section>
  );
}
