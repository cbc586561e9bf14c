import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();
// This file checks the moving parts themselves, as a player who has not asked for less motion sees them.
test.use({ reducedMotion: 'no-preference' });

const numberOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * The index of the first item whose middle is inside its clipping frame (the marquee and the winner board move
 * their items through a window; a click must aim at one on show).
 */
const firstOnShow = (items: Locator) =>
  items.evaluateAll((all) =>
    all.findIndex((item) => {
      let frame = item.parentElement;
      while (frame && getComputedStyle(frame).overflowX === 'visible' && getComputedStyle(frame).overflowY === 'visible') frame = frame.parentElement;
      const f = frame!.getBoundingClientRect();
      const r = item.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return x > f.left && x < f.right && y > f.top && y < f.bottom;
    }),
  );

/** The home page as a visitor sees it, once the hot games have arrived. */
async function openHome(page: Page) {
  await page.goto(site.url);
  await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('article')).toHaveCount(6);
}

/**
 * Scrolls down as a visitor does: the sections below the hot games load only as they come near the screen (the home
 * route's JavaScript budget), so a test of them first brings them near.
 */
async function scrollBelowFold(page: Page) {
  await page.mouse.wheel(0, 1000);
  await expect(page.getByRole('region', { name: 'Slots' })).toBeVisible();
}

test('the banner slider shows the w_home banners, with named dots and arrows, and follows link types', async ({ page }) => {
  await openHome(page);
  const slider = page.getByRole('region', { name: 'Featured promotions' });
  await expect(slider.getByRole('group')).toHaveCount(4);
  await expect(slider.getByRole('img', { name: 'Welcome Bonus 100%' })).toBeVisible();
  // A PROMO banner links to the promotions page; a GAME banner without a game code is a picture only.
  await expect(slider.getByRole('link').filter({ has: page.getByRole('img', { name: 'Welcome Bonus 100%' }) })).toHaveAttribute('href', '/promotions');
  await expect(slider.getByRole('link').filter({ has: page.getByRole('img', { name: 'Live Baccarat Nights' }) })).toHaveCount(0);
  // Hovering holds the autoplay, so the next arrow moves exactly one slide from where it stands.
  await slider.hover();
  const dots = slider.getByRole('button', { name: /^Show banner \d$/ });
  await expect(dots).toHaveCount(4);
  const current = await dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'));
  await slider.getByRole('button', { name: 'Next banner' }).click();
  await expect(dots.nth((current + 1) % 4)).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Show banner 1' }).click();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
});

test('the jackpot shows the rolling figure in its range and a counter that moves by its rules', async ({ page }) => {
  await openHome(page);
  const rolling = await page.getByTestId('jackpot-rolling').textContent();
  expect(rolling).toMatch(/^₱51,\d{3},\d{3}\.\d{2}$/);
  expect(numberOf(rolling)).toBeGreaterThanOrEqual(51_101_996);
  expect(numberOf(rolling)).toBeLessThanOrEqual(51_273_838);

  const counter = page.getByTestId('jackpot-counter');
  const first = await counter.textContent();
  expect(first).toMatch(/^\d{1,3}(,\d{3})+$/);
  expect(numberOf(first)).toBeGreaterThanOrEqual(1_400_000);
  expect(numberOf(first)).toBeLessThanOrEqual(1_500_000);
  // The next step comes within 5 s; the wait below is a ceiling, not a measured time. Polls are at most 1 s
  // apart and steps at least 3 s, so the first change seen is one step.
  let latest = numberOf(first);
  await expect.poll(async () => (latest = numberOf(await counter.textContent())), { timeout: 15_000 }).toBeGreaterThan(numberOf(first));
  expect(latest - numberOf(first)).toBeGreaterThanOrEqual(1000);
  expect(latest - numberOf(first)).toBeLessThanOrEqual(1500);
});

