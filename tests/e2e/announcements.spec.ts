import { expect, test } from '@playwright/test';
import { serverForThisFile } from './site-server.ts';

const site = serverForThisFile({ quietAnnouncements: false });

test('a visitor sees the announcement popup once per session; a member sees the members\' one once', async ({ page }) => {
  await page.goto(site.url);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Welcome to playstate' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Daily rebate is live' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo');
  await login.getByLabel('Password').fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(popup.getByRole('heading', { name: 'Daily rebate is live' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Welcome to playstate' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('account')).toContainText('demo');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
