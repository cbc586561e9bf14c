import { describe, expect, it } from 'vitest';
import { slotCategories } from '../../../src/domain/slot-categories.ts';

describe('slot sub-categories', () => {
  it('offers scratch cards, jackpot, table games and arcade, and bingo only with TY', () => {
    expect(slotCategories(['EN'])).toEqual(['SC', 'JP', 'TG', 'AC']);
    expect(slotCategories([])).toEqual(['SC', 'JP', 'TG', 'AC']);
    expect(slotCategories(['EN', 'TY'])).toEqual(['SC', 'JP', 'TG', 'AC', 'BG']);
    expect(slotCategories(['ty'])).toContain('BG');
    expect(slotCategories(['TH'])).not.toContain('BG');
  });
});
