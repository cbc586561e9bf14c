import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

// Invite friends' achievement tiers and earnings estimate (issue 39 item 6) against the real server and the demo
// terms (₱100 first deposit, ₱200 valid bets; ₱50 and 50 points per qualified friend; 1 % and 0.2 %; tiers of ₱100
// at 3, ₱500 at 10 and ₱2,000 at 30 qualified friends). Paying a tier is tests/server/referral/referral-tiers.test.ts.
const site = serverForThisFile();

test('a new player sees the tiers with the progress to the next, and estimates what inviting friends would earn', async ({ page }) => {
  await page.goto(`${site.url}/register`);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('textbox', { name: /^Username/ }).fill('tierpia');
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Invite friends' }).click();

  // The tiers: none reached yet, the first three friends away.
  const tiers = page.getByRole('region', { name: 'Achievement tiers' });
  await expect(tiers.getByTestId('tier-row')).toHaveText([/^3₱100\.003 more to go$/, /^10₱500\.0010 more to go$/, /^30₱2,000\.0030 more to go$/]);
  await expect(tiers.getByText('Next tier: 0 of 3 qualified friends')).toBeVisible();
  await expect(tiers.getByRole('progressbar', { name: /Next tier/ })).toHaveAttribute('max', '3');

  // The estimate starts from 5 friends at the minimums: 5 x ₱50, ₱5 + ₱2 of rebates, the ₱100 tier at 3.
  const estimate = page.getByRole('region', { name: 'Estimate your earnings' });
  const result = estimate.getByTestId('referral-estimate');
  await expect(estimate.getByLabel("Each friend's deposit")).toHaveValue('100');
  await expect(result).toContainText('You would earn ₱357.00 and 250 points');
  // Ten friends reach the second tier too: 10 x ₱50, ₱10 + ₱4, ₱100 + ₱500.
  await estimate.getByLabel('Friends who join').fill('10');
  await expect(result).toContainText('You would earn ₱1,114.00 and 500 points');
  // Deposits below the minimum qualify no one.
  await estimate.getByLabel("Each friend's deposit").fill('99.99');
  await expect(result).toContainText('Friends qualify only with a first deposit of at least ₱100.00 and valid bets of at least ₱200.00');
  await expect(result).not.toContainText('You would earn');

  // Bad input is named under its field, and nothing is estimated.
  await estimate.getByLabel("Each friend's deposit").fill('12.345');
  await expect(estimate.getByText('Enter an amount of 0 or more, with at most two decimals.')).toBeVisible();
  await expect(estimate.getByLabel("Each friend's deposit")).toHaveAttribute('aria-invalid', 'true');
  await estimate.getByLabel('Friends who join').fill('0');
  await expect(estimate.getByText('Enter a whole number of friends from 1 to 1,000.')).toBeVisible();
  await expect(result).toBeEmpty();
});
