// The raffle countdown on the real pages (issue 40, src/machines/shared/site-map.ts): the card "Hourly lucky draw" of
// down01's reward centre. Each walk starts before a draw (past the claim window of one that is open or claimed), with
// the page's clock at the server's time. The world lets the time to the draw pass (the countdown ends, Claim opens),
// and then the claim window's half hour (the draw ends unclaimed, or the prize stays with "Next draw").
//
// The actor counts seconds; the walk does not. The world's answer says the draw is a second away and its window two,
// so one tick opens it and one more ends it, and each tick on the page is the whole wait the page shows: the
// server's clock moves first, by the whole minutes that cover it, then the page's.
import { expect, type Page } from '@playwright/test';
import { raffleCountdownMachine } from './raffle-countdown.machine.ts';
import type { RaffleCountdownContext } from './raffle-countdown.types.ts';
import type { SiteMap, SiteWorld } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { installPageClock } from '../shared/site-clock.ts';
import { paths } from '../../domain/paths.ts';

const ACCOUNT = 'down01';
const TITLE = 'Hourly lucky draw';

const card = (page: Page) => page.getByRole('article', { name: TITLE });
const claim = (page: Page) => card(page).getByRole('button', { name: english('raffle.claimLabel', { title: TITLE }), exact: true });
const result = (page: Page) => card(page).getByTestId('raffle-result');
const context = (snapshot: { context: unknown }) => snapshot.context as RaffleCountdownContext;

/** Milliseconds in a clock text of the page (m:ss or h:mm:ss). */
const clockMs = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0) * 1000;

/** The time the card counts down (to the draw, or to the end of its claim window) and a second more, passed. */
async function letTheWaitPass(page: Page, world: SiteWorld) {
  const countdown = card(page).getByTestId('raffle-countdown');
  const text =
    (await countdown.count()) > 0 ? await countdown.textContent() : /(\d[\d:]*)$/.exec((await card(page).getByTestId('raffle-tip').textContent()) ?? '')?.[1];
  if (!text) throw new Error('the card shows no countdown to wait for');
  const ms = clockMs(text) + 1_000;
  await world.ops('clock', 'advance', String(Math.ceil(ms / 60_000)));
  await page.clock.runFor(ms);
}

/** Before the hourly draw: a draw open or claimed is let run out, so the next is still to come. */
async function beforeTheDraw(world: SiteWorld, token: string) {
  const { list } = await world.call(token, 'raffleStatus');
  const hourly = list.find((draw) => draw.title === TITLE);
  if (!hourly) throw new Error(`no ${TITLE} in the demo's raffles`);
  if (hourly.hasStarted) await world.ops('clock', 'advance', String(Math.ceil(hourly.due / 60) + 1));
}

export const raffleCountdownSite: SiteMap<typeof raffleCountdownMachine> = {
  machine: raffleCountdownMachine,
  name: 'raffleCountdown',
  announcements: 'quiet',
  input: { raffleId: 0 },
  open: {
    does: `before the next hourly draw, with its session reminder off, open ${ACCOUNT}'s reward centre signed in (the page's clock at the server's time)`,
    act: async (page, world) => {
      const token = (await world.ops('token', ACCOUNT)).trim();
      // The session reminder's walk may have left one on, which the half hours passed here would bring up.
      await world.call(token, 'setReminder', { minutes: null });
      await beforeTheDraw(world, token);
      await installPageClock(page, world);
      await page.goto(`${world.url}${paths.memberPage('rewardCenter')}&token=${encodeURIComponent(token)}`);
    },
  },
  states: {
    loading: 'passing',
    routing: 'passing',
    none: { shows: 'that no draw is to come', check: (page) => expect(card(page).getByText(english('raffle.noDraw'))).toBeVisible() },
    failed: { shows: '"Try again"', check: (page) => expect(card(page).getByRole('button', { name: 'Try again' })).toBeVisible() },
    waiting: {
      shows: 'the countdown to the draw, and Claim locked',
      check: async (page) => {
        await expect(card(page).getByTestId('raffle-countdown')).toHaveText(/^\d[\d:]*$/);
        await expect(card(page).getByRole('button', { name: english('raffle.claimLocked', { title: TITLE }) })).toBeDisabled();
      },
    },
    open: {
      shows: '"Claim within" the window\'s time, and Claim enabled',
      check: async (page) => {
        await expect(card(page).getByTestId('raffle-tip')).toHaveText(/^Claim within \d[\d:]*$/);
        await expect(claim(page)).toBeEnabled();
      },
    },
    claiming: 'passing',
    claimed: {
      shows: 'the prize won, and the time the window still has',
      check: async (page) => {
        await expect(result(page)).toHaveText(/^You won /);
        await expect(card(page).getByTestId('raffle-tip')).toHaveText(/^Claim window closes in \d[\d:]*$/);
      },
    },
    claimedOver: {
      shows: 'the prize won and "Next draw"',
      check: async (page) => {
        await expect(result(page)).toHaveText(/^You won /);
        await expect(card(page).getByRole('button', { name: 'Next draw' })).toBeVisible();
      },
    },
    ended: { shows: 'that the draw has ended', check: (page) => expect(card(page).getByText(english('raffle.ended'))).toBeVisible() },
  },
  events: [{ type: 'raffle.claim' }, { type: 'raffle.reload' }],
  actions: {
    'raffle.claim': { does: () => `press "Claim" on "${TITLE}"`, act: (page) => claim(page).click() },
    'raffle.reload': { does: () => 'press "Next draw"', act: (page) => card(page).getByRole('button', { name: 'Next draw' }).click() },
  },
  offered: {
    // "Next draw" is the only way to read again that the page offers here (none and failed are not walked).
    'raffle.reload': (snapshot) => snapshot.matches('claimedOver'),
  },
  world: {
    loadStatus: (snapshot) => ({
      type: 'xstate.done.actor.loadStatus',
      output: {
        latencyMs: 0,
        status: {
          ...{ raffleId: context(snapshot).raffleId, promotionId: null, title: TITLE, raffleScheduleId: 0, drawAt: '', claimUntil: '' },
          ...{ isClaimed: false, hasStarted: false, hasEnded: false, time: 1, due: 2, prizes: [], conditions: [], result: null },
        },
      },
    }),
    claimRaffle: () => ({ type: 'xstate.done.actor.claimRaffle', output: { type: 'MONEY', value: 8.88, ticket: null, claimedAt: '' } }),
  },
  timers: {
    tick: { does: 'let the time the card counts down pass', act: letTheWaitPass, deadline: true },
  },
  contextKey: (c: RaffleCountdownContext) => ({ toDraw: c.toDraw, toEnd: c.toEnd, claimed: c.result !== null }),
};
