// The security centre's client checks (contract/rules/security-forms.ts): what they refuse, with which words, and that
// they never refuse what the server's schemas accept (or pass what they refuse) for the cases tried here.
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json';
import { bindEmailCodeBody, profileBody } from '../../../contract/account/security.ts';
import { changePaymentPasswordBody } from '../../../contract/withdrawal/withdraw.ts';
import { PROFILE_FIELDS, checkBinding, checkEmail, checkMobile, checkPaymentPassword, checkProfile } from '../../../contract/rules/security-forms.ts';
import { emailRequest, phoneRequest } from '../../../src/machines/session/sms-countdown.types.ts';

const blank = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as Record<string, string>;

/** The English words of an i18n key ("validation.phone"). */
const words = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('profile', () => {
  it('needs a nickname; a birthday is yyyy-MM-dd; fields may be left empty', () => {
    expect(checkProfile('Lucky Star', blank)).toBeNull();
    expect(checkProfile('Lucky Star', { ...blank, birthday: '1990-04-01', telegram: '@lucky' })).toBeNull();
    expect(checkProfile('   ', blank)).toEqual({ key: 'validation.required' });
    expect(checkProfile('x'.repeat(33), blank)).toEqual({ key: 'validation.lengthRange', values: { min: 1, max: 32 } });
    expect(checkProfile('Lucky', { ...blank, birthday: '01/04/1990' })).toEqual({ key: 'security.birthdayFormat' });
    expect(checkProfile('Lucky', { ...blank, address: 'a'.repeat(121) })).toEqual({ key: 'validation.lengthRange', values: { min: 0, max: 120 } });
  });

  it("agrees with the server's schema", () => {
    const cases: [string, Record<string, string>][] = [
      ['Lucky', blank],
      [' ', blank],
      ['x'.repeat(33), blank],
      ['Lucky', { ...blank, birthday: '1990-4-1' }],
      ['Lucky', { ...blank, wechat: 'w'.repeat(121) }],
      ['Lucky', { ...blank, wechat: 'w'.repeat(120) }],
    ];
    for (const [nickname, fields] of cases)
      expect(checkProfile(nickname, fields) === null, nickname).toBe(profileBody.safeParse({ nickname, ...fields }).success);
  });
});

describe('binding', () => {
  it('texts only to a number the country allows', () => {
    expect(checkMobile('63', '0917 123 4567')).toBeNull();
    expect(checkMobile('63', '0917 123')).toEqual({ key: 'validation.phone' });
    expect(checkMobile('66', '0917 123 4567')).toEqual({ key: 'validation.phone' });
    expect(words('validation.phone')).toBe('Please enter a valid mobile number');
  });

  it('mails only to an address the server would take', () => {
    for (const good of ['me@example.com', 'first.last+tag@mail.example.ph']) {
      expect(checkEmail(good)).toBeNull();
      expect(bindEmailCodeBody.safeParse({ email: good }).success).toBe(true);
    }
    for (const bad of ['me@', 'me@example', 'me at example.com', 'a..b@example.com', '@example.com']) {
      expect(checkEmail(bad), bad).toEqual({ key: 'validation.pattern.EMAIL' });
      expect(bindEmailCodeBody.safeParse({ email: bad }).success, bad).toBe(false);
    }
    expect(checkEmail('  ')).toEqual({ key: 'validation.required' });
  });

  it("binds with the target's problem first, then a code", () => {
    expect(checkBinding({ key: 'validation.phone' }, '123456')).toEqual({ key: 'validation.phone' });
    expect(checkBinding(null, ' ')).toEqual({ key: 'validation.codeRequired' });
    expect(checkBinding(null, '123456')).toBeNull();
  });

  it('gives each countdown only the request it can send', () => {
    expect(phoneRequest({ mobileNum: '9171234567', countryDialingCode: '63' })).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
    expect(emailRequest({ email: 'me@example.com' })).toEqual({ email: 'me@example.com' });
    expect(() => phoneRequest({ email: 'me@example.com' })).toThrow();
    expect(() => emailRequest({ mobileNum: '9171234567', countryDialingCode: '63' })).toThrow();
  });
});

describe('payment password', () => {
  it('sets 6 digits, confirmed', () => {
    expect(checkPaymentPassword({ password: '246810', confirm: '246810' })).toBeNull();
    expect(checkPaymentPassword({ password: '24681', confirm: '24681' })).toEqual({ key: 'withdraw.passwordFormat' });
    expect(checkPaymentPassword({ password: 'abcdef', confirm: 'abcdef' })).toEqual({ key: 'withdraw.passwordFormat' });
    expect(checkPaymentPassword({ password: '246810', confirm: '246811' })).toEqual({ key: 'validation.confirmMismatch' });
  });

  it('changes it only with a current one that could be right, so a typo costs none of the five tries', () => {
    expect(checkPaymentPassword({ old: '246810', password: '135790', confirm: '135790' })).toBeNull();
    expect(checkPaymentPassword({ old: '', password: '135790', confirm: '135790' })).toEqual({ key: 'security.oldPaymentPasswordRequired' });
    expect(checkPaymentPassword({ old: '2468', password: '135790', confirm: '135790' })).toEqual({ key: 'withdraw.passwordFormat' });
    expect(checkPaymentPassword({ old: '246810', password: '1357', confirm: '1357' })).toEqual({ key: 'withdraw.passwordFormat' });
    expect(checkPaymentPassword({ old: '246810', password: '135790', confirm: '135791' })).toEqual({ key: 'validation.confirmMismatch' });
    // What passes here passes the server's schema too.
    expect(changePaymentPasswordBody.safeParse({ oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' }).success).toBe(
      true,
    );
  });

  it('every problem key has English words', () => {
    for (const key of [
      'security.birthdayFormat',
      'security.oldPaymentPasswordRequired',
      'withdraw.passwordFormat',
      'validation.confirmMismatch',
      'validation.codeRequired',
      'validation.pattern.EMAIL',
    ])
      expect(words(key), key).toEqual(expect.any(String));
  });
});
