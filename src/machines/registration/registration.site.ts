// Registration on the real pages (issue 40, src/machines/shared/site-map.ts): the "Create your account" dialog at
// /register with the demo server's field rules and switches (both tabs, a texted code on the mobile tab). The walk
// registers by username: a new name each time (the server keeps every member a walk made), and secure01, which is
// taken; on the mobile tab it only submits the empty form (the texted code is the sms countdown's walk).
import { expect, type Page } from '@playwright/test';
import { registrationMachine } from './registration.machine.ts';
import type { RegistrationContext } from './registration.types.ts';
import type { SiteMap } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { REGISTER_FIELDS } from '../../../server/seed/base-data.ts';

/** Stands for a username nobody has: the walk types this with a part of its own, so each walk's name is new. */
const NEW_NAME = 'walker';
const TAKEN = 'secure01';
const PASSWORD = 'Play2026';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Create your account' });
const tabName = { mobile: 'Mobile number', username: 'Username' } as const;
const fieldLabel: Record<string, RegExp> = { username: /^Username/, password: /^Password/, confirmPassword: /^Confirm password/ };
/** The name a walk typed for NEW_NAME on its page, which the header names once registered. */
const typedNames = new WeakMap<Page, string>();

export const registrationSite: SiteMap<typeof registrationMachine> = {
  machine: registrationMachine,
  name: 'registration',
  announcements: 'quiet',
  input: {
    rules: REGISTER_FIELDS,
    tabs: { username: true, mobile: true },
    smsVerification: true,
    affiliateCode: null,
    referralCode: null,
    deviceId: null,
  },
  open: { does: 'open /register', act: async (page, world) => void (await page.goto(`${world.url}/register`)) },
  states: {
    editing: {
      shows: "the dialog on the chosen tab, each field's problem under it and the form's own message",
      check: async (page, state) => {
        const c = state.context as RegistrationContext;
        await expect(dialog(page).getByRole('tab', { name: tabName[c.mode], exact: true })).toHaveAttribute('aria-selected', 'true');
        const messages = Object.values(c.problems).map((p) => english(p.key, p.values));
        for (const message of new Set(messages))
          await expect(dialog(page).getByText(message, { exact: true })).toHaveCount(messages.filter((m) => m === message).length);
        if (c.error) await expect(dialog(page).getByRole('alert')).toHaveText(english(c.error.key, c.error.values));
      },
    },
    submitting: 'passing',
    done: {
      shows: 'no dialog, the home page, and the header naming the new member',
      check: async (page, state) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        const username = (state.context as RegistrationContext).values.username ?? '';
        await expect(page.getByTestId('account')).toContainText(username === NEW_NAME ? (typedNames.get(page) ?? NEW_NAME) : username);
      },
    },
  },
  events: [
    { type: 'tab.select', mode: 'username' },
    { type: 'tab.select', mode: 'mobile' },
    { type: 'field.change', field: 'username', value: NEW_NAME },
    { type: 'field.change', field: 'username', value: TAKEN },
    { type: 'field.change', field: 'password', value: PASSWORD },
    { type: 'field.change', field: 'confirmPassword', value: PASSWORD },
    { type: 'terms.toggle' },
    { type: 'register.submit' },
  ],
  actions: {
    'tab.select': {
      does: (e) => `choose the "${tabName[e.mode]}" tab`,
      act: (page, e) => dialog(page).getByRole('tab', { name: tabName[e.mode], exact: true }).click(),
    },
    'field.change': {
      does: (e) => (e.value === NEW_NAME ? 'type a username nobody has' : `type "${e.value}" as the ${e.field}`),
      act: async (page, e) => {
        let value = e.value;
        if (e.field === 'username' && value === NEW_NAME) {
          value = `${NEW_NAME}${Date.now().toString(36).slice(-7)}`;
          typedNames.set(page, value);
        }
        await dialog(page).getByLabel(fieldLabel[e.field]!).fill(value);
      },
    },
    'terms.toggle': {
      does: () => 'tick or untick "I am over 18 years old and I accept the terms and conditions"',
      act: (page) => dialog(page).getByRole('checkbox').click(),
    },
    'register.submit': { does: () => 'press "Register"', act: (page) => dialog(page).getByRole('button', { name: 'Register' }).click() },
  },
  offered: {
    // The username field is on the username tab only; a person types a value that is not already there.
    'field.change': (snapshot, e) => {
      const c = snapshot.context as RegistrationContext;
      return (e.field !== 'username' || c.mode === 'username') && c.values[e.field] !== e.value;
    },
    'tab.select': (snapshot, e) => (snapshot.context as RegistrationContext).mode !== e.mode,
  },
  world: {
    register: (snapshot) =>
      (snapshot.context as RegistrationContext).values.username?.trim() === TAKEN
        ? {
            type: 'xstate.error.actor.register',
            error: Object.assign(new Error('register.username.taken'), { errorCode: 'register.username.taken', message: 'This username is already taken' }),
          }
        : { type: 'xstate.done.actor.register', output: { token: 'site' } },
  },
  // The form's states a person tells apart: which tab, whether its fields show problems (the server's refusal of a
  // taken name among them), and the form's own message.
  statesKey: (c: RegistrationContext) => ({
    mode: c.mode,
    problems: Object.keys(c.problems).length > 0,
    refused: Object.values(c.problems).some((p) => p.key.startsWith('errors.')),
    error: c.error?.key ?? null,
  }),
  contextKey: (c: RegistrationContext) => ({
    mode: c.mode,
    values: c.values,
    terms: c.terms,
    problems: Object.keys(c.problems).sort(),
    error: c.error?.key ?? null,
  }),
};
