import { describe, expect, it } from 'vitest';
import { GAME_CENTRE_TYPES, gameCentreTypeFor, isInGamePath, lotteryRouteFor, matchRoute, paths, routeFor, routes } from '../../src/domain/paths.ts';
import { gameListCenterPath } from '../../src/domain/game-launch.ts';
import { categoryForPath } from '../../src/domain/game-menu.ts';
import { RESET_PATH, resetLink } from '../../contract/rules/password-reset.ts';

describe('in-game paths (docs/product.md §2)', () => {
  it('are /seamless, /lottery, /vnlottery and /sealottery in any letter case, with or without a query', () => {
    for (const p of ['/seamless?url=x', '/lottery', '/vnLottery?gameCode=A1', '/seaLottery', '/SEALOTTERY/', '/lottery#top'])
      expect(isInGamePath(p), p).toBe(true);
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

describe('game routes (docs/product.md §2)', () => {
  it('name /rng and /jili gameListCenter, with optional lower-case vassalage and gameType params', () => {
    for (const p of ['/rng', '/rng/', '/rng/pg/rng', '/jili', '/jili/jl/rng', '/RNG/PG/RNG']) expect(routeFor(p)?.name, p).toBe('gameListCenter');
    expect(matchRoute(routes.rng, '/rng/pg/rng')).toEqual({ vassalage: 'pg', gameType: 'rng' });
    expect(matchRoute(routes.rng, '/rng')).toEqual({});
    expect(matchRoute(routes.jili, '/rng/pg/rng')).toBeNull();
    expect(routeFor('/rng/pg/rng/extra')).toBeNull();
  });

  it('build the gameListCenter path as the game launch does: lower-case params, query vassalage', () => {
    expect(paths.gameListCenter()).toBe('/rng');
    expect(paths.gameListCenter('rng', 'PG')).toBe('/rng/pg/rng?vassalage=PG');
    expect(paths.gameListCenter('rng', 'PG')).toBe(gameListCenterPath('PG', 'RNG'));
    expect(paths.gameListCenter('jili', 'JL')).toBe('/jili/jl/rng?vassalage=JL');
    expect(paths.gameListCenter('jili')).toBe('/jili');
  });

  it('give every game centre and lottery page its own name; lotteries and lists need a session, the game page does not', () => {
    for (const type of GAME_CENTRE_TYPES) {
      expect(gameCentreTypeFor(paths.gameCentre(type)), type).toBe(type);
      expect(routeFor(paths.gameCentre(type))?.access, type).toBe('public');
    }
    expect(paths.gameCentre('COCKFIGHT')).toBe('/cockfight');
    for (const p of ['/lottery?gameCode=GW_LOTT_0002', '/seaLottery', '/vnLottery', '/search?q=gold', '/recent', '/favourites', '/rng', '/jili'])
      expect(routeFor(p)?.access, p).toBe('session');
    // A free trial (play money) opens on the game page for visitors too.
    expect(routeFor('/seamless?url=x')?.access).toBe('public');
    expect(lotteryRouteFor('/vnlottery')).toBe('vnLottery');
    expect(lotteryRouteFor('/lott')).toBeNull();
    expect(gameCentreTypeFor('/lottery')).toBeNull();
  });

  it('build the lottery, search and list links with their queries escaped', () => {
    expect(paths.lottery('seaLottery', 'TCG SEA/1')).toBe('/seaLottery?gameCode=TCG+SEA%2F1');
    expect(paths.lottery('lottery')).toBe('/lottery');
    expect(paths.search('gold & co')).toBe('/search?q=gold+%26+co');
    expect([paths.search(), paths.recent(), paths.favourites()]).toEqual(['/search', '/recent', '/favourites']);
  });

  it('keep /jili out of the reverse category map, while it is still a named route', () => {
    expect(categoryForPath('/jili/jl/rng')).toBeNull();
    expect(categoryForPath('/rng/pg/rng')).toBe('RNG');
    expect(routeFor('/jili/jl/rng')?.name).toBe('gameListCenter');
  });

  it('survive a malformed escape in a path param', () => {
    expect(matchRoute(routes.rng, '/rng/%E0/rng')).toEqual({ vassalage: '%E0', gameType: 'rng' });
  });
});

describe('the password reset link (issue 39)', () => {
  it('opens the route the server writes into the mail', () => {
    const link = new URL(resetLink('demo', '123456'), 'http://site');
    expect(matchRoute(routes.resetPassword, link.pathname)).not.toBeNull();
    expect(routes.resetPassword.path).toBe(RESET_PATH);
  });
});
