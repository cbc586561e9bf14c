import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { SIGNED_IN_REFUSALS, englishPart } from '../../src/i18n/english-parts.ts';
import { TRANSLATED_CODES } from '../../src/domain/refusal.ts';

const errorsOf = (strings: Record<string, unknown>) => Object.keys((strings.errors ?? {}) as Record<string, unknown>);

describe('the English parts', () => {
  it('split errors between the entry and the signed-in refusals, each code in one of them', () => {
    const core = errorsOf(englishPart(en, 'core'));
    const refusals = errorsOf(englishPart(en, 'refusals'));
    expect([...core, ...refusals].sort()).toEqual(Object.keys(en.errors).sort());
    expect(core.filter((code) => refusals.includes(code))).toEqual([]);
    expect(refusals.sort()).toEqual([...SIGNED_IN_REFUSALS].sort());
  });

  it('name only codes the site translates', () => {
    for (const code of SIGNED_IN_REFUSALS) expect(TRANSLATED_CODES.has(code), code).toBe(true);
  });

  it('keep what a visitor can be refused on the home page in the entry', () => {
    const core = errorsOf(englishPart(en, 'core'));
    for (const code of [
      'network',
      'network.error',
      'unknown',
      'login.failed',
      'login.blocked',
      'login.excluded',
      'captcha.invalid',
      'register.username.taken',
      'sms.code.invalid',
      'affiliate.invalid',
      'game.maintenance',
      'member.trial',
      'TOO_MANY_REQUESTS',
    ])
      expect(core, code).toContain(code);
  });
});
