// Day ranges of the member-centre lists (docs/product.md §9: date pickers offer the previous and next 7 and 30 days): whole
// days (yyyy-MM-dd) in the members' time zone, both days included, never past today, at most 366 days.
import { MAX_RANGE_DAYS, withinDays } from '../../contract/rules/days.ts';

export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(dayNumber(s)) && dayOf(dayNumber(s)) === s && withinDays(s);

/** Today in the members' zone (the platform's, `offsetMinutes` east of UTC, from the status answer). */
export const todayOf = (now: number, offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The last `days` days up to today (the lists' default is 7). */
export function lastDays(days: number, today: string): DayRange {
  return { startDate: dayOf(dayNumber(today) - days + 1), endDate: today };
}

/** The `days` days just before the range. */
export function previousDays(range: DayRange, days: number): DayRange {
  const start = dayNumber(range.startDate);
  return { startDate: dayOf(start - days), endDate: dayOf(start - 1) };
}

/** The `days` days just after the range, cut at today; null when the range already reaches today. */
export function nextDays(range: DayRange, days: number, today: string): DayRange | null {
  const end = dayNumber(range.endDate);
  const last = dayNumber(today);
  if (end >= last) return null;
  return { startDate: dayOf(end + 1), endDate: dayOf(Math.min(end + days, last)) };
}

/** What is wrong with a range typed by hand, as an i18n key, or null when it can be asked for. */
export function rangeProblem(range: DayRange, today: string): string | null {
  if (!isDay(range.startDate) || !isDay(range.endDate)) return 'records.rangeInvalid';
  const span = dayNumber(range.endDate) - dayNumber(range.startDate) + 1;
  if (span < 1) return 'records.rangeReversed';
  if (span > MAX_RANGE_DAYS) return 'records.rangeTooLong';
  if (dayNumber(range.endDate) > dayNumber(today)) return 'records.rangeFuture';
  return null;
}
