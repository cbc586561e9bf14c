import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lotteryEntryPath, lotteryPath } from '../../../src/domain/lottery-route.ts';

describe('lottery routing', () => {
  it('sends each provider to its lottery page, with the game code when one is known', () => {
    expect(lotteryPath({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' }, 'VN_1')).toBe('/vnLottery?gameCode=VN_1');
    expect(lotteryPath({ vassalage: 'TCG_SEA', gameType: 'LOTT' })).toBe('/seaLottery');
    expect(lotteryPath({ vassalage: 'GW', gameType: 'LOTT' }, 'GW LOTT&1')).toBe('/lottery?gameCode=GW%20LOTT%261');
    expect(lotteryPath({ vassalage: 'ELOTT' })).toBe('/lottery');
    expect(lotteryPath({ vassalage: 'PG', gameType: 'RNG' }, 'PG_1')).toBeNull();
  });

  it('routes a lottery menu entry by its first vendor only', () => {
    expect(lotteryEntryPath('ELOTT', [{ vassalage: 'TCG_LOTTO_VN' }, { vassalage: 'TCG_SEA' }])).toBe('/vnLottery');
    expect(lotteryEntryPath('LOTT', [{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_LOTTO_VN' }])).toBe('/seaLottery');
    expect(lotteryEntryPath('LOTT', [{ vassalage: 'GW', gameType: 'RNG' }])).toBe('/lottery');
    expect(lotteryEntryPath('LOTT', [])).toBeNull();
    expect(lotteryEntryPath('LIVE', [{ vassalage: 'TCG_SEA' }])).toBeNull();
  });

  it('keeps any game code intact in the query', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('TCG_LOTTO_VN', 'TCG_SEA', 'GW'), (code, vassalage) => {
        const path = lotteryPath({ vassalage, gameType: 'LOTT' }, code) ?? '';
        expect(new URL(path, 'https://site.example').searchParams.get('gameCode')).toBe(code);
      }),
    );
  });
});
