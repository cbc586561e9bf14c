import { expect, test, type Page } from '@playwright/test';
import { serverForThisFile } from './site-server.ts';

// The member centre's record pages (issue 6, docs/product.md §2, §9) against the real server and its seeded ledger.
const site = serverForThisFile();

async function signIn(page: Page, account: string) {
  const token = await site.ops('token', account);
  await page.goto(`${site.url}/?token=${token}`);
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
}

const isoDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

test('the account record lists the opening movement with totals; filters, day steps and empty states say so', async ({ page }) => {
  await signIn(page, 'demo');
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Account record' }).click();
  await expect(page).toHaveURL(/\/member\?page=transactionHistory$/);
  const records = page.getByRole('region', { name: 'Account record' });
  const opening = records.getByRole('row').filter({ hasText: 'Opening balance' });
  await expect(opening).toHaveCount(1);
  await expect(opening).toContainText('+₱10,000.00');
  await expect(records.getByLabel('Totals')).toContainText('Money in ₱10,000.00');
  await expect(records.getByLabel('Totals')).toContainText('Money out ₱0.00');

  await records.getByLabel('Type').selectOption('deposit');
  await expect(records).toContainText('No movements from');
  await records.getByLabel('Type').selectOption('');
  await expect(opening).toHaveCount(1);

  // The last 7 days up to today; stepping back shows the 7 before, and forward again is allowed only up to today.
  const days = records.getByRole('group', { name: 'Days' });
  const today = isoDay(new Date());
  await expect(days.getByLabel('To')).toHaveValue(today);
  await expect(days.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
  await days.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(records).toContainText('No movements from');
  await expect(days.getByLabel('To')).not.toHaveValue(today);
  await days.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(days.getByLabel('To')).toHaveValue(today);
  await expect(opening).toHaveCount(1);

  // A typed range the server cannot answer is refused here.
  await days.getByLabel('From').fill('2020-01-01');
  await days.getByRole('button', { name: 'Show' }).click();
  await expect(days.getByRole('alert')).toHaveText('Please choose at most 366 days');

  // The other record pages, from the member centre's menu.
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await menu.getByRole('link', { name: 'Betting record' }).click();
  await expect(page.getByRole('region', { name: 'Betting record' })).toContainText('No bets from');
  await menu.getByRole('link', { name: 'Personal profit and loss' }).click();
  await expect(page.getByRole('region', { name: 'Personal profit and loss' })).toContainText('No bets from');
  await menu.getByRole('link', { name: 'Bonus details' }).click();
  await expect(page.getByRole('region', { name: 'Bonus details' })).toContainText('No movements from');
});
