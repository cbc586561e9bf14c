import { describe, expect, it } from 'vitest';
import { MEMBER_CENTRE_ORDER, memberCentreMenu, memberCentrePageFor } from '../../src/domain/member-centre.ts';
import { checkAmount } from '../../src/domain/deposit-amount.ts';
import { formatMemberTime } from '../../src/domain/time.ts';

describe('member centre menu', () => {
  it("lists only the built pages, in the spec's order whatever order they come in", () => {
    expect(memberCentreMenu(new Set(['messageV2', 'depositv2', 'securityCenter', 'withdraw']))).toEqual([
      'securityCenter',
      'depositv2',
      'withdraw',
      'messageV2',
    ]);
    expect(MEMBER_CENTRE_ORDER[0]).toBe('securityCenter');
    expect(MEMBER_CENTRE_ORDER.at(-1)).toBe('messageV2');
  });

  it('leaves out a page whose whitelabel module is off (rebate: MYRBT3), right after bonus details otherwise', () => {
    const built = new Set(['bonusDetails', 'rebate', 'messageV2'] as const);
    expect(memberCentreMenu(built, { MYRBT3: true })).toEqual(['bonusDetails', 'rebate', 'messageV2']);
    expect(memberCentreMenu(built, { MYRBT3: false })).toEqual(['bonusDetails', 'messageV2']);
    expect(memberCentreMenu(built, {})).toEqual(['bonusDetails', 'messageV2']);
    expect(memberCentreMenu(built)).toEqual(['bonusDetails', 'rebate', 'messageV2']);
  });

  it('opens the page the address names, else the first one', () => {
    const menu = memberCentreMenu(new Set(['securityCenter', 'depositv2']));
    expect(memberCentrePageFor('?page=depositv2', menu)).toBe('depositv2');
    expect(memberCentrePageFor('page=depositv2', menu)).toBe('depositv2');
    expect(memberCentrePageFor('?tab=depositv2', menu)).toBe('depositv2');
    expect(memberCentrePageFor('?page=nothing', menu)).toBe('securityCenter');
    expect(memberCentrePageFor('?page=withdraw', menu)).toBe('securityCenter');
    expect(memberCentrePageFor('', menu)).toBe('securityCenter');
    expect(memberCentrePageFor('', [])).toBeNull();
  });
});

describe('deposit amount', () => {
  const limits = { min: 100, max: 50_000 };
  it('accepts amounts within the limits with at most 2 decimals, separators allowed', () => {
    expect(checkAmount('500', limits)).toEqual({ amount: 500 });
    expect(checkAmount(' 1,250.50 ', limits)).toEqual({ amount: 1250.5 });
    expect(checkAmount('100', limits)).toEqual({ amount: 100 });
    expect(checkAmount('50000.00', limits)).toEqual({ amount: 50_000 });
  });
  it('says why an amount is refused', () => {
    expect(checkAmount('', limits)).toEqual({ problem: { key: 'wallet.amountRequired' } });
    expect(checkAmount('12.345', limits)).toEqual({ problem: { key: 'wallet.amountFormat' } });
    // Each way of being wrong in its own words (issue 12), not all of them "at most 2 decimals".
    expect(checkAmount('-5', limits)).toEqual({ problem: { key: 'wallet.amountPositive' } });
    expect(checkAmount('0', limits)).toEqual({ problem: { key: 'wallet.amountPositive' } });
    expect(checkAmount('abc', limits)).toEqual({ problem: { key: 'wallet.amountNumber' } });
    expect(checkAmount('1'.repeat(40), limits)).toEqual({ problem: { key: 'wallet.amountAboveMax', values: { max: 50_000 } } });
    expect(checkAmount('9'.repeat(400), limits)).toEqual({ problem: { key: 'wallet.amountAboveMax', values: { max: 50_000 } } });
    expect(checkAmount('99.99', limits)).toEqual({ problem: { key: 'wallet.amountBelowMin', values: { min: 100 } } });
    expect(checkAmount('50000.01', limits)).toEqual({ problem: { key: 'wallet.amountAboveMax', values: { max: 50_000 } } });
  });
});

describe('member time', () => {
  it("shows an instant in the platform's zone, not the browser's", () => {
    expect(formatMemberTime('2026-11-21T16:30:05.000Z', 480)).toBe('2026-11-22 00:30:05');
    expect(formatMemberTime('2026-11-21T16:30:05.000Z', -210)).toBe('2026-11-21 13:00:05');
    expect(formatMemberTime('not a date', 480)).toBe('not a date');
  });
});
