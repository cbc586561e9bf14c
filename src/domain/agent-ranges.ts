// The agent centre's date ranges (issue 14): today, yesterday, this week and last week (Sunday to Saturday, as the
// settlement periods), this month, or custom days. Whole days in the members' zone, both included.
import type { DayRange } from './day-range.ts';

export const RANGE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The days a preset covers, given today (yyyy-MM-dd in the members' zone). */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const t = dayNumber(today);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: dayOf(t - 1), endDate: dayOf(t - 1) };
    case 'thisWeek':
      return { startDate: dayOf(t - weekday), endDate: today };
    case 'lastWeek':
      return { startDate: dayOf(t - weekday - 7), endDate: dayOf(t - weekday - 1) };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  }
}

/** The preset a range is, or null (custom). */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}
