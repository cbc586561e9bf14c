// The sms countdown on the real pages (issue 40, src/machines/shared/site-map.ts): the send-code button of the
// sign-in dialog's "Mobile number" tab. The page's clock is stopped at the server's time and moved on a second per
// timer (site-clock.ts), the server's clock with it, so the countdown shows the seconds the machine counts. A send
// is refused, as the server does, for a number that was sent a code less than a minute ago: the walk has another tab
// ask for one first.
import { expect, type Page } from '@playwright/test';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import { phoneRequest, type SmsCountdownContext, type SmsRequest } from './sms-countdown.types.ts';
import { invokedInput, type SiteMap, type SiteWorld } from '../shared/site-map.ts';
import { installPageClock, letTimePass, stopPageClock } from '../shared/site-clock.ts';

/** A number nobody asked a code for on this walk (the server's minute per number has passed before each path). */
const FRESH: SmsRequest = { mobileNum: '0917 123 4567', countryDialingCode: '63' };
/** A number another tab has just asked a code for: the server refuses a second within the minute. */
const BUSY: SmsRequest = { mobileNum: '0918 555 0101', countryDialingCode: '63' };

const signIn = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const failure = (page: Page) => page.getByRole('dialog', { name: 'The code was not sent' });
const sendButton = (page: Page) => signIn(page).getByRole('button', { name: 'Send code' });

/** The failed send's dialog with the server's reason while the machine holds one, else none. */
async function failureShown(page: Page, error: string | null) {
  if (error === null) return expect(failure(page)).toHaveCount(0);
  await expect(failure(page).getByRole('alert')).toHaveText('Too many requests, please try again after 5 minutes');
}

/** Another tab of the browser asks for a code for the number (the call the page makes), so the server's minute for it starts now. */
async function askedElsewhere(world: SiteWorld, request: SmsRequest) {
  await world.call('', 'sendLoginCode', request);
}

const sentTo = (snapshot: Parameters<typeof invokedInput>[0]) => (invokedInput(snapshot, 'sendCode') as SmsRequest | undefined)?.mobileNum;

export const smsCountdownSite: SiteMap<typeof smsCountdownMachine> = {
  machine: smsCountdownMachine,
  name: 'smsCountdown',
  announcements: 'quiet',
  input: { compensateLatency: false },
  open: {
    does: 'open the home page (its clock stopped at the server\'s time), press "Log in" and choose the "Mobile number" tab',
    act: async (page, world) => {
      await installPageClock(page, world);
      await page.goto(world.url);
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await signIn(page).getByRole('tab', { name: 'Mobile number' }).click();
      await expect(sendButton(page)).toBeVisible();
      await stopPageClock(page);
    },
  },
  states: {
    idle: {
      shows: '"Send code" enabled, and the failed send\'s dialog while it has not been confirmed',
      check: async (page, state) => {
        await expect(sendButton(page)).toBeEnabled();
        await failureShown(page, (state.context as SmsCountdownContext).error);
      },
    },
    sending: 'passing',
    throttled: {
      shows: '"Send code" disabled, with the dialog "The code was not sent" giving the server\'s reason',
      check: async (page, state) => {
        await failureShown(page, (state.context as SmsCountdownContext).error);
        await expect(sendButton(page)).toBeDisabled();
      },
    },
    counting: {
      shows: 'the button disabled, reading "Resend in <seconds left> s"',
      check: (page, state) =>
        expect(signIn(page).getByRole('button', { name: `Resend in ${(state.context as SmsCountdownContext).remaining} s`, exact: true })).toBeDisabled(),
    },
  },
  events: [{ type: 'sms.send', request: FRESH }, { type: 'sms.send', request: BUSY }, { type: 'sms.dismiss' }],
  actions: {
    'sms.send': {
      does: (e) =>
        (phoneRequest(e.request).mobileNum === BUSY.mobileNum ? `have another tab ask a code for ${BUSY.mobileNum}, then ` : '') +
        `type "${phoneRequest(e.request).mobileNum}" as the mobile number and press "Send code"`,
      act: async (page, e, world) => {
        const request = phoneRequest(e.request);
        await signIn(page)
          .getByRole('textbox', { name: /^Mobile number/ })
          .fill(request.mobileNum);
        if (request.mobileNum === BUSY.mobileNum) await askedElsewhere(world, request);
        await sendButton(page).click();
      },
    },
    'sms.dismiss': { does: () => 'press "OK" in "The code was not sent"', act: (page) => failure(page).getByRole('button', { name: 'OK' }).click() },
  },
  // The failed send's dialog is modal: the button behind it can be pressed only once it is confirmed.
  offered: {
    'sms.send': (snapshot) => (snapshot.context as SmsCountdownContext).error === null,
    'sms.dismiss': (snapshot) => (snapshot.context as SmsCountdownContext).error !== null,
  },
  world: {
    sendCode: (snapshot) =>
      sentTo(snapshot) === BUSY.mobileNum
        ? {
            type: 'xstate.error.actor.sendCode',
            error: Object.assign(new Error('TOO_MANY_REQUESTS'), {
              errorCode: 'TOO_MANY_REQUESTS',
              message: 'Too many requests, please try again after 5 minutes',
            }),
          }
        : { type: 'xstate.done.actor.sendCode', output: { expiredMinutes: 5, latencyMs: 0 } },
  },
  timers: {
    tick: { does: 'let a second pass', act: (page, world) => letTimePass(page, world, 1_000) },
    throttle: { does: 'let a second pass', act: (page, world) => letTimePass(page, world, 1_000) },
  },
  snapshotKey: sentTo,
  // A failure shows until confirmed: the idle state after one looks unlike the first.
  statesKey: (c: SmsCountdownContext) => ({ error: c.error !== null }),
  contextKey: (c: SmsCountdownContext) => ({ remaining: c.remaining, error: c.error }),
};