test('hot games, the slots slider, the winner board, the video area, the tiles and the QR codes render from the seed', async ({ page }) => {
  await openHome(page);
  await scrollBelowFold(page);
  await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Start game' })).toHaveCount(6);

  const slots = page.getByRole('region', { name: 'Slots' });
  await expect(slots.getByRole('article').first()).toBeVisible();
  expect(await slots.getByRole('article').count()).toBeLessThanOrEqual(20);
  // A visitor's sliders come from the hot list, which has no live games in the demo: no live slider, not a fake one.
  await expect(page.getByRole('region', { name: 'Live casino' })).toHaveCount(0);

  const winners = page.getByRole('region', { name: 'Latest winners' }).getByRole('button');
  expect(await winners.count()).toBeGreaterThan(0);
  await expect(winners.first()).toContainText(/₱[\d,]+\.\d{2}/);
  await expect(winners.first()).toContainText(/\*\*\*/);

  await expect(page.locator('iframe[title="Video"]')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0');
  await expect(page.getByRole('img', { name: 'Weekend Leaderboard' })).toBeAttached();
  await expect(page.getByRole('img', { name: 'Watch the Big Wins' })).toBeAttached();

  await expect(page.getByRole('heading', { name: '5,000+ games' })).toBeVisible();
  for (const name of ['iOS lite app', 'iOS app', 'Android app']) {
    const qr = page.getByRole('img', { name: `QR code: ${name}` });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '100');
  }
  await expect(page.getByRole('link', { name: /QR code: Android app/ })).toHaveAttribute('href', `${site.url}/down#android`);
});

test('a notice click opens the notice popup at that notice', async ({ page }) => {
  await openHome(page);
  const marquee = page.getByRole('region', { name: 'Notices' });
  await expect(marquee.getByRole('button')).toHaveCount(5);
  // Hovering holds the marquee still, so the click lands on the notice aimed at.
  await marquee.hover();
  const notice = marquee.getByRole('button').nth(await firstOnShow(marquee.getByRole('button')));
  const title = (await notice.locator('strong').textContent())!;
  await notice.click();
  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor launching a hot game or a winner card gets the login popup', async ({ page }) => {
  await openHome(page);
  await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Start game' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const board = page.getByRole('region', { name: 'Latest winners' });
  await page.getByTestId('winner-board').hover();
  const cards = board.getByRole('button');
  await cards.nth(await firstOnShow(cards)).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('switching the language re-renders the home texts', async ({ page }) => {
  await openHome(page);
  await scrollBelowFold(page);
  await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
  await page.getByLabel('Language').selectOption('TL');
  await expect(page.getByRole('heading', { name: 'Mga sikat na laro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mga pinakabagong nanalo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mga abiso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kunin ang app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code ng App para sa Android' })).toBeVisible();
  await page.getByLabel('Wika').selectOption('JA');
  await expect(page.getByRole('heading', { name: '人気ゲーム' })).toBeVisible();
  // The banners' captions (drawn into their pictures) follow the language too.
  await expect(page.getByRole('region', { name: '注目のプロモーション' }).getByRole('img', { name: 'ウェルカムボーナス 100%' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'スロット' })).toBeVisible();
});

test("a signed-in player's home slides the live games of the game list, 20 at most", async ({ page, signIn }) => {
  await signIn('demo');
  await scrollBelowFold(page);
  const live = page.getByRole('region', { name: 'Live casino' });
  await expect(live.getByRole('article').first()).toBeVisible();
  expect(await live.getByRole('article').count()).toBeLessThanOrEqual(20);
  await expect(page.getByRole('region', { name: 'Slots' }).getByRole('article').first()).toBeVisible();
});

test('the sections below the fold wait until a visitor comes near them or presses a key, then sit in the tab order before the footer', async ({ page }) => {
  await openHome(page);
  const slots = page.getByRole('region', { name: 'Slots' });
  // Not on the first screen and not near it: nothing of them has loaded.
  await expect(slots).toHaveCount(0);
  // A keyboard user's first key brings them, well before tabbing down to them.
  await page.keyboard.press('Tab');
  await expect(slots.getByRole('article').first()).toBeAttached();
  await page.getByRole('region', { name: 'Hot games' }).getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  await expect(slots.locator(':focus')).toHaveCount(1);
});
