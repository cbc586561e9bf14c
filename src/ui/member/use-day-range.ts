import { useState } from 'react';
import { lastDays, todayOf, type DayRange } from '../../domain/day-range.ts';

/** Today (members' zone) and the chosen range, the last 7 days at first. */
export function useDayRange(): { today: string; range: DayRange; setRange(range: DayRange): void } {
  const [today] = useState(() => todayOf(Date.now()));
  const [range, setRange] = useState(() => lastDays(7, today));
  return { today, range, setRange };
}
