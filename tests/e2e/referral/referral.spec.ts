import type { Page } from '@playwright/test';
import { newRunContext, runNow } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { apiValueAs, balanceOf, peso, playRounds, quietAnnouncements, serverForThisFile, staked } from '../site-server.ts';
import { callPath } from '../call-path.ts';

// Invite friends (issue 15) against the real server, as two people meet it: a player copies their invite link, a
// friend registers through it in another browser, deposits and plays; the day closes and the player sees the
// friend qualified and the income paid once (a second run of the jobs pays nothing more).
const site = serverForThisFile();

const SLOT = { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' };

async function registerByUsername(page: Page, username: string) {
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account')).toContainText(username);
}

test('a player invites a friend with their link; the friend registers, deposits and plays; the day closes and the income shows once', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The player registers and opens "Invite friends" from the header's user menu (the REFERRAL promotion runs).
  await page.goto(`${site.url}/register`);
  await registerByUsername(page, 'inviterana');
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/member\?page=referral$/);
  const link = page.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(new RegExp(`^${site.url}/register\\?referralCode=[A-Z2-9]{8}$`));
  await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'How it works' })).toContainText(
    'first deposit of at least ₱100.00 and valid bets of at least ₱200.00 within 7 days',
  );
  await expect(page.getByText('No invitees from')).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('region', { name: 'Your invite link' }).getByRole('status')).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());

  // A friend opens it in another browser and registers: the code goes with the registration.
  const friendContext = await newRunContext(browser);
  const friend = await friendContext.newPage();
  await quietAnnouncements(friend);
  await friend.goto(copied);
  await registerByUsername(friend, 'friendbeto');
  await page.reload();
  const invitees = page.getByRole('region', { name: 'My invitees' });
  await expect(invitees.getByTestId('invitee-row')).toHaveCount(1);
  await expect(invitees.getByTestId('invitee-row')).toContainText('Registered');
  await expect(invitees.getByTestId('invitee-row')).not.toContainText('friendbeto');

  // The friend deposits ₱500 with the demo provider and plays six ₱50 rounds on a slot.
  await friend.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await friend.getByRole('radio', { name: /GCash/ }).check();
  await friend.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱500.00' }).click();
  await friend.getByRole('button', { name: 'Deposit now' }).click();
  await friend.getByRole('button', { name: 'Pay' }).click();
  await expect(friend.getByRole('heading', { name: 'Payment of ₱500.00 successful.' })).toBeVisible();
  const bets = staked(await playRounds(friend, site, await site.ops('token', 'friendbeto'), SLOT, 6, 4));
  expect(bets).toBe(30_000);
  await friendContext.close();

  // The server's clock passes midnight (GMT+8): the day closes, the friend qualifies, the income is paid.
  const before = await balanceOf(site, 'inviterana');
  const now = runNow();
  const midnight = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate() + (new Date(now).getUTCHours() >= 16 ? 1 : 0),
    16,
  );
  await site.ops('clock', 'advance', String(Math.ceil((midnight - now) / 60_000) + 1));
  await site.ops('jobs', 'run');
  type Window = {
    totalMoney: number;
    achievement: { amount: number };
    depositRebate: { amount: number };
    betRebate: { amount: number };
    invitation: { amount: number };
  };
  const overview = await apiValueAs<{ today: Window }>(site, 'inviterana', callPath('incomeOverview'));
  expect(overview.today.achievement.amount).toBe(50);
  expect(overview.today.depositRebate.amount).toBe(5);
  expect(overview.today.invitation.amount).toBe(50);
  const paid = Math.round(overview.today.totalMoney * 100);
  expect(paid).toBe(5_000 + 500 + Math.round(overview.today.betRebate.amount * 100));
  expect(await balanceOf(site, 'inviterana')).toBe(before + paid);

  // Once: the jobs again pay nothing more.
  await site.ops('jobs', 'run');
  expect(await balanceOf(site, 'inviterana')).toBe(before + paid);

  // The page: the friend qualified, the overview and the records say the same. The browser's clock follows the
  // server's (its record ranges end at the browser's today).
  await page.clock.install({ time: new Date(midnight + 5 * 60_000) });
  await page.reload();
  await expect(invitees.getByTestId('invitee-row')).toContainText('Qualified');
  await expect(page.getByTestId('referral-qualified')).toHaveText('1');
  await expect(page.getByTestId('referral-prize')).toHaveText(peso(paid));
  // One qualified friend: a third of the way to the first achievement tier (issue 39).
  const tiers = page.getByRole('region', { name: 'Achievement tiers' });
  await expect(tiers.getByText('Next tier: 1 of 3 qualified friends')).toBeVisible();
  await expect(tiers.getByTestId('tier-row').first()).toContainText('2 more to go');
  const table = page.getByTestId('referral-overview');
  await expect(table.getByTestId('overview-achievement')).toContainText('₱50.00');
  await expect(table.getByTestId('overview-depositRebate')).toContainText('₱5.00');
  await expect(table.getByTestId('overview-invitation')).toContainText('50 points');
  await expect(page.getByTestId('overview-total-today')).toHaveText(peso(paid));
  const records = page.getByRole('region', { name: 'Income records' });
  await expect(records.getByTestId('record-row')).toHaveCount(1);
  await expect(records.getByTestId('record-row')).toContainText('₱50.00');
  await records.getByLabel(/^Income/).selectOption('depositRebate');
  await expect(records.getByTestId('record-row')).toContainText('₱500.00');
  await expect(records.getByTestId('record-row')).toContainText('₱5.00');
});
