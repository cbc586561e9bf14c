import { describe, expect, it } from 'vitest';
import { checkField, checkNewPassword, type FieldRule } from '../../contract/rules/field-rules.ts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  acceptedPattern: '*',
  patternId: '',
  ...over,
});

describe('field rules', () => {
  it('passes disabled fields and empty optional ones; refuses empty required ones', () => {
    expect(checkField('email', rule({ enabled: false }), '')).toBeNull();
    expect(checkField('email', rule({ required: false }), '')).toBeNull();
    expect(checkField('email', rule(), '')).toEqual({ key: 'validation.required' });
  });

  it('substitutes min and max, or the single value when they are equal', () => {
    expect(checkField('username', rule(), 'abc')).toEqual({ key: 'validation.lengthRange', values: { min: 6, max: 16 } });
    expect(checkField('verificationCode', rule({ minLength: 6, maxLength: 6 }), '123')).toEqual({ key: 'validation.lengthExact', values: { min: 6, max: 6 } });
    expect(checkField('password', rule({ minLength: 8, maxLength: 20 }), 'short')).toEqual({ key: 'validation.passwordLength', values: { min: 8, max: 20 } });
  });

  it('checks the pattern by its id; a lone star or a broken pattern accepts anything', () => {
    const letterFirst = rule({ acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM' });
    expect(checkField('username', letterFirst, '1player')).toEqual({ key: 'validation.pattern.LETTER_FIRST_ALNUM' });
    expect(checkField('username', letterFirst, 'player1')).toBeNull();
    expect(checkField('username', rule({ acceptedPattern: '*' }), 'any thing!')).toBeNull();
    expect(checkField('username', rule({ acceptedPattern: '([' }), 'whatever')).toBeNull();
  });

  it('refuses 123456 and a confirmation that differs, after the rule', () => {
    const permissive = rule({ minLength: 4 });
    expect(checkNewPassword(permissive, '123456', '123456')).toEqual({ key: 'validation.passwordBlocked' });
    expect(checkNewPassword(permissive, 'Good1234', '')).toEqual({ key: 'validation.required' });
    expect(checkNewPassword(permissive, 'Good1234', 'Good1235')).toEqual({ key: 'validation.confirmMismatch' });
    expect(checkNewPassword(permissive, 'Good1234', 'Good1234')).toBeNull();
  });
});
