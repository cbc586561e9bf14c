// Settlement periods in the members' time zone (docs/economy.md §periods): day, week (Sunday to Saturday), half
// month and month, their bounds as instants, their keys, and the period a settlement at an instant pays.
import { describe, expect, it } from 'vitest';
import { periodOf, previousPeriod } from '../../server/shared/periods.ts';

const at = (iso: string) => new Date(iso);
const bounds = (p: ReturnType<typeof periodOf>) => ({
  key: p.key,
  firstDay: p.firstDay,
  lastDay: p.lastDay,
  from: p.from.toISOString(),
  to: p.to.toISOString(),
});

describe('periods at +08:00', () => {
  const tz = 480;
  it("a day runs from the zone's midnight to the next", () => {
    expect(bounds(periodOf('day', at('2026-11-21T15:59:59.999Z'), tz))).toEqual({
      key: '2026-11-21',
      firstDay: '2026-11-21',
      lastDay: '2026-11-21',
      from: '2026-11-20T16:00:00.000Z',
      to: '2026-11-21T16:00:00.000Z',
    });
    expect(periodOf('day', at('2026-11-21T16:00:00.000Z'), tz).key).toBe('2026-11-22');
  });

  it('a week runs Sunday to Saturday and is named by its Sunday', () => {
    // Saturday 28 November, 23:59:59 there: still the week of Sunday 22 November.
    expect(bounds(periodOf('week', at('2026-11-28T15:59:59Z'), tz))).toEqual({
      key: 'w2026-11-22',
      firstDay: '2026-11-22',
      lastDay: '2026-11-28',
      from: '2026-11-21T16:00:00.000Z',
      to: '2026-11-28T16:00:00.000Z',
    });
    // Sunday 00:00 there starts the next one.
    expect(periodOf('week', at('2026-11-28T16:00:00Z'), tz).key).toBe('w2026-11-29');
    // A Sunday is the first day of its own week.
    expect(periodOf('week', at('2026-11-22T01:00:00Z'), tz).key).toBe('w2026-11-22');
    // A week across the year's end.
    expect(bounds(periodOf('week', at('2026-12-31T04:00:00Z'), tz))).toMatchObject({ key: 'w2026-12-27', firstDay: '2026-12-27', lastDay: '2027-01-02' });
  });

  it("a half month is the 1st to the 15th or the 16th to the month's end", () => {
    expect(bounds(periodOf('halfMonth', at('2026-11-15T15:59:59Z'), tz))).toEqual({
      key: 'h2026-11-01',
      firstDay: '2026-11-01',
      lastDay: '2026-11-15',
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-15T16:00:00.000Z',
    });
    expect(bounds(periodOf('halfMonth', at('2026-11-15T16:00:00Z'), tz))).toMatchObject({
      key: 'h2026-11-16',
      firstDay: '2026-11-16',
      lastDay: '2026-11-30',
      to: '2026-11-30T16:00:00.000Z',
    });
    expect(periodOf('halfMonth', at('2027-02-20T00:00:00Z'), tz).lastDay).toBe('2027-02-28');
    expect(periodOf('halfMonth', at('2028-02-20T00:00:00Z'), tz).lastDay).toBe('2028-02-29');
  });

  it('a month ends on its last day, 28 to 31', () => {
    expect(bounds(periodOf('month', at('2027-02-10T00:00:00Z'), tz))).toEqual({
      key: 'm2027-02',
      firstDay: '2027-02-01',
      lastDay: '2027-02-28',
      from: '2027-01-31T16:00:00.000Z',
      to: '2027-02-28T16:00:00.000Z',
    });
    expect(periodOf('month', at('2028-02-10T00:00:00Z'), tz).lastDay).toBe('2028-02-29');
    expect(periodOf('month', at('2026-12-31T15:59:59Z'), tz)).toMatchObject({ key: 'm2026-12', lastDay: '2026-12-31' });
    // 1 January 00:00 there is 31 December 16:00 UTC: already the new month.
    expect(periodOf('month', at('2026-12-31T16:00:00Z'), tz).key).toBe('m2027-01');
    expect(periodOf('month', at('2026-04-30T12:00:00Z'), tz).lastDay).toBe('2026-04-30');
  });

  it('the period a settlement pays is the one that ended last', () => {
    expect(previousPeriod('day', at('2026-11-21T16:00:00Z'), tz).key).toBe('2026-11-21');
    expect(previousPeriod('week', at('2026-11-28T16:00:01Z'), tz).key).toBe('w2026-11-22');
    expect(previousPeriod('halfMonth', at('2026-11-16T00:00:00Z'), tz).key).toBe('h2026-11-01');
    expect(previousPeriod('halfMonth', at('2026-12-01T00:00:00Z'), tz).key).toBe('h2026-11-16');
    expect(previousPeriod('month', at('2027-03-01T00:00:00Z'), tz)).toMatchObject({ key: 'm2027-02', lastDay: '2027-02-28' });
  });
});

describe('periods at -05:00', () => {
  const tz = -300;
  it('a day starts at 05:00 UTC', () => {
    expect(bounds(periodOf('day', at('2026-11-22T04:59:59Z'), tz))).toEqual({
      key: '2026-11-21',
      firstDay: '2026-11-21',
      lastDay: '2026-11-21',
      from: '2026-11-21T05:00:00.000Z',
      to: '2026-11-22T05:00:00.000Z',
    });
    expect(periodOf('day', at('2026-11-22T05:00:00Z'), tz).key).toBe('2026-11-22');
  });

  it("weeks, half months and months follow the zone's calendar", () => {
    // Sunday 29 November 02:00 UTC is still Saturday 28 November there.
    expect(bounds(periodOf('week', at('2026-11-29T02:00:00Z'), tz))).toEqual({
      key: 'w2026-11-22',
      firstDay: '2026-11-22',
      lastDay: '2026-11-28',
      from: '2026-11-22T05:00:00.000Z',
      to: '2026-11-29T05:00:00.000Z',
    });
    expect(periodOf('week', at('2026-11-29T05:00:00Z'), tz).key).toBe('w2026-11-29');
    expect(periodOf('halfMonth', at('2026-11-16T04:00:00Z'), tz).key).toBe('h2026-11-01');
    expect(bounds(periodOf('month', at('2026-12-01T04:59:59Z'), tz))).toEqual({
      key: 'm2026-11',
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
      from: '2026-11-01T05:00:00.000Z',
      to: '2026-12-01T05:00:00.000Z',
    });
    expect(periodOf('month', at('2027-01-01T04:59:59Z'), tz)).toMatchObject({ key: 'm2026-12', lastDay: '2026-12-31' });
    expect(periodOf('month', at('2027-01-01T05:00:00Z'), tz).key).toBe('m2027-01');
  });
});
