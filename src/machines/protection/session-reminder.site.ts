// The session reminder on the real pages (issue 40, src/machines/shared/site-map.ts): down01 on its responsible gaming
// page chooses an interval under "Remind me every"; once it has passed on the page's clock the dialog "Time for a
// check" shows the time played and the result, with Continue and Sign out. Each walk starts with the reminder off
// (a walk before may have chosen one). The page's clock starts at the server's time and is moved on by the walk; the
// server's stays, as a member's minutes of play need no call.
import { expect, type Page } from '@playwright/test';
import { sessionReminderMachine } from './session-reminder.machine.ts';
import type { SessionReminderContext } from './session-reminder.types.ts';
import type { SiteMap } from '../shared/site-map.ts';
import { installPageClock } from '../shared/site-clock.ts';

const ACCOUNT = 'down01';
const INTERVAL = 15;

const setting = (page: Page) => page.getByLabel('Remind me every');
const reminder = (page: Page) => page.getByRole('dialog', { name: 'Time for a check' });
const optionOf = (minutes: number | null) => (minutes === null ? 'Off' : `${minutes} minutes`);
const context = (snapshot: { context: unknown }) => snapshot.context as SessionReminderContext;

/** The setting reads the interval and no reminder is on the page. */
async function settingShows(page: Page, minutes: number | null) {
  await expect(setting(page)).toHaveValue(minutes === null ? '' : String(minutes));
  await expect(reminder(page)).toHaveCount(0);
}

export const sessionReminderSite: SiteMap<typeof sessionReminderMachine> = {
  machine: sessionReminderMachine,
  name: 'sessionReminder',
  announcements: 'quiet',
  input: { minutes: null, signedInAt: 0, now: () => 0 },
  open: {
    does: `with ${ACCOUNT}'s reminder off, open its responsible gaming page signed in (the page's clock at the server's time)`,
    act: async (page, world) => {
      const token = (await world.ops('token', ACCOUNT)).trim();
      await world.call(token, 'setReminder', { minutes: null });
      await installPageClock(page, world);
      await page.goto(`${world.url}/member?page=responsibleGaming&token=${encodeURIComponent(token)}`);
      await expect(setting(page)).toBeEnabled();
    },
  },
  states: {
    'active.choosing': 'passing',
    'active.off': { shows: '"Remind me every" reading "Off", and no reminder', check: (page) => settingShows(page, null) },
    'active.waiting': {
      shows: '"Remind me every" reading the interval chosen, and no reminder yet',
      check: (page, state) => settingShows(page, context(state).minutes),
    },
    'active.loading': 'passing',
    'active.showing': {
      shows: 'the dialog "Time for a check" with the minutes played and the result, "Continue playing" and "Sign out"',
      check: async (page) => {
        await expect(reminder(page).getByTestId('reminder-body')).toHaveText(
          /^You have played for \d+ minutes?\. Your result this session: (₱0\.00|[+−]₱[\d,]+\.\d\d)\.$/,
        );
        await expect(reminder(page).getByRole('button', { name: 'Continue playing' })).toBeVisible();
      },
    },
    signedOut: {
      shows: 'the header\'s "Log in" and no reminder',
      check: async (page) => {
        await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
        await expect(reminder(page)).toHaveCount(0);
      },
    },
  },
  events: [
    { type: 'reminder.configure', minutes: INTERVAL },
    { type: 'reminder.configure', minutes: null },
    { type: 'reminder.continue' },
    { type: 'reminder.signOut' },
  ],
  actions: {
    'reminder.configure': {
      does: (e) => `choose "${optionOf(e.minutes)}" under "Remind me every"`,
      act: (page, e) =>
        setting(page)
          .selectOption({ label: optionOf(e.minutes) })
          .then(() => undefined),
    },
    'reminder.continue': { does: () => 'press "Continue playing"', act: (page) => reminder(page).getByRole('button', { name: 'Continue playing' }).click() },
    'reminder.signOut': { does: () => 'press "Sign out" in the reminder', act: (page) => reminder(page).getByRole('button', { name: 'Sign out' }).click() },
  },
  offered: {
    // The reminder is modal: the setting behind it waits. Choosing what it reads already sends nothing.
    'reminder.configure': (snapshot, e) => !snapshot.matches({ active: 'showing' }) && context(snapshot).minutes !== e.minutes,
  },
  world: {
    loadSummary: () => ({ type: 'xstate.done.actor.loadSummary', output: { signedInAt: new Date(0).toISOString(), net: 0, bets: 0, wins: 0 } }),
  },
  timers: {
    untilDue: {
      does: `let ${INTERVAL} minutes pass`,
      // The reminder arms once the setting is saved, the session's start is read and the dialog's code has loaded,
      // which takes real time: the page's clock moves a minute at a time until the reminder shows, never past it.
      act: (page) =>
        expect(async () => {
          await page.clock.runFor(60_000);
          await expect(reminder(page)).toBeVisible({ timeout: 100 });
        }).toPass({ intervals: [50], timeout: 30_000 }),
    },
  },
  contextKey: (c: SessionReminderContext) => ({ minutes: c.minutes }),
};
