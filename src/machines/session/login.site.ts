// The login machine on the real pages (issue 40, src/flows/site/site-map.ts): the sign-in popup a visitor opens with
// "Log in", in English. The walk signs in as demo, fails with a wrong password, and answers the captcha that a
// failure brings, as a tester reads it from the demo server; the sms tab and the second step are other journeys.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from './login.machine.ts';
import type { LoginContext } from './login.types.ts';
import type { SiteMap } from '../shared/site-map.ts';

const DEMO = { username: 'demo', password: 'Demo1234' };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const captchaImage = (page: Page) => dialog(page).getByRole('img', { name: 'Captcha image' });
const fieldLabel = { username: 'Username', password: 'Password' } as const;

/** A check of the captcha, which goes with the dialog once the member is signed in. */
const whileOpen = (check: (page: Page) => Promise<void>) => async (page: Page, state: AnyMachineSnapshot) => {
  if (!state.matches({ form: 'done' })) await check(page);
};

/** What the demo server answers a sign-in: the demo password passes (with the captcha answered when asked), any other fails. */
function signInAnswer(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as LoginContext;
  const right = c.username.trim() === DEMO.username && c.password === DEMO.password && (!c.captchaRequired || c.captcha !== '');
  if (right) return { type: 'xstate.done.actor.login', output: { token: 'site', firstTimeLogin: false, passwordExpired: false, type: 0 } };
  const error = Object.assign(new Error('login.failed'), { errorCode: 'login.failed', message: 'Incorrect username or password', value: { captcha: true } });
  return { type: 'xstate.error.actor.login', error };
}

export const loginSite: SiteMap<typeof loginMachine> = {
  machine: loginMachine,
  name: 'login',
  announcements: 'quiet',
  input: { origin: 'popup', passwordExpiryPolicy: false, tabs: { username: true, sms: true }, rememberedUsername: null },
  open: {
    does: 'open the home page and press "Log in"',
    act: async (page, world) => {
      await page.goto(world.url);
      await page.getByRole('button', { name: 'Log in' }).first().click();
    },
  },
  states: {
    'form.editing': {
      shows: 'the "Log in" dialog with its username field, and an alert when the form has something to say',
      check: async (page, state) => {
        await expect(dialog(page).getByLabel('Username')).toBeVisible();
        if ((state.context as LoginContext).error) await expect(dialog(page).getByRole('alert')).toBeVisible();
      },
    },
    'form.checkingSms': 'passing',
    'form.submitting': 'passing',
    'form.verifying': {
      shows: 'the second step: the verification field',
      check: (page) => expect(dialog(page).getByRole('textbox', { name: /verification|account name/i })).toBeVisible(),
    },
    'form.done': {
      shows: 'no dialog, and the header naming the signed-in account',
      check: async (page) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('account')).toContainText(DEMO.username);
      },
    },
    'captcha.hidden': { shows: 'no captcha image', check: (page) => expect(captchaImage(page)).toHaveCount(0) },
    'captcha.loading': 'passing',
    'captcha.coolingDown': { shows: 'the captcha image, while the dialog is open', check: whileOpen((page) => expect(captchaImage(page)).toBeVisible()) },
    'captcha.ready': {
      shows: 'the captcha image with "Show another captcha image" enabled, while the dialog is open',
      check: whileOpen((page) => expect(dialog(page).getByRole('button', { name: 'Show another captcha image' })).toBeEnabled()),
    },
  },
  events: [
    { type: 'field.change', field: 'username', value: DEMO.username },
    { type: 'field.change', field: 'password', value: DEMO.password },
    { type: 'field.change', field: 'password', value: 'not-the-password' },
    // The value stands for the image's answer, which the action reads when it types.
    { type: 'field.change', field: 'captcha', value: 'answer' },
    { type: 'login.submit' },
    { type: 'captcha.refresh' },
  ],
  actions: {
    'field.change': {
      does: (e) => (e.field === 'captcha' ? "type the captcha image's answer" : `type "${e.value}" as the ${e.field}`),
      act: async (page, e, world) => {
        if (e.field === 'captcha')
          return dialog(page)
            .getByRole('textbox', { name: /^Captcha/ })
            .fill(await world.captchaAnswer());
        if (e.field === 'username' || e.field === 'password') return dialog(page).getByLabel(fieldLabel[e.field]).fill(e.value);
        throw new Error(`The login walk types no ${e.field}`);
      },
    },
    'login.submit': { does: () => 'press "Log in" in the dialog', act: (page) => dialog(page).getByRole('button', { name: 'Log in' }).click() },
    'captcha.refresh': {
      does: () => 'press "Show another captcha image"',
      act: (page) => dialog(page).getByRole('button', { name: 'Show another captcha image' }).click(),
    },
  },
  // The captcha field is on the page only while its image is, and nothing is once the dialog has closed.
  offered: {
    'field.change': (snapshot, e) => e.field !== 'captcha' || !snapshot.matches({ captcha: 'hidden' }),
    'captcha.refresh': (snapshot) => !snapshot.matches({ form: 'done' }),
  },
  world: {
    login: signInAnswer,
    fetchCaptcha: () => ({ type: 'xstate.done.actor.fetchCaptcha', output: { captchaId: 'site', image: 'data:image/png;base64,' } }),
  },
  contextKey: (c: LoginContext) => ({
    user: c.username.trim() !== '',
    pass: c.password === '' ? 'empty' : c.password === DEMO.password ? 'right' : 'wrong',
    captcha: c.captcha.trim() !== '',
    required: c.captchaRequired,
    second: c.secondStep !== null,
    error: c.error,
  }),
};
