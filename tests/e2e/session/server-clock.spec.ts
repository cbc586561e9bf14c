import { expect, test } from '../test.ts';
import { runNow } from '../run-clock.ts';
import { todayOf } from '../../../src/domain/day-range.ts';
import { MEMBERS_TIME_ZONE_MINUTES } from '../../../server/config.ts';
import { serverForThisFile, signInFromPopup } from '../site-server.ts';

// The server's clock moves on (`npm run ops -- clock advance`, as the README's testers do) while the browser's stays:
// encrypted calls are stamped with the server's time, so signing in and registering still work, and record pages
// take "today" from the server. This file's server is alone on its clock.
const site = serverForThisFile();
test.beforeAll(() => site.ops('clock', 'advance', String(24 * 60)));

test('a day after the operator moved the server clock on, a member still signs in', async ({ page }) => {
  await page.goto(site.url);
  await signInFromPopup(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('account')).toContainText('demo');
});

test('a day after the operator moved the server clock on, a visitor still registers', async ({ page }) => {
  await page.goto(`${site.url}/register`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: /^Username/ }).fill('clockjuan');
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('clockjuan@example.com');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('clockjuan');
});

test("a day after the operator moved the server clock on, the account record's days end on the server's today", async ({ page, signIn }) => {
  await signIn('demo', { path: '/member?page=transactionHistory' });
  const days = page.getByRole('region', { name: 'Account record' }).getByRole('group', { name: 'Days' });
  await expect(days.getByLabel('To')).toHaveValue(todayOf(runNow() + 24 * 3_600_000, MEMBERS_TIME_ZONE_MINUTES));
});
