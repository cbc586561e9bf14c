import { newRunPage } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile } from '../site-server.ts';

// The wallet page (issue 6, docs/product.md §2 transferFund) against the real server, in both merchant wallet modes.
const site = serverForThisFile();

test('with one wallet there is nothing to transfer; with transfer wallets money moves and the balances show it', async ({ page, browser }) => {
  const token = await site.ops('token', 'demo');
  const start = await balanceOf(site, 'demo');
  await page.goto(`${site.url}/member?page=transferFund&token=${token}`);
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByRole('row').filter({ hasText: 'Main wallet' })).toContainText(peso(start));
  await expect(wallet).toContainText('All your money is in one wallet');
  await expect(wallet.getByRole('button', { name: 'Transfer' })).toHaveCount(0);

  await site.ops('wallet', 'mode', 'transfer');
  // A new visit (the wallet mode is cached for the browser session, docs/product.md §4 Caching).
  const fresh = await newRunPage(browser);
  await fresh.addInitScript(() => sessionStorage.setItem('playstate.announcement.closed.user', '1'));
  await fresh.goto(`${site.url}/member?page=transferFund&token=${await site.ops('token', 'demo')}`);
  const wallets = fresh.getByRole('region', { name: 'Wallet' });
  const form = wallets.getByRole('form', { name: 'Transfer between wallets' });
  await expect(form).toBeVisible();
  const to = (await form.getByLabel('To').locator('option:checked').textContent())!;
  // A peso more than the main wallet holds.
  await form.getByLabel('Amount').fill(String(Math.floor(start / 100) + 1));
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('alert')).toHaveText('The amount is more than the wallet holds');
  await expect(wallets.getByRole('row').filter({ hasText: 'Main wallet' })).toContainText(peso(start));

  await form.getByLabel('Amount').fill('1000');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('The transfer is done.');
  await expect(wallets.getByRole('row').filter({ hasText: 'Main wallet' })).toContainText(peso(start - 100_000));
  await expect(wallets.getByRole('row').filter({ hasText: to })).toContainText('₱1,000.00');
  await fresh.close();
});

test('a transfer to the agent is offered only where the merchant allows it, and moves the money once', async ({ page }) => {
  const token = await site.ops('token', 'down01');
  const start = await balanceOf(site, 'down01');
  await page.goto(`${site.url}/member?page=transferUpline&token=${token}`);
  const upline = page.getByRole('region', { name: 'Transfer to agent' });
  await expect(upline).toContainText('Transfers to your agent are not offered on this site.');

  await site.ops('transfer', 'upline', 'on');
  await page.reload();
  await expect(upline).toContainText('agent01');
  await expect(upline).toContainText(peso(start));
  await upline.getByLabel('Amount').fill(String(Math.floor(start / 100) + 1));
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByRole('alert')).toHaveText('The amount is more than the wallet holds');
  await upline.getByLabel('Amount').fill('100');
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByRole('status')).toHaveText('₱100.00 was sent to agent01.');
  await expect(upline).toContainText(peso(start - 10_000));
  await expect(page.getByTestId('balance')).toHaveText(peso(start - 10_000));
});

test('a bonus that still owes turnover does not leave through a transfer to the agent: the page says what is left to play, and nothing moves', async ({
  page,
  signIn,
}) => {
  await site.ops('transfer', 'upline', 'on');
  await site.ops('reward', 'issue', 'down02', '40', '--title', 'Turnover gift', '--turnover', '2');
  await signIn('down02', { path: '/member?page=rewardCenter' });
  const claimable = page.getByRole('region', { name: 'Claimable rewards' });
  await claimable.getByRole('button', { name: 'Claim Turnover gift' }).click();
  await expect(claimable.getByRole('status')).toContainText('₱40.00 added to your balance.');
  const start = await balanceOf(site, 'down02');
  const agentStart = await balanceOf(site, 'agent01');

  await page.goto(`${site.url}/member?page=transferUpline`);
  const upline = page.getByRole('region', { name: 'Transfer to agent' });
  await upline.getByLabel('Amount').fill('10');
  await upline.getByRole('button', { name: 'Transfer' }).click();
  await expect(upline.getByRole('alert')).toHaveText('Please play ₱80.00 more in valid bets to complete your bonus turnover before transferring.');
  await expect(page.getByTestId('balance')).toHaveText(peso(start));
  expect(await balanceOf(site, 'down02')).toBe(start);
  expect(await balanceOf(site, 'agent01')).toBe(agentStart);
});
