import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();

const hotGames = (page: Page) => page.getByRole('region', { name: 'Hot games' });

/** Clicks and waits until the server has answered the call it makes, so a reload reads the stored list. */
async function clickAndSave(page: Page, click: () => Promise<void>, path: string) {
  const saved = page.waitForResponse((r) => r.url().includes(path) && r.ok());
  await click();
  await saved;
}

test('a member marks a hot game as favourite; it stays marked after a reload until unmarked', async ({ page, signIn }) => {
  await signIn('demo');
  await expect(hotGames(page).getByRole('article')).toHaveCount(6);
  const card = hotGames(page).getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  const heart = () =>
    hotGames(page)
      .getByRole('article', { name })
      .getByRole('button', { name: /favourites$/ });

  await expect(heart()).toHaveAccessibleName('Add to favourites');
  await expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await clickAndSave(page, () => heart().click(), 'MCSFE_addFavoriteGameV2');
  await expect(heart()).toHaveAccessibleName('Remove from favourites');
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  // The marks come from the member's stored list: only the game marked shows a pressed heart.
  await expect(hotGames(page).getByRole('button', { name: 'Remove from favourites' })).toHaveCount(1);

  await clickAndSave(page, () => heart().click(), 'MCSFE_removeFavoriteGameV2');
  await expect(heart()).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart()).toHaveAccessibleName('Add to favourites');
  await expect(heart()).toHaveAttribute('aria-pressed', 'false');
});

test("a visitor's heart opens the login popup and marks nothing", async ({ page }) => {
  await page.goto(site.url);
  const heart = hotGames(page).getByRole('button', { name: 'Add to favourites' }).first();
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a trial player is asked to register first and nothing is marked', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('account')).toContainText('trial');
  const heart = hotGames(page).getByRole('button', { name: 'Add to favourites' }).first();
  await heart.click();
  await expect(page.getByRole('status')).toContainText('Please Register An Account First');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('the favourites page lists the favourites; removing one there drops it at once', async ({ page, signIn }) => {
  await signIn('demo');
  await expect(hotGames(page).getByRole('article')).toHaveCount(6);
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = hotGames(page).getByRole('article').nth(index);
    names.push((await card.getAttribute('aria-label'))!);
    await clickAndSave(page, () => card.getByRole('button', { name: 'Add to favourites' }).click(), 'MCSFE_addFavoriteGameV2');
  }
  await page.goto(`${site.url}/favourites`);
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  const cards = page.getByRole('article');
  // Newest first.
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAccessibleName(names[1]!);
  await expect(cards.nth(1)).toHaveAccessibleName(names[0]!);

  await clickAndSave(page, () => cards.nth(0).getByRole('button', { name: 'Remove from favourites' }).click(), 'MCSFE_removeFavoriteGameV2');
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toHaveAccessibleName(names[0]!);
  await clickAndSave(page, () => cards.nth(0).getByRole('button', { name: 'Remove from favourites' }).click(), 'MCSFE_removeFavoriteGameV2');
  await expect(page.getByText('You have no favourite games yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse games' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
});

test('the user menu leads to the favourites and the recent games', async ({ page, signIn }) => {
  await signIn('demo');
  await expect(hotGames(page).getByRole('article')).toHaveCount(6);
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My favourites' }).click();
  await expect(page).toHaveURL(`${site.url}/favourites`);
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Recent games' }).click();
  await expect(page).toHaveURL(`${site.url}/recent`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent games' })).toBeVisible();
});
