import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile } from '../site-server.ts';

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

test('a member starts a hot game: it opens on the game page, and leaving it shows the header balance again', async ({ page, signIn }) => {
  await signIn('demo');
  await expect(page.getByTestId('balance')).toHaveText(peso(await balanceOf(site, 'demo')));
  await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Start game' }).first().click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await expect(page.locator('iframe')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('balance')).toBeVisible();
});

test("a member opens a provider's lobby: its games show in a popup list, and one of them starts", async ({ page, signIn }) => {
  await signIn('demo', { path: '/pvp' });
  await page.getByRole('list', { name: 'Providers' }).getByRole('button', { name: 'V8 Poker' }).click();
  const lobby = page.getByRole('article', { name: 'V8 Poker Lobby' });
  await lobby.getByRole('button', { name: 'Start game' }).click();
  const list = page.getByRole('dialog');
  await expect(list.getByRole('article').first()).toBeVisible();
  // The popup lists the provider's games, not the lobby itself.
  await expect(list.getByRole('article', { name: 'V8 Poker Lobby' })).toHaveCount(0);
  await list.getByRole('article', { name: 'Pusoy', exact: true }).getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await expect(page.locator('iframe')).toBeVisible();
});
