// Game launch on the real pages (issue 40, src/machines/shared/site-map.ts): the home page's hot games and the PVP
// page's V8 Poker lobby, as a visitor, as the trial player "Free play" makes, and as demo. The operator has put Magic
// Riches under maintenance for the walk (`game maintenance on`), so its start is refused as the server refuses it.
import { expect, type Page } from '@playwright/test';
import { gameLaunchMachine } from './game-launch.machine.ts';
import type { GameLaunchContext } from './game-launch.types.ts';
import type { LaunchGame } from '../../domain/game-launch.ts';
import type { SiteMap } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';

/** Games of the demo catalogue (server/catalogue/seed.ts): the first two hot games, and V8's lobby and one of its games. */
const SUPER_EMPIRE: LaunchGame = { nodeId: 10004, vassalage: 'JL', gameCode: 'JL_RNG_0004', gameType: 'RNG', isGame: 'GAME' };
const MAGIC_RICHES: LaunchGame = { nodeId: 10101, vassalage: 'JL', gameCode: 'JL_RNG_0101', gameType: 'RNG', isGame: 'GAME' };
const V8_LOBBY: LaunchGame = { nodeId: 20339, vassalage: 'V8', gameCode: 'V8_PVP_0001', gameType: 'PVP', isGame: 'VASSALAGE' };
const PUSOY: LaunchGame = { nodeId: 20340, vassalage: 'V8', gameCode: 'V8_PVP_0002', gameType: 'PVP', isGame: 'GAME' };
const names = new Map<unknown, string>([
  [SUPER_EMPIRE.nodeId, 'Super Empire'],
  [MAGIC_RICHES.nodeId, 'Magic Riches'],
  [V8_LOBBY.nodeId, 'V8 Poker Lobby'],
  [PUSOY.nodeId, 'Pusoy'],
]);
const nameOf = (game: LaunchGame) => names.get(game.nodeId)!;

const trialDialog = (page: Page) => page.getByRole('dialog', { name: 'Real account needed' });
const failedDialog = (page: Page) => page.getByRole('dialog', { name: 'The game could not start' });
const providerList = (page: Page, provider: string) => page.getByRole('dialog', { name: `${provider} games` });
const hotGame = (page: Page, game: LaunchGame) => page.getByRole('region', { name: 'Hot games' }).getByRole('article', { name: nameOf(game), exact: true });

const context = (snapshot: { context: unknown }) => snapshot.context as GameLaunchContext;

