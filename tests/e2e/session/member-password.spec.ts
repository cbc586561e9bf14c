import { expect, test } from '../test.ts';
import { serverForThisFile, signInFromPopup } from '../site-server.ts';

// A server of its own: a wrong current password here must not make other specs' sign-ins need a captcha.
const site = serverForThisFile();

test('a member changes the password from the member centre: the current one is checked first', async ({ page }) => {
  await page.goto(site.url);
  await signInFromPopup(page, 'down01', 'Down1234');
  await expect(page.getByTestId('account')).toContainText('down01');
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Member centre' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill('NotMine123');
  await dialog.getByRole('textbox', { name: /^New password/ }).fill('Fresh2026');
  await dialog.getByLabel(/^Confirm new password/).fill('Fresh2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The old password is incorrect');

  await dialog.getByLabel(/^Current password/).fill('Down1234');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/`);
});
