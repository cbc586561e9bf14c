import { expect, test } from '@playwright/test';
import { quietAnnouncements, startSiteServer, type SiteServer } from './site-server.ts';

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer();
});
test.beforeEach(({ page }) => quietAnnouncements(page));
test.afterAll(async () => {
  await site?.stop();
});

test('a visitor registers by username and lands home signed in; bad fields say what is wrong', async ({ page }) => {
  await page.goto(`${site.url}/register`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Input cannot be empty')).toHaveCount(3);

  await dialog.getByRole('textbox', { name: /^Username/ }).fill('9lives');
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2027');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Use letters and digits, starting with a letter')).toBeVisible();
  await expect(dialog.getByText('Incorrect confirmation input')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Username/ }).fill('luckyjuan');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('juan@example.com');
  await dialog.getByRole('textbox', { name: /^Invitation code/ }).fill('WRONG1');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Invalid invitation code')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Invitation code/ }).fill('agent01');
  await dialog.getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tick the box to confirm your age and accept the terms');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByTestId('account')).toContainText('luckyjuan');
  await expect(page.getByTestId('balance')).toHaveText('₱0.00');
});