export const gameLaunchSite: SiteMap<typeof gameLaunchMachine> = {
  machine: gameLaunchMachine,
  name: 'gameLaunch',
  announcements: 'quiet',
  input: undefined,
  open: {
    does: 'with Magic Riches under maintenance, open the home page as a visitor',
    act: async (page, world) => {
      await world.ops('game', 'maintenance', 'on', String(MAGIC_RICHES.nodeId));
      await page.goto(world.url);
    },
  },
  states: {
    idle: {
      shows: 'no launch dialog: no "Real account needed", no provider list, no "The game could not start"',
      check: async (page) => {
        await expect(trialDialog(page)).toHaveCount(0);
        await expect(failedDialog(page)).toHaveCount(0);
        await expect(providerList(page, V8_LOBBY.vassalage)).toHaveCount(0);
      },
    },
    startingFreeTrial: 'passing',
    deciding: 'passing',
    starting: 'passing',
    trialBlocked: {
      shows: 'the dialog "Real account needed" saying a trial account cannot play',
      check: (page) => expect(trialDialog(page).getByRole('alert')).toHaveText(english('launch.needRealAccount')),
    },
    vassalageList: {
      shows: "the provider's games in a dialog, without its lobby",
      check: async (page, state) => {
        const list = providerList(page, context(state).game!.vassalage);
        await expect(list.getByRole('article', { name: nameOf(PUSOY), exact: true })).toBeVisible();
        await expect(list.getByRole('article', { name: nameOf(V8_LOBBY) })).toHaveCount(0);
      },
    },
    failed: {
      shows: 'the dialog "The game could not start" with the server\'s reason',
      check: (page, state) => expect(failedDialog(page).getByRole('alert')).toHaveText(english(context(state).error!)),
    },
  },
  events: [
    { type: 'session.changed', role: 'member', memberId: 1 },
    { type: 'session.changed', role: 'trial', memberId: 2 },
    { type: 'game.launch', game: SUPER_EMPIRE },
    { type: 'game.launch', game: MAGIC_RICHES },
    { type: 'game.launch', game: V8_LOBBY },
    { type: 'game.launch', game: PUSOY },
    { type: 'game.try', game: SUPER_EMPIRE },
    { type: 'launch.dismiss' },
  ],
  actions: {
    'session.changed': {
      does: (e) => (e.role === 'trial' ? 'press "Free play"' : 'sign in as demo through "Log in"'),
      act: async (page, e) => {
        if (e.role === 'trial') {
          await page.getByRole('button', { name: 'Free play' }).click();
          return expect(page.getByTestId('account')).toContainText('trial');
        }
        await page.getByRole('button', { name: 'Log in' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Log in' });
        await dialog.getByLabel('Username').fill('demo');
        await dialog.getByLabel('Password').fill('Demo1234');
        await dialog.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByTestId('account')).toContainText('demo');
      },
    },
    'game.launch': {
      does: (e) =>
        e.game.nodeId === PUSOY.nodeId
          ? `press "Start game" on ${nameOf(e.game)} in the list`
          : e.game.nodeId === V8_LOBBY.nodeId
            ? 'open /pvp, choose "V8 Poker" and press "Start game" on its lobby'
            : `press "Start game" on ${nameOf(e.game)} in the hot games`,
      act: async (page, e, world) => {
        if (e.game.nodeId === PUSOY.nodeId)
          return providerList(page, PUSOY.vassalage)
            .getByRole('article', { name: nameOf(PUSOY), exact: true })
            .getByRole('button', { name: 'Start game' })
            .click();
        if (e.game.nodeId === V8_LOBBY.nodeId) {
          await page.goto(`${world.url}/pvp`);
          await page.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'V8 Poker' }).click();
          return page
            .getByRole('article', { name: nameOf(V8_LOBBY) })
            .getByRole('button', { name: 'Start game' })
            .click();
        }
        await hotGame(page, e.game).getByRole('button', { name: 'Start game' }).click();
      },
    },
    'game.try': {
      does: (e) => `press "Free trial" on ${nameOf(e.game)} in the hot games`,
      act: (page, e) => hotGame(page, e.game).getByRole('button', { name: 'Free trial' }).click(),
    },
    'launch.dismiss': {
      does: () => 'confirm or close the dialog',
      act: async (page) => {
        const dialog = page.getByRole('dialog');
        await dialog
          .getByRole('button', { name: /^(I understand|OK|Close)$/ })
          .first()
          .click();
      },
    },
  },
  offered: {
    // A visitor becomes a member or a trial player on the home page with nothing open; neither goes back on this walk.
    'session.changed': (snapshot) => snapshot.matches('idle') && context(snapshot).role === 'visitor',
    // The hot games and the lobby are on the pages behind no dialog; Pusoy only in its provider's list.
    'game.launch': (snapshot, e) => (e.game.nodeId === PUSOY.nodeId) === snapshot.matches('vassalageList'),
    'game.try': (snapshot) => snapshot.matches('idle'),
  },
  world: {
    launchGame: (snapshot) =>
      context(snapshot).game?.nodeId === MAGIC_RICHES.nodeId
        ? {
            type: 'xstate.error.actor.launchGame',
            error: Object.assign(new Error('game.maintenance'), { errorCode: 'game.maintenance', message: 'Game maintenance' }),
          }
        : { type: 'xstate.done.actor.launchGame', output: { url: '/seamless' } },
    launchFreeTrial: () => ({ type: 'xstate.done.actor.launchFreeTrial', output: { url: '/seamless' } }),
  },
  contextKey: (c: GameLaunchContext) => ({ role: c.role, game: c.game?.nodeId ?? null, error: c.error }),
};
