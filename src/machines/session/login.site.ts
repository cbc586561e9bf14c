// The login machine on the real pages (issue 40, src/flows/site/site-map.ts): the sign-in popup a visitor opens with
// "Log in", in English. The walk signs in as demo, fails with a wrong password, and answers the captcha that a
// failure brings, as a tester reads it from the demo server; secure01 answers its second step (the name on its bank
// account), also after a captcha, when the second step goes with the ticket the password earned (issue 39). On the
// sms tab the walk only submits an empty form: the sms sign-in itself is another journey.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from './login.machine.ts';
import type { LoginContext } from './login.types.ts';
import type { SiteMap } from '../shared/site-map.ts';

const DEMO = { username: 'demo', password: 'Demo1234' };
/** A seeded member whose sign-in asks for the name on its bank account after the password. */
const SECURE = { username: 'secure01', password: 'Secure1234', bankName: 'Juan Dela Cruz' };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
const captchaImage = (page: Page) => dialog(page).getByRole('img', { name: 'Captcha image' });
const fieldLabel = { username: 'Username', password: 'Password' } as const;

/** A check of the captcha, which is part of the username tab's form: the sms tab, the second step and a signed-in page show none. */
const onUsernameForm = (snapshot: AnyMachineSnapshot) => snapshot.matches({ form: 'editing' }) && (snapshot.context as LoginContext).mode === 'username';
const whileOpen = (check: (page: Page) => Promise<void>) => async (page: Page, state: AnyMachineSnapshot) => {
  if (onUsernameForm(state)) await check(page);
};

const done = (output: object) => ({
  type: 'xstate.done.actor.login',
  output: { token: 'site', firstTimeLogin: false, passwordExpired: false, type: 0, ...output },
});
const refused = (errorCode: string, message: string, value: object) => ({
  type: 'xstate.error.actor.login',
  error: Object.assign(new Error(errorCode), { errorCode, message, value }),
});

/**
 * What the demo server answers a sign-in: the demo password passes (with the captcha answered when asked); secure01's
 * asks for the bank account name (after the captcha, when asked), and its ticket then passes with the right one;
 * anything else fails and asks for a captcha.
 */
function signInAnswer(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as LoginContext;
  if (c.secondStep !== null) return c.verification.trim() === SECURE.bankName ? done({}) : refused('login.verification.invalid', 'Verification incorrect', {});
  const user = c.username.trim();
  const captchaAnswered = !c.captchaRequired || c.captcha !== '';
  if (user === SECURE.username && c.password === SECURE.password && captchaAnswered)
    return refused('login.verification.required', 'Verification required', { method: 'bankName', hint: '', ticket: 'site' });
  const right = user === DEMO.username && c.password === DEMO.password && captchaAnswered;
  return right ? done({}) : refused('login.failed', 'Incorrect username or password', { captcha: true });
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
      shows: 'the "Log in" dialog with the chosen tab\'s first field, and an alert when the form has something to say',
      check: async (page, state) => {
        const c = state.context as LoginContext;
        const first = c.mode === 'sms' ? dialog(page).getByRole('textbox', { name: /^Mobile number/ }) : dialog(page).getByLabel('Username');
        await expect(first).toBeVisible();
        if (c.error) await expect(dialog(page).getByRole('alert')).toBeVisible();
      },
    },
    'form.checkingSms': 'passing',
    'form.submitting': 'passing',
    'form.verifying': {
      shows: 'the second step: the bank account name field',
      check: (page) => expect(dialog(page).getByRole('textbox', { name: /^Bank account name/ })).toBeVisible(),
    },
    'form.done': {
      shows: 'no dialog, and the header naming the signed-in account',
      check: async (page, state) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('account')).toContainText((state.context as LoginContext).username.trim());
      },
    },
    'captcha.hidden': { shows: 'no captcha image', check: (page) => expect(captchaImage(page)).toHaveCount(0) },
    'captcha.loading': 'passing',
    'captcha.coolingDown': {
      shows: 'the captcha image, while the username form is shown',
      check: whileOpen((page) => expect(captchaImage(page)).toBeVisible()),
    },
    'captcha.ready': {
      shows: 'the captcha image with "Show another captcha image" enabled, while the username form is shown',
      check: whileOpen((page) => expect(dialog(page).getByRole('button', { name: 'Show another captcha image' })).toBeEnabled()),
    },
  },
  events: [
    { type: 'field.change', field: 'username', value: DEMO.username },
    { type: 'field.change', field: 'password', value: DEMO.password },
    { type: 'field.change', field: 'password', value: 'not-the-password' },
    { type: 'field.change', field: 'username', value: SECURE.username },
    { type: 'field.change', field: 'password', value: SECURE.password },
    { type: 'field.change', field: 'verification', value: SECURE.bankName },
    { type: 'field.change', field: 'verification', value: 'Pedro Penduko' },
    { type: 'tab.select', mode: 'sms' },
    { type: 'tab.select', mode: 'username' },
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
        if (e.field === 'verification')
          return dialog(page)
            .getByRole('textbox', { name: /^Bank account name/ })
            .fill(e.value);
        throw new Error(`The login walk types no ${e.field}`);
      },
    },
    'tab.select': {
      does: (e) => `choose the "${e.mode === 'sms' ? 'Mobile number' : 'Username'}" tab`,
      act: (page, e) =>
        dialog(page)
          .getByRole('tab', { name: e.mode === 'sms' ? 'Mobile number' : 'Username' })
          .click(),
    },
    'login.submit': { does: () => 'press "Log in" in the dialog', act: (page) => dialog(page).getByRole('button', { name: 'Log in' }).click() },
    'captcha.refresh': {
      does: () => 'press "Show another captcha image"',
      act: (page) => dialog(page).getByRole('button', { name: 'Show another captcha image' }).click(),
    },
  },
  // The captcha field is on the page only while its image is, and nothing is once the dialog has closed.
  offered: {
    'field.change': (snapshot, e) => {
      const c = snapshot.context as LoginContext;
      if (e.field === 'captcha') return onUsernameForm(snapshot) && !snapshot.matches({ captcha: 'hidden' });
      if (e.field === 'verification') return snapshot.matches({ form: 'verifying' });
      // The username tab's fields are on the page only on that tab.
      return c.mode === 'username' && !snapshot.matches({ form: 'verifying' });
    },
    'captcha.refresh': onUsernameForm,
  },
  world: {
    login: signInAnswer,
    fetchCaptcha: () => ({ type: 'xstate.done.actor.fetchCaptcha', output: { captchaId: 'site', image: 'data:image/png;base64,' } }),
  },
  // The sms tab's check (checkingSms) passes at once: its message shows that the form went through it. A second step
  // after a captcha is told apart, so the shortest set walks it to the end.
  statesKey: (c: LoginContext) => ({ mode: c.mode, error: c.error, secondAfterCaptcha: c.secondStep !== null && c.captchaRequired }),
  contextKey: (c: LoginContext) => ({
    mode: c.mode,
    user: c.username.trim(),
    pass: c.password === '' ? 'empty' : c.password === DEMO.password || c.password === SECURE.password ? c.password : 'wrong',
    answer: c.verification === '' ? 'empty' : c.verification === SECURE.bankName ? 'right' : 'wrong',
    captcha: c.captcha.trim() !== '',
    required: c.captchaRequired,
    second: c.secondStep !== null,
    error: c.error,
  }),
};
