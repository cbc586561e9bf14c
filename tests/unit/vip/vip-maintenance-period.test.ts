// The vip-maintenance job's hourly periods (server/vip/jobs.ts): exactly one period holds each members' month close,
// whatever the time zone offset, and it is the one that judges that month.
import { describe, expect, it } from 'vitest';
import { endedPeriods } from '../../../server/jobs/runner.ts';
import { monthClosedIn, vipMaintenanceJob } from '../../../server/vip/jobs.ts';

const HOUR = 3_600_000;
const hourAt = (iso: string) => ({ from: new Date(iso), to: new Date(Date.parse(iso) + HOUR) });

describe('the month a vip-maintenance period judges', () => {
  it('is November for the hour that ends at midnight of 1 December in GMT+8, and none for the hours around it', () => {
    expect(monthClosedIn(hourAt('2026-11-30T15:00:00Z'), 480)?.key).toBe('m2026-11');
    expect(monthClosedIn(hourAt('2026-11-30T14:00:00Z'), 480)).toBeNull();
    expect(monthClosedIn(hourAt('2026-11-30T16:00:00Z'), 480)).toBeNull();
  });

  it.each([
    [480, 'GMT+8'],
    [330, 'GMT+5:30'],
    [-210, 'GMT-3:30'],
    [0, 'UTC'],
  ])('finds each month of a year in exactly one hour at offset %i (%s)', (offset) => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const judged: string[] = [];
    for (let t = start; t < start + 366 * 24 * HOUR; t += HOUR) {
      const month = monthClosedIn({ from: new Date(t), to: new Date(t + HOUR) }, offset);
      if (month) judged.push(month.key);
    }
    expect(new Set(judged).size).toBe(judged.length);
    for (let m = 1; m <= 12; m++) expect(judged).toContain(`m2026-${String(m).padStart(2, '0')}`);
  });

  it('looks two days back, so a server down over a month close still judges it', () => {
    const periods = endedPeriods(vipMaintenanceJob, new Date('2026-12-02T12:30:00Z'));
    expect(periods.some((p) => monthClosedIn(p, 480)?.key === 'm2026-11')).toBe(true);
  });
});
