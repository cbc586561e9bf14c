import { describe, expect, it } from 'vitest';
import { prizeModeFor } from '../../../src/domain/prize-mode.ts';

describe('prize mode', () => {
  it('is the e-lottery mode when the ELOTT category has a TCG_LOTTO_VN or LOTT card', () => {
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'X' }, { vassalage: 'TCG_LOTTO_VN' }] }])).toBe('ELOTT');
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'LOTT' }] }])).toBe('ELOTT');
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'GW', gameType: 'LOTT' }] }])).toBe('ELOTT');
  });

  it('is the lottery mode otherwise, whatever other categories hold', () => {
    expect(prizeModeFor([])).toBe('LOTT');
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: [] }])).toBe('LOTT');
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'TCG_SEA', gameType: 'ELOTT' }] }])).toBe('LOTT');
    expect(prizeModeFor([{ gameCategory: 'LOTT', vendors: [{ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }] }])).toBe('LOTT');
  });
});
