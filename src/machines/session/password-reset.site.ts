// Forgot password on the real pages (issue 40, src/machines/shared/site-map.ts): the dialog "Forgot password" that the
// sign-in dialog's "Forgot password?" opens, on its "By mobile number" tab first (CHNGPASSVERIF3 is on in the demo).
// By email the walk asks a reset code for demo (the one seeded member with an address), reads the mail from the demo
// server's outbox as a tester would, and sets the password with it; the new password is demo's own, so the other
// walks still sign in with it. By mobile number it sends a code nobody texted, which the server refuses: the texted
// code is the sms countdown's walk. Each path starts an hour on, so the server's three reset mails an hour per
// account never refuse one.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { passwordResetMachine } from './password-reset.machine.ts';
import type { PasswordResetContext, ResetField, ResetMode } from './password-reset.types.ts';
import type { SiteMap, SiteWorld } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { DEMO_ACCOUNTS, REGISTER_FIELDS } from '../../../server/seed/base-data.ts';

const DEMO = DEMO_ACCOUNTS.find((a) => a.account === 'demo')!;
/** Stands for the code in the latest mail to demo, which the action reads from the outbox when it types. */
const MAILED = 'the mailed code';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Forgot password' });
const label: Record<ResetField, string> = {
  username: 'Username',
  email: 'Email',
  mobileNum: 'Mobile number',
  countryDialingCode: 'Country',
  verificationCode: 'Verification code',
  newPassword: 'New password',
  code: 'Reset code',
};
const tabName: Record<ResetMode, string> = { mobile: 'By mobile number', email: 'By email' };
/** A field by its label, which a required field's mark follows. */
const field = (page: Page, name: ResetField) => dialog(page).getByRole('textbox', { name: new RegExp(`^${label[name]}`) });
const context = (snapshot: { context: unknown }) => snapshot.context as PasswordResetContext;

/** The fields each step of the form shows. */
function fieldsShown(snapshot: AnyMachineSnapshot): readonly ResetField[] {
  if (snapshot.matches('enteringCode')) return ['code', 'newPassword'];
  if (!snapshot.matches('editing')) return [];
  return context(snapshot).mode === 'email' ? ['username', 'email'] : ['mobileNum', 'verificationCode', 'newPassword'];
}

/** The form's message: the machine's problem in the page's words, or none. */
async function messageShows(page: Page, c: PasswordResetContext) {
  if (c.error) await expect(dialog(page).getByRole('alert')).toHaveText(english(c.error.key, c.error.values));
  else await expect(dialog(page).getByRole('alert')).toHaveCount(0);
}

/** The code in the latest reset mail to demo's address, as the outbox shows it. */
async function mailedCode(world: SiteWorld): Promise<string> {
  const mail = (await world.ops('outbox')).split('\n').find((line) => line.includes(DEMO.email!) && line.includes('reset code'));
  const code = mail?.match(/reset code is (\d+)/)?.[1];
  if (!code) throw new Error(`no reset mail to ${DEMO.email} in the outbox`);
  return code;
}

const refused = (actor: string, errorCode: string, message: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: Object.assign(new Error(errorCode), { errorCode, message }),
});

