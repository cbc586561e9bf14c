import { describe, expect, it } from 'vitest';
import { favouritesMachine } from '../../../src/machines/games/favourites.machine.ts';
import { FAVOURITE_THROTTLE_MS } from '../../../src/domain/favourites.ts';
import { backoffMs } from '../../../src/domain/backoff.ts';
import type { SessionChanged, SessionRole } from '../../../src/machines/session/session.types.ts';
import { formatCoverage } from '../../../src/flows/model/coverage.ts';
import { driveMachine } from '../../../src/flows/model/drive-machine.ts';
import { runModels } from '../../../src/flows/model/harness.ts';
import { models, slot, table, offline, expired, full } from '../../../src/flows/models/favourites.model.ts';

/** What the session announces when it settles on this role (member 1 unless told). */
const as = (role: SessionRole, memberId: number | null = role === 'visitor' ? null : 1): SessionChanged => ({ type: 'session.changed', role, memberId });

describe('favourites machine, model-based', () => {
  it('replays every path on a real actor and reaches every state and transition', async () => {
    const run = await runModels(models);
    console.log(`${formatCoverage('favourites', run)} over ${run.paths} paths`);
    expect(run.states.missed).toEqual([]);
    expect(run.transitions.missed).toEqual([]);
  }, 120_000);
});

