import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bannerAction } from '../../../src/domain/banner-link.ts';

describe('banner links', () => {
  it('turns each seeded link type into what a click does', () => {
    expect(bannerAction({ linkageType: 'PROMO', linkage: '' })).toEqual({ kind: 'promotion', promotionId: null });
    expect(bannerAction({ linkageType: 'PROMO', linkage: '42' })).toEqual({ kind: 'promotion', promotionId: '42' });
    expect(bannerAction({ linkageType: 'GAME', linkage: 'JL:RNG:JL_RNG_0001' })).toEqual({
      kind: 'launch',
      game: { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' },
    });
    expect(bannerAction({ linkageType: 'GAME', linkage: 'EVO:LIVE' })).toEqual({ kind: 'launch', game: { vassalage: 'EVO', gameType: 'LIVE' } });
    expect(bannerAction({ linkageType: 'DOWNLOAD', linkage: null })).toEqual({ kind: 'route', path: '/down' });
    expect(bannerAction({ linkageType: 'DOWNLOAD', linkage: '/down#android' })).toEqual({ kind: 'route', path: '/down#android' });
    expect(bannerAction({ linkageType: 'DOWNLOAD', linkage: 'https://apps.example/playstate.apk' })).toEqual({
      kind: 'external',
      url: 'https://apps.example/playstate.apk',
    });
    expect(bannerAction({ linkageType: 'NONE', linkage: 'https://x.example' })).toEqual({ kind: 'none' });
  });

  it('makes a banner a plain picture when its link is unknown, broken or unsafe', () => {
    expect(bannerAction({ linkageType: 'GAME', linkage: '' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'GAME', linkage: 'a:b:c:d' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'URL', linkage: 'https://x.example' })).toEqual({ kind: 'none' });
    for (const linkage of ['javascript:alert(1)', 'http://x.example', '//evil.example/x', 'https://user:pw@x.example', 'not a url']) {
      expect(bannerAction({ linkageType: 'DOWNLOAD', linkage })).toEqual({ kind: 'none' });
    }
  });

  it('never sends a click outside except to an https URL, nor inside except to a site path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PROMO', 'GAME', 'DOWNLOAD', 'NONE', 'other'),
        fc.oneof(fc.string(), fc.webUrl(), fc.constant('//x.example')),
        (linkageType, linkage) => {
          const action = bannerAction({ linkageType, linkage });
          if (action.kind === 'external') expect(new URL(action.url).protocol).toBe('https:');
          if (action.kind === 'route') expect(action.path).toMatch(/^\/(?!\/)/);
        },
      ),
    );
  });
});
