import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { AUTH_DIALOG_REFUSALS, FORM_VALIDATIONS, SIGNED_IN_REFUSALS, englishPart } from '../../src/i18n/english-parts.ts';
import { TRANSLATED_CODES } from '../../src/domain/refusal.ts';

const errorsOf = (strings: Record<string, unknown>) => Object.keys((strings.errors ?? {}) as Record<string, unknown>);
const rulesOf = (strings: Record<string, unknown>) => Object.keys((strings.validation ?? {}) as Record<string, unknown>).sort();

describe('the English parts', () => {
  it('split errors between the entry, the signed-in refusals and the dialogs, each code in one of them', () => {
    const core = errorsOf(englishPart(en, 'core'));
    const refusals = errorsOf(englishPart(en, 'refusals'));
    const dialogs = errorsOf(englishPart(en, 'auth'));
    expect([...core, ...refusals, ...dialogs].sort()).toEqual(Object.keys(en.errors).sort());
    expect(new Set([...core, ...refusals, ...dialogs]).size).toBe(Object.keys(en.errors).length);
    expect(refusals.sort()).toEqual([...SIGNED_IN_REFUSALS].sort());
    expect(dialogs.sort()).toEqual([...AUTH_DIALOG_REFUSALS].sort());
    // The dialogs' part keeps its own strings beside them.
    expect(Object.keys(englishPart(en, 'auth')).sort()).toEqual(['errors', 'password', 'register', 'social', 'validation']);
  });

  it("keep the sign-in's form rules in the entry, and the others with the dialogs and the signed-in refusals", () => {
    const forms = [...FORM_VALIDATIONS].sort();
    expect(rulesOf(englishPart(en, 'auth'))).toEqual(forms);
    expect(rulesOf(englishPart(en, 'refusals'))).toEqual(forms);
    const core = rulesOf(englishPart(en, 'core'));
    expect([...core, ...forms].sort()).toEqual(Object.keys(en.validation).sort());
    for (const key of ['usernameRequired', 'passwordRequired', 'captchaRequired', 'usernameTooLong', 'phone', 'codeRequired', 'verificationRequired'])
      expect(core, key).toContain(key);
  });

  it('name only codes the site translates', () => {
    for (const code of [...SIGNED_IN_REFUSALS, ...AUTH_DIALOG_REFUSALS]) expect(TRANSLATED_CODES.has(code), code).toBe(true);
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
      'sms.code.invalid',
      // The agent centre's downline registration and the security centre's mobile number too, outside the dialog.
      'register.username.taken',
      'register.mobile.taken',
      'affiliate.invalid',
      'game.maintenance',
      'member.trial',
      'TOO_MANY_REQUESTS',
    ])
      expect(core, code).toContain(code);
  });
});
