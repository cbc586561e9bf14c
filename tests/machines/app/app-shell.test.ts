// The shell's actors together, as the composition root links them: the session's word on who is signed in reaches
// the favourites and the game launcher, and each of them decides what it means. Effects are fakes; the machines
// and the link are the real ones.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { appMachine } from '../../../src/machines/app/app.machine.ts';
import { systemStatusMachine } from '../../../src/machines/system/system-status.machine.ts';
import { sessionMachine } from '../../../src/machines/session/session.machine.ts';
import { favouritesMachine } from '../../../src/machines/games/favourites.machine.ts';
import { createShellLink, relaySessionChanges } from '../../../src/ui/app/shell-link.ts';
import type { MemberInfo } from '../../../contract/account/member.ts';
import { memberOfType, normalStatus } from '../../../src/flows/models/samples.ts';
import { settle } from '../../../src/flows/model/drive-machine.ts';

const PLAYER = 0;
const AGENT = 1;

/** The shell started with a stored token, each token standing for one member; favourites per member id. */
function startShell(members: Record<string, MemberInfo>, favourites: Record<number, number[]>) {
  const loads: number[] = [];
  /** The member whose info the session got last. */
  let current = 0;
  const link = createShellLink();
  const root = createActor(
    appMachine.provide({
      actors: {
        systemStatus: systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(async () => normalStatus) } }),
        session: sessionMachine.provide({
          actors: {
            loadMemberInfo: fromPromise(async ({ input }) => {
              const member = members[input.token]!;
              current = member.id;
              return member;
            }),
            logout: fromPromise<void, { token: string }>(async () => {}),
          },
          actions: { persistToken: () => {}, clearSession: () => {}, navigate: () => {} },
        }),
        favourites: favouritesMachine.provide({
          actors: {
            // The favourites of whoever the session holds now: a list loaded for the wrong member shows here.
            loadFavourites: fromPromise(async () => {
              loads.push(current);
              return favourites[current] ?? [];
            }),
          },
        }),
      },
    }),
    { input: { token: 'first-token' }, clock: new SimulatedClock() },
  );
  link.attach(root);
  root.start();
  const children = root.getSnapshot().children;
  relaySessionChanges(children.session!, link.tell);
  return {
    root,
    loads,
    session: children.session!,
    favouriteIds: () => children.favourites!.getSnapshot().context.ids,
    launchRole: () => children.gameLaunch!.getSnapshot().context.role,
  };
}

describe('the shell actors, linked as the composition root links them', () => {
  const members = { 'first-token': { ...memberOfType(PLAYER), id: 1 }, 'second-token': { ...memberOfType(PLAYER), id: 2 }, 'agent-token': memberOfType(AGENT) };

  it("loads the signed-in member's favourites, keeps them over a reload, and starts over for another member", async () => {
    const shell = startShell(members, { 1: [11], 2: [22] });
    await settle();
    expect(shell.favouriteIds()).toEqual([11]);
    expect(shell.launchRole()).toBe('member');

    // A profile change reloads the member info: the same member, so the list is neither dropped nor asked again.
    shell.session.send({ type: 'session.reload' });
    await settle();
    expect(shell.loads).toEqual([1]);

    // Another member signs in over the first: the first one's list is gone, the second one's is loaded.
    shell.session.send({ type: 'session.signedIn', token: 'second-token' });
    await settle();
    expect(shell.loads).toEqual([1, 2]);
    expect(shell.favouriteIds()).toEqual([22]);
    shell.root.stop();
  });

  it('forgets the favourites and tells the launcher on sign-out; an agent is an agent to both', async () => {
    const shell = startShell(members, { 1: [11], 1001: [5] });
    await settle();
    shell.session.send({ type: 'session.logout' });
    await settle();
    expect(shell.favouriteIds()).toEqual([]);
    expect(shell.launchRole()).toBe('visitor');

    shell.session.send({ type: 'session.signedIn', token: 'agent-token' });
    await settle();
    expect(shell.launchRole()).toBe('agent');
    expect(shell.favouriteIds()).toEqual([5]);
    shell.root.stop();
  });
});
