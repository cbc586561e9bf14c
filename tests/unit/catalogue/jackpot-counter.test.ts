// The jackpot counter's stepping (docs/product.md §2 Home), driven by a fake clock and a scripted random source: no DOM and
// no real time (vitest runs in node here). The React hook is a thin useSyncExternalStore over this ticker.
import { describe, expect, it } from 'vitest';
import { createJackpotTicker, type Timers } from '../../../src/ui/catalogue/jackpot-ticker.ts';

/** A clock that runs timers only when told to advance. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { timers, advance, pendingCount: () => pending.size };
}

/** A random source that returns the given values in turn, then repeats the last. */
const script = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
};

describe('jackpot counter ticker', () => {
  it('starts between 1,400,000 and 1,500,000 and does not move before anyone watches', () => {
    const clock = fakeClock();
    const ticker = createJackpotTicker({ random: script(0.5), timers: clock.timers });
    expect(ticker.get()).toBe(1_450_000);
    clock.advance(60_000);
    expect(ticker.get()).toBe(1_450_000);
    expect(clock.pendingCount()).toBe(0);
  });

  it('starts at the fixed value when one is given', () => {
    const clock = fakeClock();
    expect(createJackpotTicker({ fixed: 2_000_000, random: script(0), timers: clock.timers }).get()).toBe(2_000_000);
  });

  it('after the drawn wait of 3, 4 or 5 s adds the drawn 1000-1500, and tells its listeners', () => {
    const clock = fakeClock();
    // start 0 -> 1,400,000; wait 0 -> 3 s; step 0.999 -> +1500; wait 0.99 -> 5 s; step 0 -> +1000; wait 0.5 -> 4 s ...
    const ticker = createJackpotTicker({ random: script(0, 0, 0.999, 0.99, 0, 0.5), timers: clock.timers });
    let told = 0;
    ticker.subscribe(() => told++);
    clock.advance(2_999);
    expect(ticker.get()).toBe(1_400_000);
    clock.advance(1);
    expect([ticker.get(), told]).toEqual([1_401_500, 1]);
    clock.advance(4_999);
    expect(ticker.get()).toBe(1_401_500);
    clock.advance(1);
    expect([ticker.get(), told]).toEqual([1_402_500, 2]);
  });

  it('keeps every step within its rules over a long run with a real random source', () => {
    const clock = fakeClock();
    const ticker = createJackpotTicker({ random: Math.random, timers: clock.timers });
    const seen: number[] = [ticker.get()];
    ticker.subscribe(() => seen.push(ticker.get()));
    clock.advance(10 * 60_000);
    // 10 minutes at one step every 3-5 s: between 120 and 200 steps.
    expect(seen.length - 1).toBeGreaterThanOrEqual(120);
    expect(seen.length - 1).toBeLessThanOrEqual(200);
    for (let i = 1; i < seen.length; i++) {
      const step = seen[i]! - seen[i - 1]!;
      expect(Number.isInteger(step) && step >= 1000 && step <= 1500).toBe(true);
    }
  });

  it('stops with its last listener and goes on from where it was with the next', () => {
    const clock = fakeClock();
    const ticker = createJackpotTicker({ random: script(0), timers: clock.timers });
    const a = ticker.subscribe(() => {});
    const b = ticker.subscribe(() => {});
    expect(clock.pendingCount()).toBe(1);
    a();
    clock.advance(3_000);
    expect(ticker.get()).toBe(1_401_000);
    b();
    expect(clock.pendingCount()).toBe(0);
    clock.advance(30_000);
    expect(ticker.get()).toBe(1_401_000);
    ticker.subscribe(() => {});
    clock.advance(3_000);
    expect(ticker.get()).toBe(1_402_000);
  });
});
