import { describe, expect, it } from 'vitest';
import { lastDays, nextDays, previousDays, rangeProblem, todayOf } from '../../src/domain/day-range.ts';
import { formatSignedMoney } from '../../src/domain/money.ts';

describe('day ranges (docs/product.md §9: previous and next 7 and 30 days)', () => {
  const today = '2026-11-21';
  it("today is the members' day, in the zone the platform names", () => {
    expect(todayOf(Date.parse('2026-11-21T15:59:59Z'), 480)).toBe('2026-11-21');
    expect(todayOf(Date.parse('2026-11-21T16:00:00Z'), 480)).toBe('2026-11-22');
    // West of UTC the day turns later: 02:59 UTC is still the day before at GMT-3.
    expect(todayOf(Date.parse('2026-11-22T02:59:59Z'), -180)).toBe('2026-11-21');
    expect(todayOf(Date.parse('2026-11-22T03:00:00Z'), -180)).toBe('2026-11-22');
  });
  it('starts with the last 7 days, both ends included', () => {
    expect(lastDays(7, today)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
  });
  it('steps back and forward by 7 or 30 days, never past today', () => {
    const week = lastDays(7, today);
    expect(previousDays(week, 7)).toEqual({ startDate: '2026-11-08', endDate: '2026-11-14' });
    expect(previousDays(week, 30)).toEqual({ startDate: '2026-10-16', endDate: '2026-11-14' });
    expect(nextDays(week, 7, today)).toBeNull();
    expect(nextDays(previousDays(week, 7), 7, today)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(nextDays(previousDays(week, 7), 30, today)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(previousDays({ startDate: '2026-03-01', endDate: '2026-03-01' }, 7)).toEqual({ startDate: '2026-02-22', endDate: '2026-02-28' });
  });
  it('says what is wrong with a typed range', () => {
    expect(rangeProblem({ startDate: '2026-11-01', endDate: '2026-11-21' }, today)).toBeNull();
    expect(rangeProblem({ startDate: '', endDate: '2026-11-21' }, today)).toBe('records.rangeInvalid');
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-11-21' }, today)).toBe('records.rangeInvalid');
    // Before the first day a list may name (contract/rules/days.ts): the server refuses it, so the picker does first.
    expect(rangeProblem({ startDate: '1999-12-31', endDate: '2000-01-02' }, today)).toBe('records.rangeInvalid');
    expect(rangeProblem({ startDate: '2026-11-21', endDate: '2026-11-20' }, today)).toBe('records.rangeReversed');
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2026-11-21' }, today)).toBe('records.rangeTooLong');
    expect(rangeProblem({ startDate: '2026-11-21', endDate: '2026-11-22' }, today)).toBe('records.rangeFuture');
  });
});

describe('signed money', () => {
  it('shows gains with a plus and losses with a minus sign, zero bare', () => {
    expect(formatSignedMoney(1500, '₱')).toBe('+₱1,500.00');
    expect(formatSignedMoney(-20.5, '₱')).toBe('−₱20.50');
    expect(formatSignedMoney(0, '₱')).toBe('₱0.00');
  });
});
