import { describe, expect, it } from 'vitest';
import { registerFields, registrationProblems } from '../../../contract/rules/registration-rules.ts';
import type { FieldRule } from '../../../contract/rules/field-rules.ts';

const rule = (enabled: boolean, required: boolean, min = 1, max = 50, acceptedPattern = '*', patternId = ''): FieldRule => ({
  enabled,
  required,
  minLength: min,
  maxLength: max,
  acceptedPattern,
  patternId,
});
const rules: Record<string, FieldRule> = {
  username: rule(true, true, 6, 16, '^[A-Za-z][A-Za-z0-9]*$', 'LETTER_FIRST_ALNUM'),
  password: rule(true, true, 8, 20),
  email: rule(true, false, 5, 80, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'EMAIL'),
  payeeName: rule(true, true, 2, 50),
  wechat: rule(false, false),
  mobileNum: rule(true, false, 10, 10, '^\\d+$', 'DIGITS'),
  verificationCode: rule(true, false, 6, 6),
};

describe('registration fields', () => {
  it('shows the tab fields plus the enabled optional ones, required as the server says', () => {
    expect(registerFields(rules, 'username', false)).toEqual([
      { name: 'username', required: true },
      { name: 'mobileNum', required: false },
      { name: 'password', required: true },
      { name: 'confirmPassword', required: true },
      { name: 'payeeName', required: true },
      { name: 'email', required: false },
    ]);
    const mobile = registerFields(rules, 'mobile', true).map((f) => `${f.name}${f.required ? '*' : ''}`);
    expect(mobile).toEqual(['mobileNum*', 'verificationCode*', 'password*', 'confirmPassword*', 'payeeName*', 'email']);
  });

  it('reports each field once, with the first problem it has', () => {
    expect(
      registrationProblems(rules, 'username', false, { username: ' okname ', password: 'Secret123', confirmPassword: 'Secret123', payeeName: 'Juan' }),
    ).toEqual({});
    expect(registrationProblems(rules, 'username', false, { username: 'okname', password: '123456', confirmPassword: '123456', payeeName: 'J' })).toEqual({
      password: { key: 'validation.passwordLength', values: { min: 8, max: 20 } },
      payeeName: { key: 'validation.lengthRange', values: { min: 2, max: 50 } },
    });
    expect(
      registrationProblems({ ...rules, password: rule(true, true, 4, 20) }, 'username', false, {
        username: 'okname',
        password: '123456',
        confirmPassword: '123456',
        payeeName: 'Juan',
      }),
    ).toEqual({
      password: { key: 'validation.passwordBlocked' },
    });
  });
});
