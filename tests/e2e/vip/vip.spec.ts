// The VIP page (/vip, issue 13 item 4): every level's requirements and benefits for a visitor; a signed-in member
// reaches it from the header's VIP label and sees their progress to the next level and this month's keep figures.
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();

test('a visitor sees every level with its requirements and benefits, and is asked to log in for progress', async ({ page }) => {
  await page.goto(`${site.url}/vip`);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
  const levels = page.getByTestId('vip-levels');
  await expect(levels.locator('tbody tr')).toHaveCount(11);
  const vip1 = levels.getByRole('row', { name: /^VIP 1 / });
  await expect(vip1).toContainText('₱100.00 deposits or ₱500.00 valid bets');
  await expect(vip1).toContainText('₱18.00 · 1× turnover');
  await expect(levels.getByRole('row', { name: /^VIP 3 / })).toContainText('₱5,000.00 deposits and ₱20,000.00 valid bets');
  await expect(levels.getByRole('row', { name: /^VIP 10 / })).toContainText('+0.30%');
  // Rebate rates by game type at each level: slots 1.2 % at VIP 0, 1.5 % at VIP 10.
  const rates = page.getByRole('region', { name: 'Rebate rates by game type' });
  await expect(rates.getByRole('row', { name: /^VIP 10 / })).toContainText('1.50%');
  await expect(page.getByTestId('vip-progress')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a member opens the VIP page from the header's VIP label and sees their progress and keep figures", async ({ page, signIn }) => {
  await signIn('demo');
  await expect(page.getByTestId('account')).toContainText('VIP 2');
  await page.getByTestId('account').click();
  await page.getByTestId('vip-link').click();
  await expect(page).toHaveURL(`${site.url}/vip`);

  const progress = page.getByTestId('vip-progress');
  await expect(progress.getByTestId('vip-current')).toHaveText('VIP 2');
  await expect(progress.getByRole('heading', { name: 'Progress to VIP 3' })).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Total deposits' })).toHaveAttribute('aria-valuetext', /\/ ₱5,000\.00$/);
  await expect(progress.getByRole('progressbar', { name: 'Total valid bets' })).toHaveAttribute('aria-valuetext', /\/ ₱20,000\.00$/);
  await expect(progress.getByRole('heading', { name: 'Keep VIP 2 this month' })).toBeVisible();
  await expect(progress.getByRole('progressbar', { name: 'Valid bets this month' })).toHaveAttribute('aria-valuetext', /\/ ₱2,000\.00$/);
  // The member's own level is marked in the table.
  await expect(page.getByTestId('vip-levels').locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(page.getByTestId('vip-levels').locator('tr[aria-current="true"] th')).toHaveText('VIP 2 You');

  // At the top level there is no next one.
  await site.ops('vip', 'set', 'demo', '10');
  await page.reload();
  await expect(page.getByTestId('vip-progress').getByRole('heading', { name: 'Max rank' })).toBeVisible();
  await expect(page.getByTestId('vip-progress').getByTestId('vip-current')).toHaveText('VIP 10');
  // Raised this month by the operator: this month's close does not judge the level.
  await expect(page.getByTestId('vip-progress')).toContainText("You reached VIP 10 this month: this month's close does not judge it.");
  await site.ops('vip', 'set', 'demo', '2');
});
