// The jackpot counter widget (docs/product.md §2 Home): starts at a random 1,400,000-1,500,000 unless `fixed` is given, and
// every 3, 4 or 5 s adds 1000-1500; grouping separators, `decimals` places, `height` px tall (default 50).
// `random` and `timers` are injectable so tests and demos can drive it without real time.
import type { CSSProperties } from 'react';
import { JACKPOT_COUNTER_HEIGHT, formatJackpot, type Random } from '../../domain/jackpot.ts';
import type { Timers } from './jackpot-ticker.ts';
import { useJackpotCounter } from './use-jackpot-counter.ts';
import css from './jackpot.module.css';
import { intlLocale } from '../../i18n/i18n.ts';

export interface JackpotCounterProps {
  fixed?: number | null;
  decimals?: number;
  height?: number;
  label: string;
  random?: Random;
  timers?: Timers;
}

export function JackpotCounter({ fixed, decimals = 0, height = JACKPOT_COUNTER_HEIGHT, label, random, timers }: JackpotCounterProps) {
  const value = useJackpotCounter(fixed, random, timers);
  // The height is the widget's one size knob: the figures scale with it, so the box never changes size.
  const style = { '--counter-height': `${height}px` } as CSSProperties;
  return (
    <div className={css.counter} style={style}>
      <span className={css.counterLabel}>{label}</span>
      <span className={css.counterValue} data-testid="jackpot-counter" data-value={value}>
        {formatJackpot(value, decimals, intlLocale())}
      </span>
    </div>
  );
}
