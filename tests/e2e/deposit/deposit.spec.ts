import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';

// Deposits through the demo payment provider (issue 6, docs/product.md §2 depositv2), against the real server.
const site = serverForThisFile();

const balance = (page: Page) => page.getByTestId('balance');

/** The header balance as a number, once it has loaded. */
async function balanceNow(page: Page): Promise<number> {
  await expect(balance(page)).toHaveText(/₱[\d,]+\.\d\d/);
  return Number((await balance(page).textContent())!.replace(/[₱,]/g, ''));
}

const peso = (n: number) => `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Signs the account in by a URL token and opens the deposit page from the header's Deposit button. */
async function openDeposit(page: Page, account: string) {
  const token = await site.ops('token', account);
  await page.goto(`${site.url}/?token=${token}`);
  await balanceNow(page);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await expect(menu.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
}

const ordersTable = (page: Page) => page.getByRole('region', { name: 'My deposits' });

test('a member deposits ₱500 with GCash: the balance rises by ₱500 once, even when the provider notifies again', async ({ page }) => {
  await openDeposit(page, 'demo');
  const before = await balanceNow(page);

  await page.getByRole('radio', { name: /GCash/ }).check();
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₱500.00' }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('500');
  await page.getByRole('button', { name: 'Deposit now' }).click();

  // The provider's checkout page, in this tab.
  await expect(page).toHaveURL(/\/demo-pay\/checkout\//);
  await expect(page.getByText('₱500.00')).toBeVisible();
  // The deadline in the member's time zone and language (issue 12), not a raw UTC timestamp.
  const deadline = page.locator('dd time');
  await expect(deadline).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M \(GMT\+8\)$/);
  const instant = Date.parse((await deadline.getAttribute('datetime'))!);
  const manila = new Date(instant + 8 * 3_600_000);
  expect(await deadline.textContent()).toContain(
    `${manila.getUTCFullYear()}, ${manila.getUTCHours() % 12 || 12}:${String(manila.getUTCMinutes()).padStart(2, '0')}`,
  );
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment of ₱500.00 successful.' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the notification again' }).click();
  await expect(page.getByRole('heading', { name: /nothing was credited again/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();

  // Back on the site: the order's outcome, the new balance, and the order in the list.
  const outcome = page.getByRole('status', { name: 'Your deposit' });
  await expect(outcome).toContainText('Paid');
  await expect(outcome).toContainText('₱500.00 was added to your balance.');
  await expect(balance(page)).toHaveText(peso(before + 500));
  const row = ordersTable(page).getByRole('row').filter({ hasText: 'GCash' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₱500.00');
  await expect(row).toContainText('Paid');
  await expect(ordersTable(page)).toContainText('Paid in these days: ₱500.00');

  await page.reload();
  await expect(balance(page)).toHaveText(peso(before + 500));
  await outcome.getByRole('button', { name: 'Done' }).click();
  await expect(outcome).toHaveCount(0);

  // The account record has the deposit once, with the balance it left.
  await page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'Account record' }).click();
  const deposits = page.getByRole('region', { name: 'Account record' }).getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposits).toHaveCount(1);
  await expect(deposits).toContainText('+₱500.00');
  await expect(deposits).toContainText(peso(before + 500));
});

test("an amount that is empty, not a number, too precise or outside the method's limits is refused with its message and creates no order", async ({ page }) => {
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('PAY_depositOrder')) created.push(r.url());
  });
  await openDeposit(page, 'down01');
  await expect(ordersTable(page)).toContainText('No deposits from');

  await page.getByRole('radio', { name: /GCash/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByRole('alert')).toHaveText('The minimum amount is ₱100.00');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const refused = async (amount: string, message: string) => {
    await page.getByLabel('Amount', { exact: true }).fill(amount);
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
  };
  await refused('12.345', 'Please enter an amount with at most 2 decimals');
  await refused('', 'Please enter an amount');
  // Each its own words (issue 12), not "at most 2 decimals" for all of them.
  await refused('abc', 'Please enter the amount in digits, such as 100 or 99.50');
  await refused('-100', 'The amount must be more than zero');
  await refused('1'.repeat(40), 'The maximum amount is ₱50,000.00');
  await refused('50001', 'The maximum amount is ₱50,000.00');
  expect(created).toEqual([]);

  // What only the server can see (an amount altered on its way) is refused there, in the member's words.
  await page.route('**/PAY_depositOrder', (route) => route.continue({ postData: JSON.stringify({ method: 'GCASH', amount: 1 }) }));
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByRole('alert')).toHaveText('The amount is below the minimum for this method');
  expect(created).toHaveLength(1);
  await page.unroute('**/PAY_depositOrder');

  await page.reload();
  await expect(ordersTable(page)).toContainText('No deposits from');
});

test("a deposit cancelled on the provider's page shows as cancelled and adds nothing", async ({ page }) => {
  await openDeposit(page, 'down02');
  const before = await balanceNow(page);

  await page.getByRole('radio', { name: /Online banking/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('750');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/demo-pay\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();

  const outcome = page.getByRole('status', { name: 'Your deposit' });
  await expect(outcome).toContainText('Cancelled');
  await expect(outcome).toContainText('The payment was cancelled: nothing was charged.');
  const row = ordersTable(page).getByRole('row').filter({ hasText: 'Online banking' });
  await expect(row).toContainText('₱750.00');
  await expect(row).toContainText('Cancelled');
  await expect(ordersTable(page)).toContainText('Paid in these days: ₱0.00');
  await expect(balance(page)).toHaveText(peso(before));

  await ordersTable(page).getByLabel('Status').selectOption('paid');
  await expect(ordersTable(page)).toContainText('No deposits from');
  await ordersTable(page).getByLabel('Status').selectOption('cancelled');
  await expect(ordersTable(page).getByRole('row').filter({ hasText: 'Online banking' })).toHaveCount(1);
});
