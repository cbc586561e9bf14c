// Record date ranges (issue 6): whole days in the members' time zone (config.wallet.timeZoneOffsetMinutes), both
// days included; without days, the last 7 days up to today.
import type { DayRange } from '../../contract/records/records.ts';
import { MAX_RANGE_DAYS } from '../../contract/rules/days.ts';
import { Refusal } from './refusal.ts';

const DAY = 86_400_000;

export interface Bounds extends DayRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive: the start of the day after endDate. */
  to: Date;
}

/** The member's calendar day of an instant, yyyy-MM-dd. */
export const dayOf = (at: Date, offsetMinutes: number) => new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The instant a member's day begins. */
export const dayStart = (day: string, offsetMinutes: number) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000);

export function dayBounds(q: { startDate?: string; endDate?: string }, now: Date, offsetMinutes: number, defaultDays = 7): Bounds {
  const endDate =
    q.endDate ??
    (q.startDate ? dayOf(new Date(Math.max(now.getTime(), dayStart(q.startDate, offsetMinutes).getTime())), offsetMinutes) : dayOf(now, offsetMinutes));
  const startDate = q.startDate ?? dayOf(new Date(dayStart(endDate, offsetMinutes).getTime() - (defaultDays - 1) * DAY), offsetMinutes);
  // The schema holds a range of two days to the cap (withRange); a start alone runs to today, known only here.
  if (!q.endDate && (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY + 1 > MAX_RANGE_DAYS)
    throw new Refusal('request.invalid', `startDate: at most ${MAX_RANGE_DAYS} days up to today; give an endDate for an earlier range`);
  return { startDate, endDate, from: dayStart(startDate, offsetMinutes), to: new Date(dayStart(endDate, offsetMinutes).getTime() + DAY) };
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
