import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();

test('the page paints the brand and the claim before its script runs, and the app replaces them', async ({ page, request }) => {
  const html = await (await request.get(site.url)).text();
  expect(html).toContain('<p class="boot-title">Play more. Win more.</p>');
  await page.goto(site.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play more. Win more.');
  // Once: the app's heading, the splash's line gone.
  await expect(page.getByText('Play more. Win more.', { exact: true })).toHaveCount(1);
});

test('boots to the home page', async ({ page }) => {
  await page.goto(site.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play more. Win more.');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('maintenance on shows the page with its end time; off brings the site back', async ({ page }) => {
  await site.ops('maintenance', 'on', '--until', '2026-12-24T18:30:00Z');
  await page.goto(site.url);
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByTestId('maintenance-end')).toContainText('2026');
  await expect(page.getByTestId('maintenance-end').locator('time')).toHaveAttribute('datetime', '2026-12-24T18:30:00.000Z');
  await expect(page.getByRole('link', { name: /Customer service/ }).first()).toBeVisible();
  await site.ops('maintenance', 'off');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play more. Win more.');
});

test('a blocked IP sees the region-block page with its address', async ({ page }) => {
  await site.ops('region', 'block', '127.0.0.1');
  try {
    await page.goto(site.url);
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText('127.0.0.1');
  } finally {
    await site.ops('region', 'unblock', '127.0.0.1');
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play more. Win more.');
});

test('a login-required route sends a visitor to /login with the login popup', async ({ page }) => {
  await page.goto(`${site.url}/member`);
  await expect(page).toHaveURL(`${site.url}/login`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/`);
});

test('unknown paths show the not-found page', async ({ page }) => {
  const res = await page.goto(`${site.url}/no/such/page`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
});

test('a token in the URL signs in; the member centre shows the account and logout clears it', async ({ page }) => {
  const token = await site.ops('token', 'demo');
  await page.goto(`${site.url}/member?token=${token}`);
  await expect(page.getByTestId('member-account')).toHaveText('demo');
  expect(page.url()).not.toContain('token=');
  await expect(page.getByTestId('balance')).toHaveText(peso(await balanceOf(site, 'demo')));
  // The avatar comes from the server's generated art, through the CDN pick (same origin in the demo).
  await expect
    .poll(() =>
      page
        .getByTestId('account')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // Sign out sits in the user menu, opened from the account button.
  await page.getByTestId('account').click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('playstate.token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('playstate.merchant'))).toBe('playstate');
});

test('a member-centre page opened from the menu starts at its top, wherever the last one was scrolled to', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1366, height: 480 });
  await signIn('demo', { path: '/member?page=transactionHistory' });
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(page.getByRole('region', { name: 'Account record' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await menu.getByRole('link', { name: 'Bonus details' }).click();
  await expect(page.getByRole('region', { name: 'Bonus details' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the language choice survives a reload and reaches the server for a member', async ({ page }) => {
  const token = await site.ops('token', 'demo');
  await page.goto(`${site.url}/?token=${token}`);
  await expect(page.getByTestId('account')).toContainText('demo');
  const english = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByLabel('Language').selectOption('TL');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english!);
  const filipino = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(filipino!);
  const info = await page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { merchant: 'playstate', authorization: sessionStorage.getItem('playstate.token') ?? '' } });
    return (await res.json()).value;
  }, routes.memberInfo.path);
  expect(info.language).toBe('TL');
});
