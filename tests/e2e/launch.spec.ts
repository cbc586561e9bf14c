import { expect, test } from '@playwright/test';
import { serverForThisFile } from './site-server.ts';

const site = serverForThisFile();

test('a visitor tries a game for free: it opens on the game page with play money', async ({ page }) => {
  await page.goto(site.url);
  const card = page.getByRole('region', { name: 'Hot games' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  // The play-money game is the demo vendor's page, on this site's origin (no launch CDN configured).
  const gameUrl = new URL(new URL(page.url()).searchParams.get('url')!, site.url);
  expect(gameUrl.origin).toBe(site.url);
  expect(gameUrl.searchParams.has('fun')).toBe(true);
});

test('a member starts a hot game: it opens on the game page, and leaving it shows the header balance again', async ({ page }) => {
  const token = await site.ops('token', 'demo');
  await page.goto(`${site.url}/?token=${token}`);
  await expect(page.getByTestId('balance')).toHaveText('₱10,000.00');
  await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Start game' }).first().click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await expect(page.locator('iframe')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('balance')).toBeVisible();
});
