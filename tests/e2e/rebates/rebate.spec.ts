import type { Page } from '@playwright/test';
import { runNow } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { playRounds, serverForThisFile, staked } from '../site-server.ts';
import { routes } from '../call-path.ts';

// The rebate page (issue 13): a member plays slots, sees today's valid bets and rebate at 1.2 %, claims it when the
// operator turns manual claims on, and after the server's clock passes midnight sees yesterday's rebate paid in
// full (the claim plus the rest the day close paid). With rebates off the page leaves the menu.
const site = serverForThisFile();
const HEADERS = { Merchant: 'playstate', Language: 'EN', Device: 'web' };
const peso = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
// Slots 1.2 % plus the demo account's VIP 2 extra (0.04 %).
const rebateOf = (betCentavos: number) => Math.floor((betCentavos * 124) / 10_000);

/** Spins `n` rounds of the demo slot as the member at its third bet size; answers the centavos staked. */
const playSlot = async (page: Page, token: string, n: number) =>
  staked(await playRounds(page, site, token, { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, n, 2));

async function openRebatePage(page: Page, token: string) {
  await page.goto(`${site.url}/member?page=bonusDetails&token=${token}`);
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(menu.getByRole('link', { name: 'Rebate' })).toBeVisible();
  const names = await menu.getByRole('link').allTextContents();
  // Right after Bonus details in the menu.
  expect(names.indexOf('Rebate')).toBe(names.indexOf('Bonus details') + 1);
  await menu.getByRole('link', { name: 'Rebate' }).click();
  await expect(page).toHaveURL(/\/member\?page=rebate$/);
  return page.getByRole('region', { name: 'Rebate' });
}

test("a member sees today's rebate by game type, claims it, and the day close pays the rest", async ({ page }) => {
  const token = await site.ops('token', 'demo');
  const firstBets = await playSlot(page, token, 4);
  let region = await openRebatePage(page, token);
  const slots = region.getByTestId('rebate-RNG');
  await expect(slots).toContainText('Slots');
  await expect(slots).toContainText('1.24%');
  await expect(slots).toContainText(peso(firstBets));
  await expect(slots).toContainText(peso(rebateOf(firstBets)));
  await expect(region.getByTestId('rebate-PVP')).toContainText('None');
  await expect(region).toContainText('paid to your wallet automatically after midnight (GMT+8)');
  await expect(region.getByRole('button', { name: /Claim/ })).toHaveCount(0);

  // The operator turns manual claims on: today's rebate so far can be taken now.
  await site.ops('flag', 'MANPLAYREB3', 'on');
  await page.reload();
  region = page.getByRole('region', { name: 'Rebate' });
  const claim = region.getByRole('button', { name: `Claim ${peso(rebateOf(firstBets))}` });
  await claim.click();
  await expect(region.getByRole('status')).toHaveText(`${peso(rebateOf(firstBets))} has been added to your wallet.`);
  await expect(region.getByTestId('rebate-total-due')).toHaveText('₱0.00');
  await expect(region.getByRole('button', { name: 'Claim ₱0.00' })).toBeDisabled();

  // More play, then midnight: the day close pays what was not claimed, so the day's rebate is whole.
  const moreBets = await playSlot(page, token, 3);
  const total = rebateOf(firstBets + moreBets);
  const now = new Date(runNow());
  const minutesToMidnight = Math.ceil(
    (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + (now.getUTCHours() >= 16 ? 1 : 0), 16) - now.getTime()) / 60_000,
  );
  await site.ops('clock', 'advance', String(minutesToMidnight + 1));
  region = await openRebatePage(page, token);
  await expect(region.getByRole('heading', { name: /^Yesterday/ })).toBeVisible();
  await expect(region).toContainText(`Total: ${peso(total)}`);
  await expect(region.getByTestId('rebate-total-due')).toHaveText('₱0.00');

  // Bonus details lists both payouts (asked over the server's days: its clock is a day ahead of this one).
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  const range = `startDate=${day(now.getTime())}&endDate=${day(now.getTime() + (minutesToMidnight + 1) * 60_000)}`;
  const details = await (await page.request.get(`${site.url}${routes.bonusDetails.path}?${range}`, { headers: { ...HEADERS, Authorization: token } })).json();
  // (Today also holds the seed's last played day's rebates, paid a minute after midnight.)
  const rebates = (details.value.content as { memo: string; amount: number }[]).filter((m) => m.memo === `Rebate RNG ${day(now.getTime())}`);
  expect(rebates).toHaveLength(2);
  expect(Math.round(rebates.reduce((sum, m) => sum + m.amount, 0) * 100)).toBe(total);

  // Rebates off: the page leaves the menu.
  await site.ops('flag', 'MYRBT3', 'off');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'Bonus details' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'Rebate' })).toHaveCount(0);
});
