import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { routes } from '../call-path.ts';

const site = serverForThisFile();
const HEADERS = { Merchant: 'playstate', Language: 'EN', Device: 'web' };
// The seed's first TCG_LOTTO_VN game, "Thai Lotto" (a draw every 5 minutes, so the ticket rarely settles mid-test).
const GAME_CODE = 'TCG_LOTTO_VN_ELOTT_0001';

test('a member opens a VN lottery game, buys a ticket in the frame, and the wallet drops by the stake', async ({ page }) => {
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  const token = await site.ops('token', 'demo');
  const auth = { ...HEADERS, Authorization: token };
  const balance = async () => Math.round((await (await page.request.get(`${site.url}${routes.balance.path}`, { headers: auth })).json()).value.balance * 100);
  const before = await balance();

  await page.goto(`${site.url}/vnLottery?gameCode=${GAME_CODE}&token=${token}`);
  await expect(page.getByTestId('account')).toContainText('demo');
  // Beside the game, the latest drawn numbers of every VN game: five each.
  const latest = page.getByRole('region', { name: 'Latest results' }).getByRole('listitem', { name: 'Thai Lotto', exact: true });
  await expect(latest).toContainText(/Draw \d+/);
  await expect(latest.locator('b')).toHaveCount(5);
  // Below, the VN menu by draw period, the picked game marked; nothing played yet, so no recently played row.
  await expect(page.getByRole('region', { name: 'Draws every 5 min' }).locator('[aria-current="true"]')).toContainText('Thai Lotto');
  await expect(page.getByRole('region', { name: 'Draws every 1 min' }).getByRole('article').first()).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Thai Lotto');
  await expect(frame.locator('#countdown')).toHaveText(/^\d+:\d\d$/);
  await expect(frame.getByRole('list', { name: 'Last results' }).getByRole('listitem')).toHaveCount(5);

  await frame.getByRole('button', { name: 'Number 7', exact: true }).click();
  await frame.getByRole('button', { name: 'Number 21', exact: true }).click();
  await expect(frame.getByRole('button', { name: 'Number 7', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const stake = Number(await frame.getByRole('radio').first().getAttribute('data-bet'));
  await frame.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(frame.locator('#message')).toContainText('Ticket bought');
  const ticket = frame.locator('#tickets tr');
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText('7, 21');
  await expect(ticket).toHaveAttribute('data-stake', String(stake));

  const after = await balance();
  // Should the draw have closed meanwhile, a winning ticket was paid too: the wallet then moved by its net.
  expect(after).toBe(before - stake + Number(await ticket.getAttribute('data-win')));
  await expect(frame.locator('#balance')).toHaveAttribute('data-centavos', String(after));
  expect(csp).toEqual([]);

  // Back on the page later, the game leads the menu as recently played.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Recently played' }).getByRole('article', { name: 'Thai Lotto', exact: true })).toBeVisible();
});