describe('favourites machine, behaviour', () => {
  const signedIn = async (ids: number[] = []) => {
    const d = driveMachine(favouritesMachine);
    d.actor.send(as('member'));
    await d.resolve('loadFavourites', ids);
    return d;
  };
  const ids = (d: Awaited<ReturnType<typeof signedIn>>) => d.actor.getSnapshot().context.ids;

  it('loads the list on sign-in as member or agent, and forgets it on sign-out', async () => {
    const d = driveMachine(favouritesMachine);
    d.actor.send(as('agent', 4));
    expect(d.actor.getSnapshot().hasTag('ui:loading')).toBe(true);
    await d.resolve('loadFavourites', [7, 3]);
    expect(ids(d)).toEqual([7, 3]);
    expect(d.actor.getSnapshot().hasTag('ui:ready')).toBe(true);
    d.actor.send(as('visitor'));
    expect(ids(d)).toEqual([]);
    expect(d.actor.getSnapshot().value).toBe('visitor');
    // A new sign-in loads again: the next member never sees the last one's list.
    d.actor.send(as('member'));
    expect(d.callsOf('loadFavourites')).toHaveLength(2);
  });

  it('keeps the list when the session settles on the same member again, and starts over for another member', async () => {
    const d = await signedIn([7]);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    // The member info was reloaded (a profile change): the same account, so nothing is dropped or asked again.
    d.actor.send(as('member'));
    expect(ids(d)).toEqual([1, 7]);
    expect(d.actor.getSnapshot().context.pending).toHaveLength(1);
    expect(d.callsOf('loadFavourites')).toHaveLength(1);
    // Another member signed in over the first: the first one's list and queue are gone before the load.
    d.actor.send(as('member', 2));
    expect(ids(d)).toEqual([]);
    expect(d.actor.getSnapshot().context.pending).toEqual([]);
    expect(d.callsOf('loadFavourites')).toHaveLength(2);
    await d.resolve('loadFavourites', [2]);
    expect(ids(d)).toEqual([2]);
  });

  it('adds locally first, then calls the server; an add of a favourite is skipped', async () => {
    const d = await signedIn([2]);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    expect(ids(d)).toEqual([1, 2]);
    expect(d.callsOf('addFavourite')).toEqual([slot]);
    expect(d.actor.getSnapshot().hasTag('ui:saving')).toBe(true);
    await d.resolve('addFavourite', {});
    expect(d.actor.getSnapshot().context.pending).toEqual([]);
    d.actor.send({ type: 'favourite.add', game: table });
    expect(d.callsOf('addFavourite')).toHaveLength(1);
    expect(ids(d)).toEqual([1, 2]);
  });

  it('removes from the list first, then calls the server; removing a non-favourite does nothing', async () => {
    const d = await signedIn([1, 2]);
    d.actor.send({ type: 'favourite.remove', game: table });
    expect(ids(d)).toEqual([1]);
    expect(d.callsOf('removeFavourite')).toEqual([table]);
    d.actor.send({ type: 'favourite.remove', game: table });
    expect(d.callsOf('removeFavourite')).toHaveLength(1);
  });

  it('ignores a second toggle of the same game within a second; other games are not held up', async () => {
    const d = await signedIn();
    d.actor.send({ type: 'favourite.toggle', game: slot });
    d.advance(FAVOURITE_THROTTLE_MS - 1);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    expect(ids(d)).toEqual([1]);
    d.actor.send({ type: 'favourite.toggle', game: table });
    expect(ids(d)).toEqual([2, 1]);
    d.advance(1);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    expect(ids(d)).toEqual([2]);
  });

  it('sends changes one at a time in order; an undone change waiting in the queue is never sent', async () => {
    const d = await signedIn();
    d.actor.send({ type: 'favourite.toggle', game: slot });
    d.actor.send({ type: 'favourite.toggle', game: table });
    d.advance(FAVOURITE_THROTTLE_MS);
    d.actor.send({ type: 'favourite.toggle', game: table });
    expect(d.actor.getSnapshot().context.pending.map((p) => `${p.kind} ${p.game.nodeId}`)).toEqual(['add 1']);
    await d.resolve('addFavourite', {});
    expect(d.callsOf('addFavourite')).toEqual([slot]);
    expect(d.callsOf('removeFavourite')).toEqual([]);
    expect(ids(d)).toEqual([1]);
  });

  it('rolls a refused add back and says why; a refused remove puts the game back', async () => {
    const d = await signedIn([2]);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    await d.reject('addFavourite', full);
    expect(ids(d)).toEqual([2]);
    expect(d.paramsOf('notify')).toEqual([{ key: 'favourites.full', values: { limit: '500' } }]);
    d.actor.send({ type: 'favourite.toggle', game: table });
    expect(ids(d)).toEqual([]);
    await d.reject('removeFavourite', offline);
    expect(ids(d)).toEqual([2]);
    expect(d.paramsOf('notify')[1]).toEqual({ key: 'favourites.removeFailed' });
  });

  it('keeps the latest intent when a change fails with a later change to that game waiting', async () => {
    const d = await signedIn();
    d.actor.send({ type: 'favourite.toggle', game: slot });
    d.advance(FAVOURITE_THROTTLE_MS);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    d.advance(FAVOURITE_THROTTLE_MS);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    // add (in flight), remove cancelled by the last add: only the first call is ever made.
    expect(d.actor.getSnapshot().context.pending).toHaveLength(1);
    d.actor.send({ type: 'favourite.toggle', game: table });
    d.advance(FAVOURITE_THROTTLE_MS);
    d.actor.send({ type: 'favourite.toggle', game: table });
    d.actor.send({ type: 'favourite.toggle', game: slot });
    expect(d.actor.getSnapshot().context.pending.map((p) => `${p.kind} ${p.game.nodeId}`)).toEqual(['add 1', 'remove 1']);
    await d.reject('addFavourite', offline);
    // The failed add is superseded by the waiting remove: the local set already shows "not a favourite".
    expect(ids(d)).toEqual([]);
    expect(d.callsOf('removeFavourite')).toEqual([slot]);
    await d.resolve('removeFavourite', {});
    expect(d.actor.getSnapshot().matches({ signedIn: { ready: 'idle' } })).toBe(true);
  });

  it('says nothing of its own when the session is lost: the session actor signs out and says so', async () => {
    const d = await signedIn();
    d.actor.send({ type: 'favourite.toggle', game: slot });
    await d.reject('addFavourite', expired);
    expect(ids(d)).toEqual([]);
    expect(d.paramsOf('notify')).toEqual([]);
  });

  it('retries a failed load with growing pauses, then gives up until a heart or a reload asks again', async () => {
    const d = driveMachine(favouritesMachine);
    d.actor.send(as('member'));
    await d.reject('loadFavourites', offline);
    d.advance(backoffMs(1));
    await d.reject('loadFavourites', offline);
    d.advance(backoffMs(2) - 1);
    expect(d.callsOf('loadFavourites')).toHaveLength(2);
    d.advance(1);
    await d.reject('loadFavourites', offline);
    expect(d.actor.getSnapshot().hasTag('ui:unavailable')).toBe(true);
    expect(d.paramsOf('notify')).toEqual([{ key: 'favourites.loadFailed' }]);
    d.advance(60_000);
    expect(d.callsOf('loadFavourites')).toHaveLength(3);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    expect(d.callsOf('loadFavourites')).toHaveLength(4);
    await d.resolve('loadFavourites', [1]);
    expect(ids(d)).toEqual([1]);
  });

  it('opens the login popup for a visitor and asks a trial player to register; neither calls the server', () => {
    const d = driveMachine(favouritesMachine);
    d.actor.send({ type: 'favourite.toggle', game: slot });
    expect(d.actions.map((a) => a.name)).toEqual(['openLogin']);
    d.actor.send(as('trial', 9));
    d.actor.send({ type: 'favourite.add', game: slot });
    expect(d.paramsOf('notify')).toEqual([{ key: 'session.needRealAccount' }]);
    expect(d.calls).toEqual([]);
  });
});
