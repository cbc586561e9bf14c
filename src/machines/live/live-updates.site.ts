// Live updates on the real pages (issue 40, src/machines/shared/site-map.ts): a new member's page follows the server
// without a reload. The operator gives the member a reward (`npm run ops -- reward issue`) and the header's unclaimed
// count shows it; the connection drops (the browser goes offline) and the header says live updates are paused; the
// connection comes back, the pause before the next try passes on the page's clock, and the notice goes. Not walked: a
// stream the server ends (a draining instance), the 15 s without an answer, and a refused session: the actor's own
// paths walk them (`npm run paths -- liveUpdates`).
import { expect, type Page } from '@playwright/test';
import { liveUpdatesMachine } from './live-updates.machine.ts';
import { POLL_MS, type LiveUpdatesContext } from './live-updates.types.ts';
import type { SiteMap, SiteWorld } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { newMember } from '../shared/site-member.ts';
import { installPageClock, letTimePass, stopPageClock } from '../shared/site-clock.ts';
import { unclaimedCount } from '../../domain/user-menu.ts';

/** The walk's member and world, for the checks (which are given the page only). */
const walker = new WeakMap<Page, { world: SiteWorld; token: string; account: string }>();
const context = (snapshot: { context: unknown }) => snapshot.context as LiveUpdatesContext;
const notice = (page: Page) => page.getByRole('status').filter({ hasText: english('userMenu.livePaused') });

export const liveUpdatesSite: SiteMap<typeof liveUpdatesMachine> = {
  machine: liveUpdatesMachine,
  name: 'liveUpdates',
  announcements: 'quiet',
  input: undefined,
  open: {
    does: "register a new member and open the home page signed in as it (the page's clock at the server's time)",
    act: async (page, world) => {
      const { account, token } = await newMember(world, 'live');
      walker.set(page, { world, token, account });
      await installPageClock(page, world);
      await page.goto(`${world.url}/?token=${encodeURIComponent(token)}`);
      await expect(page.getByTestId('account')).toBeVisible();
      await stopPageClock(page);
      // A mark on this document: a reload would lose it.
      await page.evaluate(() => Object.assign(globalThis, { __walk: true }));
    },
  },
  states: {
    'linked.connecting': 'passing',
    'linked.open': {
      shows: "the header's unclaimed count as the server's, without a reload, and no word of a pause",
      check: async (page) => {
        const { world, token } = walker.get(page)!;
        await expect(notice(page)).toHaveCount(0);
        const count = unclaimedCount(await world.call(token, 'memberInfo'));
        if (count > 0) await expect(page.getByTestId('unclaimed')).toHaveText(new RegExp(`^${count}\\b`));
        else await expect(page.getByTestId('unclaimed')).toHaveCount(0);
        expect(await page.evaluate(() => (globalThis as { __walk?: boolean }).__walk)).toBe(true);
      },
    },
    down: { shows: `"${english('userMenu.livePaused')}"`, check: (page) => expect(notice(page)).toBeVisible() },
    ended: { shows: 'the signed-out header', check: (page) => expect(page.getByRole('button', { name: 'Log in' })).toBeVisible() },
  },
  events: [
    { type: 'live.event', event: { id: 'walk', kind: 'rewards', data: {} } },
    { type: 'xstate.error.actor.stream', error: new TypeError('network error') },
  ],
  actions: {
    // The world's answer to the stream asked for (below): nothing to do but wait for it.
    'live.opened': { does: () => 'the server opens the stream', act: async () => {} },
    'live.event': {
      does: () => 'the operator gives the member a reward',
      act: async (page, _, world) => {
        await world.ops('reward', 'issue', walker.get(page)!.account, '5', '--title', 'Live walk');
      },
    },
    'xstate.error.actor.stream': {
      does: () => 'the connection drops (the browser goes offline)',
      act: (page) => page.context().setOffline(true),
    },
  },
  offered: {
    // The stream is open: what the world sends it, or its loss.
    'live.event': (snapshot) => snapshot.matches({ linked: 'open' }),
    'xstate.error.actor.stream': (snapshot) => snapshot.matches({ linked: 'open' }),
  },
  world: {
    // The server answers an asked-for stream at once; an open one says nothing of itself.
    stream: (snapshot) => (snapshot.matches({ linked: 'connecting' }) ? { type: 'live.opened' } : null),
  },
  timers: {
    waitStep: {
      does: 'the connection comes back, and the pause before the next try passes',
      act: async (page, world, from) => {
        await page.context().setOffline(false);
        await letTimePass(page, world, Math.min(context(from).waitLeft, POLL_MS));
      },
    },
    connectTimeout: {
      does: 'the server does not answer the stream within 15 s',
      act: (page, world) => letTimePass(page, world, 15_000),
      outrun: true,
    },
  },
  // The open stream before and after an event reached the page.
  statesKey: (c: LiveUpdatesContext) => c.lastEventId !== null,
  contextKey: (c: LiveUpdatesContext) => ({ seen: c.lastEventId !== null, attempts: c.attempts, waitLeft: c.waitLeft }),
};
