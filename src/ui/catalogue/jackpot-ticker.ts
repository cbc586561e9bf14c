// The jackpot counter's stepping (docs/product.md §2 Home, §9), as a small external store: it owns the value, waits 3, 4 or
// 5 s at random, adds 1000 to 1500, and tells its listeners. The timer functions and the random source are
// parameters, so a test drives it with a fake clock and a fixed source, without a DOM or real time.
import { jackpotDelayMs, jackpotNext, jackpotStart, type Random } from '../../domain/jackpot.ts';

/** The two timer functions the ticker needs; the browser's by default. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface JackpotTicker {
  get(): number;
  /** Starts the steps with the first listener and stops them with the last (React's useSyncExternalStore shape). */
  subscribe(listener: () => void): () => void;
}

export function createJackpotTicker({ fixed, random, timers }: { fixed?: number | null; random: Random; timers: Timers }): JackpotTicker {
  let value = jackpotStart(random, fixed);
  let handle: unknown = null;
  const listeners = new Set<() => void>();

  const arm = () => {
    handle = timers.setTimeout(() => {
      value = jackpotNext(value, random);
      listeners.forEach((listener) => listener());
      arm();
    }, jackpotDelayMs(random));
  };

  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) arm();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && handle !== null) {
          timers.clearTimeout(handle);
          handle = null;
        }
      };
    },
  };
}
