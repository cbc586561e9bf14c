// Favourites on the real pages (issue 40, src/machines/shared/site-map.ts): the hearts of two hot games on the home
// page (Super Empire, Magic Riches), as a visitor, a trial player and demo. Before each walk demo's other tab takes
// both off its list (the real calls), so the list the walk loads holds neither; the page's clock is stopped at the
// server's time so the second in which a heart ignores another press passes only when the walk lets it.
import { expect, type Page } from '@playwright/test';
import { favouritesMachine } from './favourites.machine.ts';
import type { FavouriteGame, FavouritesContext } from './favourites.types.ts';
import type { SiteMap, SiteWorld } from '../shared/site-map.ts';
import { installPageClock, letTimePass, stopPageClock } from '../shared/site-clock.ts';
import { routes } from '../../../contract/routes.ts';

const SUPER_EMPIRE: FavouriteGame = { nodeId: 10004, vendor: 'JL', gameType: 'RNG' };
const MAGIC_RICHES: FavouriteGame = { nodeId: 10101, vendor: 'JL', gameType: 'RNG' };
const GAMES = [SUPER_EMPIRE, MAGIC_RICHES];
const names = new Map([
  [SUPER_EMPIRE.nodeId, 'Super Empire'],
  [MAGIC_RICHES.nodeId, 'Magic Riches'],
]);

const card = (page: Page, nodeId: number) => page.getByRole('region', { name: 'Hot games' }).getByRole('article', { name: names.get(nodeId)!, exact: true });
const heart = (page: Page, nodeId: number) => card(page, nodeId).getByRole('button', { name: /^(Add to|Remove from) favourites$/ });
const context = (snapshot: { context: unknown }) => snapshot.context as FavouritesContext;

/** demo's other tab removes the walk's games from its favourites (the real call), so each walk starts from neither. */
async function neitherFavourite(page: Page, world: SiteWorld) {
  const token = (await world.ops('token', 'demo')).trim();
  for (const game of GAMES) {
    await page.request.delete(`${world.url}${routes.removeFavourite.path}?nodeId=${game.nodeId}`, {
      headers: { Merchant: 'playstate', Language: 'EN', Device: 'web', Authorization: token },
    });
  }
}

/** Every heart of the walk's games unmarked (nobody's list, or one the page could not load). */
const heartsUnmarked = async (page: Page) => {
  for (const game of GAMES) await expect(heart(page, game.nodeId)).toHaveAttribute('aria-pressed', 'false');
};

export const favouritesSite: SiteMap<typeof favouritesMachine> = {
  machine: favouritesMachine,
  name: 'favourites',
  announcements: 'quiet',
  input: undefined,
  open: {
    does: "with neither game on demo's list, open the home page as a visitor (its clock stopped at the server's time)",
    act: async (page, world) => {
      await neitherFavourite(page, world);
      await installPageClock(page, world);
      await page.goto(world.url);
      await expect(heart(page, SUPER_EMPIRE.nodeId)).toBeVisible();
      await stopPageClock(page);
    },
  },
  states: {
    switching: 'passing',
    visitor: {
      shows: 'the header\'s "Log in" and both hearts unmarked',
      check: async (page) => {
        await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
        await heartsUnmarked(page);
      },
    },
    trial: {
      shows: 'the trial account in the header and both hearts unmarked',
      check: async (page) => {
        await expect(page.getByTestId('account')).toContainText('trial');
        await heartsUnmarked(page);
      },
    },
    'signedIn.loading': 'passing',
    'signedIn.retrying': { shows: 'both hearts unmarked while the list is asked for again', check: heartsUnmarked },
    'signedIn.unavailable': { shows: 'both hearts unmarked: the list could not be loaded', check: heartsUnmarked },
    'signedIn.ready.idle': {
      shows: 'each heart pressed exactly when its game is on the list',
      check: async (page, state) => {
        for (const game of GAMES) await expect(heart(page, game.nodeId)).toHaveAttribute('aria-pressed', String(context(state).ids.includes(game.nodeId)));
      },
    },
    'signedIn.ready.adding': 'passing',
    'signedIn.ready.removing': 'passing',
  },
  events: [
    { type: 'session.changed', role: 'member', memberId: 1 },
    { type: 'session.changed', role: 'trial', memberId: 2 },
    { type: 'favourite.toggle', game: SUPER_EMPIRE },
    { type: 'favourite.toggle', game: MAGIC_RICHES },
    { type: 'favourite.cooled', nodeId: SUPER_EMPIRE.nodeId },
    { type: 'favourite.cooled', nodeId: MAGIC_RICHES.nodeId },
  ],
  actions: {
    'session.changed': {
      does: (e) => (e.role === 'trial' ? 'press "Free play"' : 'sign in as demo through "Log in"'),
      act: async (page, e) => {
        if (e.role === 'trial') return page.getByRole('button', { name: 'Free play' }).click();
        // The sign-in dialog's form loads while time runs (React shows it after a pause); no heart cools meanwhile.
        await page.clock.resume();
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        // A visitor's heart has opened the dialog already.
        if ((await dialog.count()) === 0) await page.getByRole('button', { name: 'Log in' }).first().click();
        await dialog.getByLabel('Username').fill('demo');
        await dialog.getByLabel('Password').fill('Demo1234');
        await dialog.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByTestId('account')).toContainText('demo');
        await stopPageClock(page);
      },
    },
    'favourite.toggle': {
      does: (e) => `press the heart of ${names.get(e.game.nodeId)}`,
      act: (page, e) => heart(page, e.game.nodeId).click(),
    },
    'favourite.cooled': { does: () => 'let a second pass', act: (page, _e, world) => letTimePass(page, world, 1_000) },
  },
  offered: {
    // A visitor becomes demo or a trial player with no dialog of another kind open; neither goes back on this walk.
    'session.changed': (snapshot) => context(snapshot).role === 'visitor' && !snapshot.matches('trial'),
    // A visitor's heart opens the sign-in dialog, which then covers the hearts.
    'favourite.toggle': (snapshot) => !snapshot.matches('visitor'),
    // A second passes for every cooling heart at once: the walk lets it pass while only the event's game cools.
    'favourite.cooled': (snapshot, e) => context(snapshot).cooling.length === 1 && context(snapshot).cooling[0] === e.nodeId,
  },
  world: {
    loadFavourites: () => ({ type: 'xstate.done.actor.loadFavourites', output: [] }),
    addFavourite: () => ({ type: 'xstate.done.actor.addFavourite', output: null }),
    removeFavourite: () => ({ type: 'xstate.done.actor.removeFavourite', output: null }),
  },
  contextKey: (c: FavouritesContext) => ({ role: c.role, ids: c.ids, pending: c.pending.length, cooling: c.cooling }),
};
