// A demo server's clock can start off the real time (DEMO_CLOCK_OFFSET_MINUTES); the browser tests start theirs at
// the members' noon of the run's day (tests/e2e/run-clock.ts).
import { describe, expect, it } from 'vitest';
import { demoClockOffsetMinutes } from '../../server/config.ts';
import { ConfigError } from '../../server/config-error.ts';
import { minutesToMembersNoon } from '../e2e/run-clock.ts';

describe('DEMO_CLOCK_OFFSET_MINUTES', () => {
  it('is a whole number of minutes, ahead or behind; unset or empty is the real time', () => {
    expect(demoClockOffsetMinutes({})).toBe(0);
    expect(demoClockOffsetMinutes({ DEMO_CLOCK_OFFSET_MINUTES: ' ' })).toBe(0);
    expect(demoClockOffsetMinutes({ DEMO_CLOCK_OFFSET_MINUTES: '550' })).toBe(550);
    expect(demoClockOffsetMinutes({ DEMO_CLOCK_OFFSET_MINUTES: '-715' })).toBe(-715);
  });

  it('refuses what is not whole minutes within a year, and any offset without demo mode, naming the variable', () => {
    for (const bad of ['abc', '1.5', '1e9', '600000', 'Infinity']) {
      expect(() => demoClockOffsetMinutes({ DEMO_CLOCK_OFFSET_MINUTES: bad })).toThrow(ConfigError);
      expect(() => demoClockOffsetMinutes({ DEMO_CLOCK_OFFSET_MINUTES: bad })).toThrow(/^DEMO_CLOCK_OFFSET_MINUTES: /);
    }
    expect(() => demoClockOffsetMinutes({ DEMO_CLOCK_OFFSET_MINUTES: '60', DEMO_MODE: '0' })).toThrow(/only a demo server/);
  });
});

describe("the browser tests' run clock", () => {
  it("moves any hour of a members' (GMT+8) day to that day's noon", () => {
    // 15:55 UTC is 23:55 in Manila: back to 04:00 UTC of the same day.
    expect(minutesToMembersNoon(Date.parse('2026-11-28T15:55:00Z'))).toBe(-715);
    // 16:05 UTC is 00:05 of the next members' day: ahead to its noon.
    expect(minutesToMembersNoon(Date.parse('2026-11-28T16:05:00Z'))).toBe(715);
    expect(minutesToMembersNoon(Date.parse('2026-11-29T04:00:00Z'))).toBe(0);
  });
});
