import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile, signInFromPopup } from '../site-server.ts';

// A server of its own: failed logins elsewhere would make this IP need a captcha.
const site = serverForThisFile();

/** Signing out clears session storage, so the announcement popup comes back for each audience (docs/product.md §4). */
async function closeAnnouncement(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).first().click();
}

test('the member whose password is 123456 must change it; the new one works and the old one not', async ({ page }) => {
  await page.goto(site.url);
  await signInFromPopup(page, 'weakpass', '123456');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('New password', { exact: false }).first().fill('123456');
  await dialog.getByLabel('Confirm new password').fill('123456');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in your password with 8 - 20 characters');

  await dialog.getByRole('textbox', { name: /^New password/ }).fill('Better2026');
  await dialog.getByLabel('Confirm new password').fill('Better2025');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect confirmation input');

  await dialog.getByLabel('Confirm new password').fill('Better2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText('weakpass');

  // Sign out sits in the user menu, opened from the account button.
  await page.getByTestId('account').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await closeAnnouncement(page);
  await signInFromPopup(page, 'weakpass', 'Better2026');
  await expect(page.getByTestId('account')).toContainText('weakpass');
  await closeAnnouncement(page);

  // Sign out sits in the user menu, opened from the account button.
  await page.getByTestId('account').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await closeAnnouncement(page);
  await signInFromPopup(page, 'weakpass', '123456');
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toHaveText('Incorrect username or password');
});
