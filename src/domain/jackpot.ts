// The home jackpot figures (docs/product.md §2 Home, §9). Randomness is a parameter so a machine or a hook with a simulated
// clock and a seeded source can drive them; nothing here reads the clock.
import { formatMoney } from './money.ts';
import { numberFormat } from './number-format.ts';

export type Random = () => number;

export const JACKPOT_START_MIN = 1_400_000;
export const JACKPOT_START_MAX = 1_500_000;
export const JACKPOT_STEP_MIN = 1_000;
export const JACKPOT_STEP_MAX = 1_500;
export const JACKPOT_DELAYS_MS = [3_000, 4_000, 5_000] as const;
export const JACKPOT_COUNTER_HEIGHT = 50;

export const ROLLING_JACKPOT_MIN = 51_101_996;
export const ROLLING_JACKPOT_MAX = 51_273_838;

// A source may return exactly 1 (or drift outside [0, 1)); clamping keeps every figure inside its range.
const unit = (random: Random) => Math.min(Math.max(random(), 0), 1 - Number.EPSILON);

/** A whole number in [min, max], both ends included. */
export const randomInt = (random: Random, min: number, max: number) => min + Math.floor(unit(random) * (max - min + 1));

/**
 * The counter's first value: whole units between 1,400,000 and 1,500,000, or the fixed value when one is given.
 * A fixed value fixes only the start: the counter keeps adding (docs/product.md: "starts at ... unless a fixed value is given").
 */
export const jackpotStart = (random: Random, fixed?: number | null) =>
  fixed !== undefined && fixed !== null && Number.isFinite(fixed) ? fixed : randomInt(random, JACKPOT_START_MIN, JACKPOT_START_MAX);

/** The wait before the next step: 3, 4 or 5 seconds, picked at random each step. */
export const jackpotDelayMs = (random: Random): number => JACKPOT_DELAYS_MS[randomInt(random, 0, JACKPOT_DELAYS_MS.length - 1)] ?? JACKPOT_DELAYS_MS[0];

/** One step's increase: whole units between 1000 and 1500. */
export const jackpotIncrement = (random: Random) => randomInt(random, JACKPOT_STEP_MIN, JACKPOT_STEP_MAX);

export const jackpotNext = (value: number, random: Random) => value + jackpotIncrement(random);

/** The rolling number's target: anywhere in its range, rounded to 2 decimals (it shows cents). */
export function rollingJackpotValue(random: Random): number {
  const raw = ROLLING_JACKPOT_MIN + unit(random) * (ROLLING_JACKPOT_MAX - ROLLING_JACKPOT_MIN);
  return Math.min(Math.round(raw * 100) / 100, ROLLING_JACKPOT_MAX);
}

/** The rolling number as shown: currency symbol, 2 decimals, grouping (the site's money format). */
export const formatRollingJackpot = (value: number, symbol: string, locale?: string) => formatMoney(value, symbol, locale);

/** The counter as shown: grouping separators and the configured number of decimals (0 unless told). */
export function formatJackpot(value: number, decimals = 0, locale = 'en-US'): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true }).format(value);
}
