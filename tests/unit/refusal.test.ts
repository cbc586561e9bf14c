import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import { TRANSLATED_CODES, refusalProblem } from '../../src/domain/refusal.ts';

describe('refusals', () => {
  it('every code the site translates has English words', () => {
    const missing = [...TRANSLATED_CODES].filter((code) => !(code in en.errors));
    expect(missing).toEqual([]);
  });

  it("uses the site's words for known codes and rules, and the server's message otherwise", () => {
    expect(refusalProblem({ errorCode: 'login.failed', message: 'x' })).toEqual({ key: 'errors.login.failed' });
    expect(refusalProblem({ errorCode: 'validation.passwordLength', value: { min: 8, max: 20 } })).toEqual({
      key: 'validation.passwordLength',
      values: { min: 8, max: 20 },
    });
    expect(refusalProblem({ errorCode: 'account.frozen', message: 'Your account is frozen' })).toEqual({ key: 'Your account is frozen' });
    expect(refusalProblem(null)).toEqual({ key: 'errors.unknown' });
  });
});
