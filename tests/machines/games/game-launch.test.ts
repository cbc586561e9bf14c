import { describe, expect, it } from 'vitest';
import { gameLaunchMachine } from '../../../src/machines/games/game-launch.machine.ts';
import type { LaunchGame } from '../../../src/domain/game-launch.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, slot, slotVendor, pokerLobby, maintenance } from '../../../src/flows/models/game-launch.model.ts';

const vnLotto: LaunchGame = { vassalage: 'TCG_LOTTO_VN', gameCode: 'VN01', gameType: 'ELOTT' };
const cockfight: LaunchGame = { vassalage: 'DS88', gameType: 'COCKFIGHT' };

describe('gameLaunch machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('gameLaunch', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  });
});

describe('gameLaunch machine, behaviour', () => {
  const start = (role?: 'member' | 'trial' | 'agent') => {
    const d = driveMachine(gameLaunchMachine);
    if (role) d.actor.send({ type: 'session.changed', role, memberId: 1 });
    return d;
  };

  it('opens the login popup for a visitor and launches nothing', () => {
    const d = start();
    d.actor.send({ type: 'game.launch', game: slot });
    expect(d.actions.map((a) => a.name)).toEqual(['openLogin']);
    expect(d.callsOf('launchGame')).toEqual([]);
    expect(d.actor.getSnapshot().value).toBe('idle');
  });

  it('shows a trial player the dialog until it is confirmed, and launches nothing', () => {
    const d = start('trial');
    d.actor.send({ type: 'game.launch', game: slot });
    expect(d.actor.getSnapshot().hasTag('ui:trialBlocked')).toBe(true);
    d.actor.send({ type: 'game.launch', game: slot });
    d.actor.send({ type: 'launch.dismiss' });
    expect(d.actor.getSnapshot().value).toBe('idle');
    expect(d.callsOf('launchGame')).toEqual([]);
  });

  it('routes a member to the lottery page, the game list centre, and the poker centre', () => {
    const d = start('member');
    d.actor.send({ type: 'game.launch', game: vnLotto });
    d.actor.send({ type: 'game.launch', game: slotVendor });
    d.actor.send({ type: 'game.launch', game: { vassalage: 'KM', gameType: 'PVP' } });
    expect(d.paramsOf('navigate')).toEqual(['/vnLottery?gameCode=VN01', '/rng/jl/rng?vassalage=JL', '/pvp']);
  });

  it('opens a provider marked VASSALAGE as a popup list; a game picked there starts', async () => {
    const d = start('agent');
    d.actor.send({ type: 'game.launch', game: pokerLobby });
    expect(d.actor.getSnapshot().hasTag('ui:vassalageList')).toBe(true);
    expect(d.actor.getSnapshot().context.game).toEqual(pokerLobby);
    d.actor.send({ type: 'game.launch', game: { vassalage: 'KM', gameCode: 'KM_TONGITS', gameType: 'PVP', isGame: 'GAME' } });
    expect(d.callsOf('launchGame')).toEqual([{ game: { vassalage: 'KM', gameCode: 'KM_TONGITS', gameType: 'PVP', isGame: 'GAME' }, channel: 'game' }]);
    await d.resolve('launchGame', { url: 'https://launch.example/km' });
    expect(d.paramsOf('openGame')).toEqual([{ url: 'https://launch.example/km' }]);

    // An entry of the list that is itself marked VASSALAGE starts too, rather than reopening the list.
    d.actor.send({ type: 'game.launch', game: pokerLobby });
    d.actor.send({ type: 'game.launch', game: pokerLobby });
    expect(d.callsOf('launchGame')).toHaveLength(2);
    expect(d.callsOf('launchGame')[1]).toEqual({ game: { ...pokerLobby, isGame: 'GAME' }, channel: 'game' });
  });

  it('starts cockfight through its own path, and says why a start was refused', async () => {
    const d = start('member');
    d.actor.send({ type: 'game.launch', game: cockfight });
    expect(d.callsOf('launchGame')).toEqual([{ game: cockfight, channel: 'cockfight' }]);
    expect(d.actor.getSnapshot().hasTag('ui:starting')).toBe(true);
    d.actor.send({ type: 'game.launch', game: slot });
    expect(d.callsOf('launchGame')).toHaveLength(1);
    await d.reject('launchGame', maintenance);
    expect(d.actor.getSnapshot().hasTag('ui:failed')).toBe(true);
    expect(d.actor.getSnapshot().context.error).toBe('errors.game.maintenance');
    d.actor.send({ type: 'launch.dismiss' });
    expect(d.actor.getSnapshot().value).toBe('idle');
  });

  it('starts a free trial for anyone, visitors included, without the launch decision', async () => {
    const d = start();
    d.actor.send({ type: 'game.try', game: slot });
    expect(d.callsOf('launchFreeTrial')).toEqual([slot]);
    expect(d.paramsOf('openLogin')).toEqual([]);
    await d.resolve('launchFreeTrial', { url: 'https://launch.example/fun' });
    expect(d.paramsOf('openGame')).toEqual([{ url: 'https://launch.example/fun' }]);
    expect(d.actor.getSnapshot().value).toBe('idle');
  });
});
