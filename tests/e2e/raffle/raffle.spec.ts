import { expect, test } from '../test.ts';
import { apiValueAs, balanceOf, peso, serverForThisFile } from '../site-server.ts';
import { callPath } from '../call-path.ts';

// A raffle and its tickets against the real server, as the demo player meets them in the reward centre: the seeded
// hourly draw counts down, the server's clock is moved to the draw, the player claims it once (a prize of money,
// points or a ticket), opens a ticket with its animation, and sees the prize in the balance.
const site = serverForThisFile();

interface Draw {
  raffleId: number;
  title: string;
  hasStarted: boolean;
  time: number;
}

const centavos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('the demo player waits for the hourly draw, claims it once, opens a golden egg and sees the prize in the balance', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const draws = (await apiValueAs<{ list: Draw[] }>(site, 'demo', callPath('raffleStatus'))).list;
  const hourly = draws.find((d) => d.title === 'Hourly lucky draw')!;

  await signIn('demo');
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
  await page.goto(`${site.url}/member?page=rewardCenter`);
  const card = page.getByRole('article', { name: 'Hourly lucky draw' });
  if (!hourly.hasStarted) {
    // Before the draw: the countdown runs and Claim stays locked.
    await expect(card.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await expect(card.getByRole('button', { name: /^Claim Hourly lucky draw \(opens when the countdown ends\)$/ })).toBeDisabled();
    await site.ops('clock', 'advance', String(Math.ceil(hourly.time / 60)));
    await page.reload();
  }

  // The draw is open: the tip counts the claim window down and Claim is unlocked.
  await expect(card.getByTestId('raffle-tip')).toHaveText(/^Claim within \d+:\d\d$/);
  const before = await balanceOf(site, 'demo');
  await card.getByRole('button', { name: 'Claim Hourly lucky draw' }).click();
  const result = card.getByTestId('raffle-result');
  await expect(result).toHaveText(/^You won /);
  await expect(card.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  const text = (await result.textContent())!;
  const raffleMoney = /added to your balance/.test(text) ? centavos(/₱[\d,.]+/.exec(text)![0]) : 0;
  await expect(page.getByTestId('balance')).toHaveText(peso(before + raffleMoney));

  // A second claim (another look at the same draw) answers the same prize and moves nothing.
  await page.reload();
  await expect(card.getByTestId('raffle-result')).toHaveText(text);
  expect(await balanceOf(site, 'demo')).toBe(before + raffleMoney);

  // A ticket the draw gave is opened from the link in the result.
  const tickets = page.getByRole('list', { name: 'Tickets to open' });
  if (/^You won a ticket: /.test(text)) {
    await card.getByRole('link', { name: 'Open it below' }).click();
    const won = tickets.getByTestId('ticket').filter({ hasText: 'Hourly lucky draw' });
    await won.getByRole('button', { description: /Hourly lucky draw/ }).click();
    await expect(won.getByTestId('ticket-prize')).toHaveText(/^You won .+!$/);
  }

  // The seeded golden egg cracks open: its prize is money, added to the balance.
  const held = await balanceOf(site, 'demo');
  const egg = tickets.getByTestId('ticket').filter({ hasText: 'Welcome golden egg' });
  await egg.getByRole('button', { name: 'Crack the egg', description: /Welcome golden egg/ }).click();
  const prize = egg.getByTestId('ticket-prize');
  await expect(prize).toHaveText(/^You won ₱[\d,.]+!$/);
  const won = centavos((await prize.textContent())!);
  expect(won).toBeGreaterThan(0);
  await expect(page.getByTestId('balance')).toHaveText(peso(held + won));
  expect(await balanceOf(site, 'demo')).toBe(held + won);

  // After leaving and coming back, the egg is listed as opened with its prize, and cannot be opened again.
  await page.reload();
  const used = page.getByRole('table', { name: 'Used and expired tickets' });
  await expect(used.getByRole('row').filter({ hasText: 'Welcome golden egg' })).toContainText(peso(won));
  await expect(tickets.getByRole('button', { name: 'Crack the egg', description: /Welcome golden egg/ })).toHaveCount(0);
});
