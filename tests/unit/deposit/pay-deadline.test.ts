import { describe, expect, it } from 'vitest';
import { payDeadline } from '../../../server/deposit/pay-deadline.ts';

describe("the pay page's deadline", () => {
  const at = new Date('2026-11-23T17:30:00Z');

  it("is written in the members' time zone with its offset, not in UTC", () => {
    const { text, locale } = payDeadline(at, 'EN', 480);
    expect(locale).toBe('en');
    // 17:30 UTC is 01:30 the next day in GMT+8.
    expect(text).toMatch(/^Nov 24, 2026, 1:30\s?AM \(GMT\+8\)$/);
    expect(payDeadline(at, 'EN', -210).text).toMatch(/^Nov 23, 2026, 2:00\s?PM \(GMT-3:30\)$/);
  });

  it("is in the member's language", () => {
    expect(payDeadline(at, 'CN', 480)).toEqual({ text: expect.stringMatching(/^2026年11月24日 01:30 \(GMT\+8\)$/), locale: 'zh-CN' });
    expect(payDeadline(at, 'JA', 480).locale).toBe('ja');
  });

  it('falls back to English for a language the platform does not have', () => {
    expect(payDeadline(at, 'XX', 480).locale).toBe('en');
  });
});
