import { describe, expect, it } from 'vitest';
import { gameListViewUrl, readGameListView } from '../../src/ui/catalogue/game-list-query.ts';
import { allowedGameUrl } from '../../src/ui/games/game-url.ts';

describe('game list centre view in the URL', () => {
  it('reads the provider from the query, else the path, and /jili as JL only', () => {
    expect(readGameListView('/rng', '')).toMatchObject({ base: 'rng', vassalage: null, gameType: 'RNG', classify: null, name: '', minBet: null });
    expect(readGameListView('/rng/pg/rng', 'vassalage=PG')).toMatchObject({ vassalage: 'PG', gameType: 'RNG' });
    expect(readGameListView('/rng/cq9/rng', '')).toMatchObject({ vassalage: 'CQ9' });
    expect(readGameListView('/jili', '')).toMatchObject({ base: 'jili', vassalage: 'JL' });
    expect(readGameListView('/rng', 'classify=JP&name=gold&minBet=5')).toMatchObject({ classify: 'JP', name: 'gold', minBet: 5 });
    expect(readGameListView('/rng', 'minBet=abc').minBet).toBeNull();
  });

  it('writes a view back to the same URL it was read from', () => {
    for (const [path, search] of [
      ['/rng', ''],
      ['/rng/pg/rng', 'vassalage=PG&classify=TG&name=lucky+wins&minBet=2'],
      ['/jili/jl/rng', 'vassalage=JL'],
    ] as const) {
      const url = gameListViewUrl(readGameListView(path, search));
      expect(url).toBe(search ? `${path}?${search}` : path);
    }
    expect(gameListViewUrl({ ...readGameListView('/rng', ''), name: '  ' })).toBe('/rng');
  });
});

describe('game frame addresses', () => {
  const site = 'https://play.example';
  const cdns = ['', 'https://cdn1.games.example/', 'not a url'];

  it('frame the site itself and the launch CDNs, relative addresses included', () => {
    expect(allowedGameUrl('https://play.example/vendor/slot?t=1', site, cdns)).toBe('https://play.example/vendor/slot?t=1');
    expect(allowedGameUrl('/vendor/slot', site, cdns)).toBe('https://play.example/vendor/slot');
    expect(allowedGameUrl('https://cdn1.games.example/g/1', site, cdns)).toBe('https://cdn1.games.example/g/1');
  });

  it('refuse foreign origins, other schemes and nothing at all', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://play.example/x',
      'https://cdn1.games.example.evil.example/',
      '',
      null,
      undefined,
    ])
      expect(allowedGameUrl(bad, site, cdns), String(bad)).toBeNull();
  });
});
