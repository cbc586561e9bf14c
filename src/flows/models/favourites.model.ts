// The model of the favourites machine: the samples the paths are planned from (tests/machines/games/favourites.test.ts,
// `npm run paths`, the flow viewer), with the answers its behaviour tests share.
import { favouritesMachine } from '../../machines/games/favourites.machine.ts';
import type { FavouriteGame } from '../../domain/favourites.ts';
import type { MachineModel } from '../model/harness.ts';

export const slot: FavouriteGame = { nodeId: 1, vendor: 'PG', gameType: 'RNG' };
export const table: FavouriteGame = { nodeId: 2, vendor: 'EVO', gameType: 'LIVE' };
export const offline = Object.assign(new Error('network'), { errorCode: 'network.error', status: 0 });
export const expired = Object.assign(new Error('expired'), { errorCode: 'login.not.session', status: 401 });
export const full = Object.assign(new Error('full'), { errorCode: 'favourite.limit', value: { limit: 500 } });

const model: MachineModel<typeof favouritesMachine> = {
  machine: favouritesMachine,
  events: [
    // The session announces every settling, the same account again too (a reload). A second member would double
    // the state space for one transition that the trial and visitor samples already take; a behaviour test has it.
    { type: 'session.changed', role: 'member', memberId: 1 },
    { type: 'session.changed', role: 'trial', memberId: 9 },
    { type: 'session.changed', role: 'visitor', memberId: null },
    { type: 'xstate.done.actor.loadFavourites', output: [1] },
    { type: 'xstate.error.actor.loadFavourites', error: offline },
    { type: 'xstate.after.favouritesRetry.favourites.signedIn.retrying' },
    { type: 'favourites.reload' },
    { type: 'favourite.toggle', game: slot },
    { type: 'favourite.toggle', game: table },
    { type: 'favourite.add', game: slot },
    { type: 'favourite.add', game: table },
    { type: 'favourite.remove', game: slot },
    { type: 'favourite.remove', game: table },
    { type: 'favourite.cooled', nodeId: 1 },
    { type: 'favourite.cooled', nodeId: 2 },
    { type: 'xstate.done.actor.addFavourite', output: { favourite: true } },
    { type: 'xstate.error.actor.addFavourite', error: full },
    { type: 'xstate.error.actor.addFavourite', error: expired },
    { type: 'xstate.done.actor.removeFavourite', output: { favourite: false } },
    { type: 'xstate.error.actor.removeFavourite', error: offline },
    { type: 'xstate.error.actor.removeFavourite', error: expired },
  ],
  // Order does not matter to any guard; the queue's kinds and games do.
  contextKey: (c) => ({
    role: c.role,
    memberId: c.memberId,
    ids: [...c.ids].sort(),
    pending: c.pending.map((p) => `${p.kind}${p.game.nodeId}`),
    cooling: [...c.cooling].sort(),
    loadAttempts: c.loadAttempts,
  }),
};

export const models = [model] as const;
