// Issue 5's walk-through in the site itself: find a game by part of its name, start it, play rounds in the game
// page's frame, leave, and see the header balance changed by exactly the rounds' net.
import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();
const centavos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test("a member finds a game by name, plays a few rounds, leaves, and the balance moved by the rounds' net", async ({ page, signIn }) => {
  await signIn('demo', { path: '/rng' });
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(peso(await balanceOf(site, 'demo')));
  const before = centavos((await balance.textContent())!);

  await page.getByLabel('Search games').fill('Golden Empire');
  const card = page.getByTestId('game-grid').getByRole('article', { name: 'Golden Empire' }).first();
  await card.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await expect(balance).toHaveCount(0);

  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1 })).toHaveText('Golden Empire');
  const rows = game.locator('#rounds tr');
  for (let i = 0; i < 4; i++) {
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(rows).toHaveCount(i + 1);
  }
  const rounds = await rows.evaluateAll((trs) => trs.map((tr) => Number((tr as HTMLElement).dataset.win) - Number((tr as HTMLElement).dataset.bet)));
  const net = rounds.reduce((a, b) => a + b, 0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(balance).toBeVisible();
  await expect.poll(async () => centavos((await balance.textContent())!)).toBe(before + net);

  // What was played is in the recent games.
  await page.goto(`${site.url}/recent`);
  await expect(page.getByRole('article', { name: 'Golden Empire' }).first()).toBeVisible();
});
