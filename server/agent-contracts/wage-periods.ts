// The periods of the agent contracts' settlements (docs/agents.md §earnings), in the members' time zone: the daily
// wage's day, the hourly wage's hour (H) or half hour (BH) `hYYYY-MM-DDTHH:MM`, the real-time wage's 5-minute slot
// `tYYYY-MM-DDTHH:MM`, and the dividend's D/W/H/M periods of periods.ts.
import { periodOf, type EconomyPeriod, type PeriodKind } from '../shared/periods.ts';

export const HALF_HOUR_MS = 30 * 60_000;
export const HOUR_MS = 60 * 60_000;
export const REALTIME_SLOT_MS = 5 * 60_000;

export interface Window {
  key: string;
  from: Date;
  to: Date;
}

/** The members' local time of an instant, yyyy-MM-ddTHH:mm. */
export const localMinute = (at: Date, offsetMinutes: number) => new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16);

/** The slot of `lengthMs` holding the instant `at` (slots aligned to the members' midnight), keyed with `prefix`. */
export function slotOf(prefix: 'h' | 't', lengthMs: number, at: Date, offsetMinutes: number): Window {
  const shift = offsetMinutes * 60_000;
  const start = Math.floor((at.getTime() + shift) / lengthMs) * lengthMs - shift;
  const from = new Date(start);
  return { key: `${prefix}${localMinute(from, offsetMinutes)}`, from, to: new Date(start + lengthMs) };
}

/** The hourly contract's window holding `at`: the hour for H, the half hour for BH. */
export const hourlyWindowOf = (contractPeriod: string, at: Date, offsetMinutes: number) =>
  slotOf('h', contractPeriod === 'BH' ? HALF_HOUR_MS : HOUR_MS, at, offsetMinutes);

/** The dividend's contract periods as periods.ts names them. */
export const DIVIDEND_PERIOD_KIND: Record<string, PeriodKind> = { D: 'day', W: 'week', H: 'halfMonth', M: 'month' };

/** The dividend period of contract period `p` (D/W/H/M) holding `at`. */
export const dividendPeriodOf = (p: string, at: Date, offsetMinutes: number): EconomyPeriod => periodOf(DIVIDEND_PERIOD_KIND[p] ?? 'week', at, offsetMinutes);
