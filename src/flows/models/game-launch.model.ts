// The model of the game launcher machine: the samples the paths are planned from (tests/machines/games/game-launch.test.ts,
// `npm run paths`, the flow viewer), with the answers its behaviour tests share.
import { gameLaunchMachine } from '../../machines/games/game-launch.machine.ts';
import type { LaunchGame } from '../../domain/game-launch.ts';
import type { MachineModel } from '../model/harness.ts';

export const slot: LaunchGame = { nodeId: 101, vassalage: 'PG', gameCode: 'PG_RNG_0001', gameType: 'RNG', isGame: 'GAME' };
export const slotVendor: LaunchGame = { vassalage: 'JL', gameType: 'RNG' };
export const pokerLobby: LaunchGame = { vassalage: 'KM', gameCode: 'KM_LOBBY', gameType: 'PVP', isGame: 'VASSALAGE' };
export const maintenance = Object.assign(new Error('game.maintenance'), { errorCode: 'game.maintenance', message: 'Game maintenance' });

const model: MachineModel<typeof gameLaunchMachine> = {
  machine: gameLaunchMachine,
  inputs: [undefined],
  events: [
    { type: 'session.changed', role: 'member', memberId: 1 },
    { type: 'session.changed', role: 'trial', memberId: 2 },
    { type: 'game.launch', game: slot },
    { type: 'game.launch', game: slotVendor },
    { type: 'game.launch', game: pokerLobby },
    { type: 'xstate.done.actor.launchGame', output: { url: 'https://launch.example/game' } },
    { type: 'xstate.error.actor.launchGame', error: maintenance },
    { type: 'launch.dismiss' },
    { type: 'game.try', game: slot },
    { type: 'xstate.done.actor.launchFreeTrial', output: { url: 'https://launch.example/fun' } },
    { type: 'xstate.error.actor.launchFreeTrial', error: maintenance },
  ],
  contextKey: (c) => ({ role: c.role, game: c.game?.vassalage ?? null, error: c.error !== null }),
};

export const models = [model] as const;
