// The game pages against the real server (issue 5): finding a slot by name, the provider and sub-category tabs,
// paging on scroll with a DOM that stays small, the game centres, the login wall and the game frame's guard.
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();

const grid = (page: Page) => page.getByTestId('game-grid');
const count = (page: Page) => page.getByTestId('game-count');
const cardNames = (page: Page) => grid(page).getByRole('article').getByRole('heading').allTextContents();
const total = async (page: Page) => Number(await count(page).getAttribute('data-total'));

/** Waits until the grid shows the answer to the current filter, not the previous one's cards. */
async function settled(page: Page) {
  await expect(grid(page)).not.toHaveAttribute('data-stale');
  await expect(grid(page).getByRole('article').first()).toBeVisible();
}

test('a member finds a slot on /rng by part of its name', async ({ page, signIn }) => {
  await signIn('demo', { path: '/rng' });
  await expect(count(page)).toHaveAttribute('data-total', /\d+/);
  const everything = await total(page);
  await page.getByLabel('Search games').fill('lden Emp');
  await expect(page).toHaveURL(/name=lden\+Emp/);
  await expect.poll(() => total(page)).toBeLessThan(everything);
  await settled(page);
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('Golden Empire');
});

test('the provider tab and the sub-category tab filter the list', async ({ page, signIn }) => {
  await signIn('demo', { path: '/rng' });
  await page.getByRole('navigation', { name: 'Providers' }).getByRole('link', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(`${site.url}/rng/pg/rng?vassalage=PG`);
  await settled(page);
  await expect.poll(async () => new Set(await grid(page).getByRole('article').locator('p').allTextContents())).toEqual(new Set(['PG']));
  const allPg = await total(page);
  await page.getByRole('group', { name: 'Game kinds' }).getByRole('button', { name: 'Jackpot' }).click();
  await expect(page.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/classify=JP/);
  await expect.poll(() => total(page)).toBeLessThan(allPg);
  expect(await total(page)).toBeGreaterThan(0);
  await settled(page);
  expect(new Set(await grid(page).getByRole('article').locator('p').allTextContents())).toEqual(new Set(['PG']));
});

test('with over 10,000 slots, scrolling loads more pages while the DOM keeps only the cards on screen', async ({ page, signIn }) => {
  await signIn('demo', { path: '/rng' });
  await expect(count(page)).toHaveAttribute('data-total', /\d+/);
  expect(await total(page)).toBeGreaterThanOrEqual(10_000);
  // The first screen holds a page or two (the grid asks ahead of the loaded end), far from the 200 below.
  expect(Number(await count(page).getAttribute('data-shown'))).toBeLessThanOrEqual(60);
  // Each scroll to the end brings the next page of 20; keep scrolling until ten pages are in.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return Number(await count(page).getAttribute('data-shown'));
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(200);
  await expect(count(page)).toContainText(/Showing [\d,]+ of [\d,]+ games/);
  const inDom = await grid(page).getByRole('article').count();
  expect(inDom).toBeGreaterThan(0);
  expect(inDom).toBeLessThan(100);
});

test('a visitor on /rng or /lottery gets the login popup', async ({ page }) => {
  for (const path of ['/rng', '/lottery?gameCode=GW_LOTT_0002']) {
    await page.goto(`${site.url}${path}`);
    await expect(page).toHaveURL(`${site.url}/login`);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  }
});

test('/fish lists the fishing games, and a vendor tile narrows them to its games', async ({ page, signIn }) => {
  await signIn('demo', { path: '/fish' });
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  await settled(page);
  for (const name of await cardNames(page)) expect(name).toContain('Fishing');
  const all = await total(page);
  await page.getByRole('button', { name: 'JDB Fishing' }).click();
  await expect(page.getByRole('button', { name: 'JDB Fishing' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => total(page)).toBeLessThan(all);
  await settled(page);
  expect(new Set(await grid(page).getByRole('article').locator('p').allTextContents())).toEqual(new Set(['JDB']));
});

test('search finds a name across game types and opens the type with hits', async ({ page, signIn }) => {
  await signIn('demo', { path: '/search?q=Baccarat' });
  await expect(page.getByRole('button', { name: /^Live casino \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await settled(page);
  for (const name of await cardNames(page)) expect(name).toContain('Baccarat');
});

test('/lott links each lottery vendor to its lottery page, which lists its games', async ({ page, signIn }) => {
  await signIn('demo', { path: '/lott' });
  await page.getByRole('link', { name: 'TCG SEA Lottery' }).click();
  await expect(page).toHaveURL(`${site.url}/seaLottery`);
  await expect(page.getByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'TCG SEA Lottery' }).getByRole('article').first()).toBeVisible();
});

test('/seamless frames only the site or its launch CDNs, hides the balance, and Back leaves', async ({ page, signIn }) => {
  await signIn('demo');
  await expect(page.getByTestId('balance')).toBeVisible();
  await page.goto(`${site.url}/seamless?${new URLSearchParams({ url: 'https://evil.example/game' })}`);
  await expect(page.getByRole('alert')).toHaveText('Invalid URL, please contact customer service');
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveCount(0);

  await page.goto(`${site.url}/fish`);
  await page.goto(`${site.url}/seamless?${new URLSearchParams({ url: `${site.url}/robots.txt` })}`);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', `${site.url}/robots.txt`);
  // Leaving asks the server for the balance again: the rounds played moved money the header has not seen.
  const balanceAsked = page.waitForRequest((r) => r.url().includes(routes.balance.path));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${site.url}/fish`);
  await balanceAsked;
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a game started from the list opens in the game page and then shows under recent games', async ({ page, signIn }) => {
  await signIn('demo', { path: '/recent' });
  await expect(page.getByText('You have not played any games yet.')).toBeVisible();
  await page.goto(`${site.url}/rng/pg/rng?vassalage=PG&name=Golden+Empire`);
  await settled(page);
  const card = grid(page).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/rng\/pg\/rng/);
  await page.goto(`${site.url}/recent`);
  await expect(page.getByTestId('recent-games').getByRole('article').first()).toHaveAccessibleName(name);
});
