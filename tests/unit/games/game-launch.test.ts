import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideLaunch, gameListCenterPath, type LaunchGame, type LaunchLoginState } from '../../../src/domain/game-launch.ts';

const member = (game: LaunchGame) => decideLaunch({ loginState: 'member', game });

describe('game launch decision', () => {
  it('asks a visitor to log in and blocks a trial player, before looking at the game', () => {
    const game = { vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1' };
    expect(decideLaunch({ loginState: 'visitor', game })).toEqual({ kind: 'login' });
    expect(decideLaunch({ loginState: 'trial', game })).toEqual({ kind: 'trialBlocked' });
    expect(decideLaunch({ loginState: 'agent', game })).toEqual(member(game));
  });

  it('sends lottery games to their lottery page with the game code', () => {
    expect(member({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN1' })).toEqual({ kind: 'route', path: '/vnLottery?gameCode=VN1' });
    expect(member({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA1' })).toEqual({ kind: 'route', path: '/seaLottery?gameCode=SEA1' });
    expect(member({ vassalage: 'GW', gameType: 'LOTT', gameCode: 'GW1', isGame: 'VASSALAGE' })).toEqual({ kind: 'route', path: '/lottery?gameCode=GW1' });
    expect(member({ vassalage: 'X', gameType: 'ELOTT' })).toEqual({ kind: 'route', path: '/lottery' });
  });

  it('sends vendor tiles to the game list centre or their type page', () => {
    expect(member({ vassalage: 'PG', gameType: 'RNG' })).toEqual({ kind: 'route', path: '/rng/pg/rng?vassalage=PG' });
    expect(member({ vassalage: 'JL', gameType: 'RNG', gameCode: '' })).toEqual({ kind: 'route', path: '/rng/jl/rng?vassalage=JL' });
    expect(member({ vassalage: 'JDB', gameType: 'FISH' })).toEqual({ kind: 'route', path: '/fish' });
    expect(member({ vassalage: 'KM', gameType: 'PVP' })).toEqual({ kind: 'route', path: '/pvp' });
    expect(member({ vassalage: 'EVO', gameType: 'LIVE' })).toEqual({ kind: 'route', path: '/live' });
    expect(member({ vassalage: 'SABA', gameType: 'SPORTS' })).toEqual({ kind: 'route', path: '/sports' });
  });

  it('starts a specific game in place, e-sports and cockfight by their own path', () => {
    const slot = { nodeId: 10001, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1', isGame: 'GAME' };
    expect(member(slot)).toEqual({ kind: 'start', game: slot, channel: 'game' });
    const table = { vassalage: 'EVO', gameType: 'LIVE', gameCode: 'EVO_1' };
    expect(member(table)).toEqual({ kind: 'start', game: table, channel: 'game' });
    const tf = { vassalage: 'TF', gameType: 'ESPORTS' };
    expect(member(tf)).toEqual({ kind: 'start', game: tf, channel: 'esports' });
    const ds88 = { vassalage: 'DS88', gameType: 'COCKFIGHT', isGame: 'VASSALAGE' };
    expect(member(ds88)).toEqual({ kind: 'start', game: ds88, channel: 'cockfight' });
  });

  it('opens the popup game list for a provider entry instead of starting it', () => {
    expect(member({ vassalage: 'KM', gameType: 'PVP', gameCode: 'KM_LOBBY', isGame: 'VASSALAGE' })).toEqual({
      kind: 'vassalageList',
      vassalage: 'KM',
      gameType: 'PVP',
    });
    expect(member({ vassalage: 'BNG', gameType: 'BINGO', isGame: 'VASSALAGE' })).toEqual({ kind: 'vassalageList', vassalage: 'BNG', gameType: 'BINGO' });
  });

  it('builds the game list centre path with lower-case params and the provider as query', () => {
    expect(gameListCenterPath('TCG_X', 'RNG')).toBe('/rng/tcg_x/rng?vassalage=TCG_X');
  });

  const gameArb = fc.record(
    {
      vassalage: fc.constantFrom('PG', 'JL', 'TCG_SEA', 'TCG_LOTTO_VN', 'GW', 'DS88', 'KM'),
      gameType: fc.constantFrom('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'OTHER'),
      gameCode: fc.string({ maxLength: 6 }),
      isGame: fc.constantFrom('GAME', 'VASSALAGE'),
    },
    { requiredKeys: ['vassalage', 'gameType'] },
  );

  it('launches nothing for a visitor or a trial player, and only real accounts reach a game', () => {
    fc.assert(
      fc.property(fc.constantFrom<LaunchLoginState>('visitor', 'member', 'trial', 'agent'), gameArb, (loginState, game) => {
        const decision = decideLaunch({ loginState, game });
        if (loginState === 'visitor') expect(decision).toEqual({ kind: 'login' });
        else if (loginState === 'trial') expect(decision).toEqual({ kind: 'trialBlocked' });
        else expect(['route', 'start', 'vassalageList']).toContain(decision.kind);
        if (decision.kind === 'route') expect(decision.path).toMatch(/^\/(vnLottery|seaLottery|lottery|rng|fish|pvp|live|sports)\b/);
      }),
    );
  });

  it('starts every specific game of a real account except lottery games, which open their lottery page with its code', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const decision = member(game);
        const code = game.gameCode?.trim();
        const lottery = ['TCG_SEA', 'TCG_LOTTO_VN'].includes(game.vassalage) || ['LOTT', 'ELOTT'].includes(game.gameType);
        if (lottery) {
          expect(decision.kind).toBe('route');
          if (decision.kind === 'route' && code) expect(new URL(decision.path, 'https://s.example').searchParams.get('gameCode')).toBe(code);
        } else if (code && game.isGame !== 'VASSALAGE') {
          expect(decision).toMatchObject({ kind: 'start', game });
        }
      }),
    );
  });
});
