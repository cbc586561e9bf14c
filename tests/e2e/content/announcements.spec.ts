import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile({ quietAnnouncements: false });

test("a visitor sees the announcement popup once per session; a member sees the members' one once", async ({ page }) => {
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

test('closing the visitor announcement leaves the visitor where the deep link put them', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  const closeAnnouncement = async () => {
    await expect(popup.getByRole('heading', { name: 'Welcome to playstate' })).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).first().click();
  };
  const freshSession = () => page.evaluate(() => sessionStorage.clear());

  await page.goto(`${site.url}/register?affiliateCode=AGENT01`);
  await closeAnnouncement();
  await expect(page).toHaveURL(`${site.url}/register?affiliateCode=AGENT01`);
  await expect(page.getByRole('dialog', { name: 'Create your account' }).getByLabel(/Invitation code/)).toHaveValue('AGENT01');

  await freshSession();
  await page.goto(`${site.url}/help`);
  await closeAnnouncement();
  await expect(page).toHaveURL(`${site.url}/help`);
  await expect(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();

  // A visitor on a members' page is asked to sign in (at /login), and stays asked.
  await freshSession();
  await page.goto(`${site.url}/rng`);
  await closeAnnouncement();
  await expect(page).toHaveURL(`${site.url}/login`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
