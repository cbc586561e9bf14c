import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();

test('a lazy page that fails to load shows a load error, and retry loads it', async ({ page }) => {
  let block = true;
  await page.route(/\/assets\/agent-login-page-.*\.js$/, (route) => (block ? route.abort('failed') : route.continue()));
  await page.goto(site.url);
  await page.getByRole('link', { name: 'Agent' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toBeVisible();
  block = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a playstate agent' })).toBeVisible();
});

test('the help route opens the help modal at its anchor', async ({ page }) => {
  await page.goto(`${site.url}/help#withdraw`);
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#help-withdraw')).toContainText('How to withdraw');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
});

test('navigation resets the scroll position', async ({ page }) => {
  const token = await site.ops('token', 'demo');
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(`${site.url}/?token=${token}`);
  await expect(page.getByTestId('account')).toContainText('demo');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Member centre' }).click();
  await expect(page.getByTestId('member-account')).toHaveText('demo');
  // The member page is taller than the window, so a zero offset is the reset, not the browser clamping it.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the inspector loads only when asked for', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(site.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.some((u) => /\/assets\/inspector-/.test(u))).toBe(false);
  await page.goto(`${site.url}/?inspect`);
  await expect.poll(() => requested.some((u) => /\/assets\/inspector-/.test(u))).toBe(true);
});

test('the site draws from the status the page arrived with, without waiting for the status call', async ({ page }) => {
  await page.route(`**${routes.systemStatus.path}`, (route) => route.abort('failed'));
  await page.goto(site.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play more. Win more.');
});

test('a network failure while loading the status shows a retry that recovers', async ({ page }) => {
  // A page without the status it normally carries, so the site must ask for it.
  await page.route(`${site.url}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="boot-status">.*?<\/script>/s, '');
    await route.fulfill({ response, body });
  });
  let fail = true;
  await page.route(`**${routes.systemStatus.path}`, (route) => (fail ? route.abort('failed') : route.continue()));
  await page.goto(site.url);
  await expect(page.getByText('Network link is abnormal, please try again')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play more. Win more.');
});