export const passwordResetSite: SiteMap<typeof passwordResetMachine> = {
  machine: passwordResetMachine,
  name: 'passwordReset',
  announcements: 'quiet',
  // As the page starts it: the mobile tab on, the demo server's password rule, no mail's link.
  input: { mobileTab: true, passwordRule: REGISTER_FIELDS.password, link: null },
  open: {
    does: 'let an hour pass, open the home page, press "Log in" and then "Forgot password?"',
    act: async (page, world) => {
      await world.ops('clock', 'advance', '60');
      await page.goto(world.url);
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    },
  },
  states: {
    opening: 'passing',
    editing: {
      shows: "the chosen tab with its fields, and the form's message when it has one",
      check: async (page, state) => {
        const c = context(state);
        await expect(dialog(page).getByRole('tab', { name: tabName[c.mode] })).toHaveAttribute('aria-selected', 'true');
        await expect(field(page, c.mode === 'email' ? 'username' : 'mobileNum')).toBeVisible();
        await messageShows(page, c);
      },
    },
    sendingEmail: 'passing',
    enteringCode: {
      shows: '"Enter the code mailed for demo …" with the reset code and new password fields, and the form\'s message when it has one',
      check: async (page, state) => {
        const c = context(state);
        await expect(dialog(page).getByText(english('password.codeIntro', { account: c.username.trim() }))).toBeVisible();
        await expect(field(page, 'code')).toBeVisible();
        await messageShows(page, c);
      },
    },
    confirmingCode: 'passing',
    resettingByPhone: 'passing',
    signingIn: 'passing',
    done: {
      shows: 'no dialog, and the header naming demo, signed in with the new password',
      check: async (page) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByTestId('account')).toContainText(DEMO.account);
      },
    },
  },
  events: [
    { type: 'tab.select', mode: 'email' },
    { type: 'tab.select', mode: 'mobile' },
    { type: 'field.change', field: 'username', value: DEMO.account },
    { type: 'field.change', field: 'email', value: DEMO.email! },
    { type: 'field.change', field: 'email', value: 'demo@' },
    { type: 'field.change', field: 'code', value: MAILED },
    { type: 'field.change', field: 'code', value: '000000' },
    { type: 'field.change', field: 'newPassword', value: DEMO.password },
    { type: 'field.change', field: 'mobileNum', value: '0917 555 0199' },
    { type: 'field.change', field: 'verificationCode', value: '000000' },
    { type: 'reset.submit' },
    { type: 'reset.again' },
  ],
  actions: {
    'tab.select': { does: (e) => `choose the "${tabName[e.mode]}" tab`, act: (page, e) => dialog(page).getByRole('tab', { name: tabName[e.mode] }).click() },
    'field.change': {
      does: (e) => (e.value === MAILED ? 'type the code from the latest mail to demo' : `type "${e.value}" as the ${label[e.field].toLowerCase()}`),
      act: async (page, e, world) => field(page, e.field).fill(e.value === MAILED ? await mailedCode(world) : e.value),
    },
    'reset.submit': {
      does: () => 'press the form\'s button ("Send me a reset code" or "Reset password")',
      act: (page) =>
        dialog(page)
          .getByRole('button', { name: /^(Send me a reset code|Reset password)$/ })
          .click(),
    },
    'reset.again': { does: () => 'press "Ask for a new code"', act: (page) => dialog(page).getByRole('button', { name: 'Ask for a new code' }).click() },
  },
  offered: {
    'tab.select': (snapshot, e) => snapshot.matches('editing') && context(snapshot).mode !== e.mode,
    // Only the step's own fields are on the page; typing what a field already holds changes nothing.
    'field.change': (snapshot, e) => fieldsShown(snapshot).includes(e.field) && context(snapshot)[e.field] !== e.value,
  },
  world: {
    // The same answer whether or not the pair names an account.
    resetByEmail: () => ({ type: 'xstate.done.actor.resetByEmail', output: undefined }),
    confirmReset: (snapshot) =>
      context(snapshot).code === MAILED
        ? { type: 'xstate.done.actor.confirmReset', output: { account: DEMO.account } }
        : refused('confirmReset', 'reset.code.invalid', 'The reset code is incorrect'),
    resetByPhone: () => refused('resetByPhone', 'sms.code.invalid', 'The verification code is invalid'),
    login: () => ({ type: 'xstate.done.actor.login', output: { token: 'site', firstTimeLogin: false, passwordExpired: false, type: 0 } }),
  },
  // The shortest set tells the form's own problems from the server's refusals.
  statesKey: (c: PasswordResetContext) => [c.mode, c.error?.key.startsWith('errors.') ?? false],
  contextKey: (c: PasswordResetContext) => ({
    mode: c.mode,
    username: c.username,
    email: c.email,
    code: c.code,
    newPassword: c.newPassword,
    mobileNum: c.mobileNum,
    verificationCode: c.verificationCode,
    error: c.error?.key ?? null,
  }),
};
