import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  JACKPOT_DELAYS_MS,
  ROLLING_JACKPOT_MAX,
  ROLLING_JACKPOT_MIN,
  formatJackpot,
  formatRollingJackpot,
  jackpotDelayMs,
  jackpotIncrement,
  jackpotNext,
  jackpotStart,
  rollingJackpotValue,
} from '../../../src/domain/jackpot.ts';

const fixed = (r: number) => () => r;
// Any value a random source might return, including the edge 1 and a misbehaving source outside [0, 1).
const rArb = fc.oneof(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.constantFrom(0, 0.999999999, 1, -0.5, 2));

describe('jackpot counter', () => {
  it('starts between 1,400,000 and 1,500,000, or at the fixed value when one is given', () => {
    expect(jackpotStart(fixed(0))).toBe(1_400_000);
    expect(jackpotStart(fixed(0.999999))).toBe(1_500_000);
    expect(jackpotStart(fixed(0.5), 777)).toBe(777);
    expect(jackpotStart(fixed(0), null)).toBe(1_400_000);
  });

  it('waits 3, 4 or 5 seconds and adds 1000 to 1500 per step', () => {
    expect([0, 0.34, 0.67, 0.99].map((r) => jackpotDelayMs(fixed(r)))).toEqual([3000, 4000, 5000, 5000]);
    expect(jackpotIncrement(fixed(0))).toBe(1000);
    expect(jackpotIncrement(fixed(0.9999))).toBe(1500);
    expect(jackpotNext(1_400_000, fixed(0))).toBe(1_401_000);
  });

  it('stays inside its ranges whatever the random source returns', () => {
    fc.assert(
      fc.property(rArb, fc.integer({ min: 0, max: 10_000_000 }), (r, value) => {
        const start = jackpotStart(fixed(r));
        expect(Number.isInteger(start) && start >= 1_400_000 && start <= 1_500_000).toBe(true);
        expect(JACKPOT_DELAYS_MS).toContain(jackpotDelayMs(fixed(r)));
        const step = jackpotNext(value, fixed(r)) - value;
        expect(Number.isInteger(step) && step >= 1000 && step <= 1500).toBe(true);
      }),
    );
  });

  it('reaches every delay and both ends of every range', () => {
    const seen = (f: (r: () => number) => number) => new Set(Array.from({ length: 1001 }, (_, i) => f(fixed(i / 1001))));
    expect(seen(jackpotDelayMs)).toEqual(new Set([3000, 4000, 5000]));
    expect(seen(jackpotIncrement)).toEqual(new Set(Array.from({ length: 501 }, (_, i) => 1000 + i)));
  });
});

describe('jackpot rolling number', () => {
  it('lies in its range with at most 2 decimals', () => {
    expect(rollingJackpotValue(fixed(0))).toBe(ROLLING_JACKPOT_MIN);
    expect(rollingJackpotValue(fixed(1))).toBe(ROLLING_JACKPOT_MAX);
    fc.assert(
      fc.property(rArb, (r) => {
        const value = rollingJackpotValue(fixed(r));
        expect(value).toBeGreaterThanOrEqual(ROLLING_JACKPOT_MIN);
        expect(value).toBeLessThanOrEqual(ROLLING_JACKPOT_MAX);
        expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('jackpot formatting', () => {
  it('groups thousands and shows the configured decimals', () => {
    expect(formatJackpot(1_412_345)).toBe('1,412,345');
    expect(formatJackpot(1_412_345, 2)).toBe('1,412,345.00');
    expect(formatJackpot(1_412_345.678, 1)).toBe('1,412,345.7');
    expect(formatJackpot(1_412_345, 0, 'de-DE')).toBe('1.412.345');
    expect(formatRollingJackpot(51_101_996.5, '₱')).toBe('₱51,101,996.50');
  });
});
