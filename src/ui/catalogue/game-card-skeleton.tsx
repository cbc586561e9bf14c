import css from './game-card-skeleton.module.css';
import skeleton from '../kit/skeleton.module.css';

/** Shaped like a game card (square art, then name, vendor and button), so the real cards replace it in place. */
export function GameCardSkeleton() {
  return (
    <div className={css.card} aria-hidden="true">
      <div className={`${css.art} ${skeleton.skeleton}`} />
      <div className={`${css.line} ${skeleton.skeleton}`} />
      <div className={`${css.short} ${skeleton.skeleton}`} />
      <div className={`${css.button} ${skeleton.skeleton}`} />
    </div>
  );
}
