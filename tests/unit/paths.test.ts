import { describe, expect, it } from 'vitest';
import { isInGamePath, paths } from '../../src/domain/paths.ts';

describe('in-game paths (spec §2)', () => {
  it('are /seamless, /lottery, /vnlottery and /sealottery in any letter case, with or without a query', () => {
    for (const p of ['/seamless?url=x', '/lottery', '/vnLottery?gameCode=A1', '/seaLottery', '/SEALOTTERY/', '/lottery#top']) expect(isInGamePath(p), p).toBe(true);
  });

  it('are not the other pages, also when they only start alike', () => {
    for (const p of ['/', '/lott', '/elott', '/lottery-results', '/member?page=lottery', '/rng/pg/rng?vassalage=PG']) expect(isInGamePath(p), p).toBe(false);
  });
});

describe('member-centre page links', () => {
  it('name the page in the query, as the member centre reads it', () => {
    expect(paths.memberPage('depositv2')).toBe('/member?page=depositv2');
    expect(paths.memberPage('personalHistoryCopy')).toBe('/member?page=personalHistoryCopy');
  });
});
