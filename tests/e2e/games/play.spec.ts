import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();
const HEADERS = { Merchant: 'playstate', Language: 'EN', Device: 'web' };

/** Fails the test on any CSP violation the game page reports (its script and styles must all be its own files). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

/** Spins `n` rounds on the open game page; answers each round's bet and win in centavos, as the page lists them. */
async function spin(page: Page, n: number): Promise<{ bet: number; win: number }[]> {
  const rows = page.locator('#rounds tr');
  const spinButton = page.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < n; i++) {
    await expect(spinButton).toBeEnabled();
    await spinButton.click();
    await expect(rows).toHaveCount(i + 1);
  }
  return rows.evaluateAll((trs) => trs.map((tr) => ({ bet: Number((tr as HTMLElement).dataset.bet), win: Number((tr as HTMLElement).dataset.win) })));
}

test("a member launches a slot, plays rounds, and the wallet changes by exactly the rounds' net", async ({ page }) => {
  const csp = watchCsp(page);
  const token = await site.ops('token', 'demo');
  const auth = { ...HEADERS, Authorization: token };
  const balance = async () => Math.round((await (await page.request.get(`${site.url}${routes.balance.path}`, { headers: auth })).json()).value.balance * 100);
  const before = await balance();

  const launched = await page.request.post(`${site.url}${routes.launchGame.path}`, {
    headers: auth,
    data: { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' },
  });
  expect(launched.ok()).toBe(true);
  const { url } = (await launched.json()).value as { url: string };
  await page.goto(new URL(url, site.url).toString());

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden Empire');
  await expect(page.locator('#balance')).toHaveAttribute('data-centavos', String(before));
  await page.getByRole('radio').nth(1).click();
  const rounds = await spin(page, 6);
  const net = rounds.reduce((sum, r) => sum + r.win - r.bet, 0);
  expect(rounds.every((r) => r.bet === rounds[0]!.bet && r.bet > 0)).toBe(true);

  await expect(page.locator('#balance')).toHaveAttribute('data-centavos', String(before + net));
  expect(await balance()).toBe(before + net);
  // The launch is in the member's recent games.
  const recent = await (await page.request.get(`${site.url}${routes.recentGames.path}`, { headers: auth })).json();
  expect(recent.value.list[0]).toMatchObject({ gameCode: 'JL_RNG_0001' });
  expect(csp).toEqual([]);
});

test('a visitor plays a live table for free with play money, and no wallet is touched', async ({ page }) => {
  const csp = watchCsp(page);
  const res = await page.request.post(`${site.url}${routes.launchFreeGame.path}`, { headers: HEADERS, data: { vassalage: 'EVO', gameType: 'LIVE' } });
  const { url } = (await res.json()).value as { url: string };
  await page.goto(new URL(url, site.url).toString());
  await expect(page.getByText('Free play · play money')).toBeVisible();
  await expect(page.getByText(/Live table · quick play/)).toBeVisible();
  await expect(page.locator('#balance')).toHaveText('₱2,000.00');
  const rounds = await spin(page, 3);
  const net = rounds.reduce((sum, r) => sum + r.win - r.bet, 0);
  await expect(page.locator('#balance')).toHaveAttribute('data-centavos', String(200_000 + net));
  expect(csp).toEqual([]);
});

test("a game under maintenance does not start: the launch answers 'Game maintenance'", async ({ page }) => {
  const token = await site.ops('token', 'demo');
  await site.ops('game', 'maintenance', 'on', '10002');
  try {
    const res = await page.request.post(`${site.url}${routes.launchGame.path}`, {
      headers: { ...HEADERS, Authorization: token },
      data: { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0002' },
    });
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'game.maintenance', message: 'Game maintenance' });
  } finally {
    await site.ops('game', 'maintenance', 'off', '10002');
  }
});
