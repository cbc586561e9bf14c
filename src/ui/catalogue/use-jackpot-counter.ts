import { useState, useSyncExternalStore } from 'react';
import type { Random } from '../../domain/jackpot.ts';
import { browserTimers, createJackpotTicker, type Timers } from './jackpot-ticker.ts';

/**
 * The counter's current value. One ticker per mounted counter, made once: its start is drawn once, and a later
 * change of `fixed`, `random` or `timers` does not restart it (remount with a new key for that).
 */
export function useJackpotCounter(fixed?: number | null, random: Random = Math.random, timers: Timers = browserTimers): number {
  const [ticker] = useState(() => createJackpotTicker({ fixed, random, timers }));
  return useSyncExternalStore(ticker.subscribe, ticker.get, ticker.get);
}
