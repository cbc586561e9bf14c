// Settlement periods in the members' time zone (config.wallet.timeZoneOffsetMinutes, docs/economy.md §periods):
// day, week (Sunday to Saturday), half month (1st-15th, 16th-end) and month. A period's key names it in
// settlement rows: 2026-11-22 (day), w2026-11-22 (the week's Sunday), h2026-11-16 (half), m2026-11 (month).
import { dayOf, dayStart } from './day-range.ts';

export type PeriodKind = 'day' | 'week' | 'halfMonth' | 'month';

export interface EconomyPeriod {
  kind: PeriodKind;
  key: string;
  /** The members' first day of the period, yyyy-MM-dd. */
  firstDay: string;
  /** The members' last day of the period, yyyy-MM-dd. */
  lastDay: string;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));
const monthEnd = (y: number, m: number) => iso(new Date(Date.UTC(y, m + 1, 0)));

/** The period of `kind` that holds the instant `at`. */
export function periodOf(kind: PeriodKind, at: Date, offsetMinutes: number): EconomyPeriod {
  const day = dayOf(at, offsetMinutes);
  const d = new Date(`${day}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  let firstDay: string;
  let lastDay: string;
  let key: string;
  switch (kind) {
    case 'day':
      firstDay = lastDay = key = day;
      break;
    case 'week':
      firstDay = addDays(day, -d.getUTCDay());
      lastDay = addDays(firstDay, 6);
      key = `w${firstDay}`;
      break;
    case 'halfMonth': {
      const first = d.getUTCDate() <= 15;
      firstDay = iso(new Date(Date.UTC(y, m, first ? 1 : 16)));
      lastDay = first ? iso(new Date(Date.UTC(y, m, 15))) : monthEnd(y, m);
      key = `h${firstDay}`;
      break;
    }
    case 'month':
      firstDay = iso(new Date(Date.UTC(y, m, 1)));
      lastDay = monthEnd(y, m);
      key = `m${firstDay.slice(0, 7)}`;
      break;
  }
  return { kind, key, firstDay, lastDay, from: dayStart(firstDay, offsetMinutes), to: new Date(dayStart(lastDay, offsetMinutes).getTime() + DAY) };
}

/** The period of `kind` that ended last before the instant `at` (the one a settlement at `at` pays). */
export function previousPeriod(kind: PeriodKind, at: Date, offsetMinutes: number): EconomyPeriod {
  const current = periodOf(kind, at, offsetMinutes);
  return periodOf(kind, new Date(current.from.getTime() - 1), offsetMinutes);
}
