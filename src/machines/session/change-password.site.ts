// The change-password form on the real pages (issue 40, src/machines/shared/site-map.ts): sub02 on its security
// centre presses "Change password" under the login password, and the dialog "Change password" asks for the current
// password and the new one twice. A wrong current password is refused by the server; the right one changes it, the
// dialog closes and the member is taken home. Each walk starts with sub02's password back at the seeded one (a walk
// before may have changed it), through the real call.
import { expect, type Page } from '@playwright/test';
import { changePasswordMachine } from './change-password.machine.ts';
import type { ChangePasswordContext, ChangePasswordField } from './change-password.types.ts';
import type { SiteMap } from '../shared/site-map.ts';
import { english } from '../shared/english.site.ts';
import { REGISTER_FIELDS } from '../../../server/seed/base-data.ts';
import { paths } from '../../domain/paths.ts';

const ACCOUNT = 'sub02';
const SEEDED = 'Down1234';
const CHANGED = 'Down5678';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Change password' });
const label: Record<ChangePasswordField, string> = {
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
};
/** A field by its label, which a required field's mark follows. */
const field = (page: Page, name: ChangePasswordField) => dialog(page).getByRole('textbox', { name: new RegExp(`^${label[name]}`) });
const context = (snapshot: { context: unknown }) => snapshot.context as ChangePasswordContext;

export const changePasswordSite: SiteMap<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  name: 'changePassword',
  announcements: 'quiet',
  // The page reads the demo server's password rule from the system status.
  input: { knownOldPassword: null, passwordRule: REGISTER_FIELDS.password },
  open: {
    does: `with ${ACCOUNT}'s password back at ${SEEDED}, open its security centre signed in and press "Change password"`,
    act: async (page, world) => {
      const token = (await world.ops('token', ACCOUNT)).trim();
      // Refused when no walk before changed it: then it already is.
      await world.call(token, 'changePassword', { oldPassword: CHANGED, newPassword: SEEDED, confirmNewPassword: SEEDED }).catch(() => undefined);
      await page.goto(`${world.url}${paths.memberPage('securityCenter')}&token=${encodeURIComponent(token)}`);
      await page.getByRole('main').getByRole('button', { name: 'Change password', exact: true }).click();
    },
  },
  states: {
    editing: {
      shows: 'the dialog "Change password" with the current and new password fields, and the form\'s message when it has one',
      check: async (page, state) => {
        const c = context(state);
        await expect(field(page, 'oldPassword')).toBeVisible();
        if (c.error) await expect(dialog(page).getByRole('alert')).toHaveText(english(c.error.key, c.error.values));
        else await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      },
    },
    submitting: 'passing',
    done: {
      shows: 'no dialog, and the home page with the header naming the account',
      check: async (page) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByTestId('account')).toContainText(ACCOUNT);
      },
    },
  },
  events: [
    { type: 'field.change', field: 'oldPassword', value: SEEDED },
    { type: 'field.change', field: 'oldPassword', value: 'Wrong1234' },
    { type: 'field.change', field: 'newPassword', value: CHANGED },
    { type: 'field.change', field: 'confirmNewPassword', value: CHANGED },
    { type: 'field.change', field: 'confirmNewPassword', value: 'Down5679' },
    { type: 'password.submit' },
  ],
  actions: {
    'field.change': {
      does: (e) => `type "${e.value}" as the ${label[e.field].toLowerCase()}`,
      act: (page, e) => field(page, e.field).fill(e.value),
    },
    'password.submit': {
      does: () => 'press "Change password" in the dialog',
      act: (page) => dialog(page).getByRole('button', { name: 'Change password' }).click(),
    },
  },
  offered: {
    // Typing what a field already holds changes nothing a person could see.
    'field.change': (snapshot, e) => context(snapshot)[e.field] !== e.value,
  },
  world: {
    changePassword: (snapshot) =>
      context(snapshot).oldPassword === SEEDED
        ? { type: 'xstate.done.actor.changePassword', output: undefined }
        : {
            type: 'xstate.error.actor.changePassword',
            error: Object.assign(new Error('password.incorrect'), { errorCode: 'password.incorrect', message: 'The old password is incorrect' }),
          },
  },
  // The shortest set tells the form's own problems from the server's refusal.
  statesKey: (c: ChangePasswordContext) => c.error?.key.startsWith('errors.') ?? false,
  contextKey: (c: ChangePasswordContext) => ({ old: c.oldPassword, next: c.newPassword, confirm: c.confirmNewPassword, error: c.error?.key ?? null }),
};
