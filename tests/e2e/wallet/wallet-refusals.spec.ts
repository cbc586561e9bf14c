import type { Locator, Page } from '@playwright/test';
import { runNow } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { apiValueAs, balanceOf, peso, serverForThisFile } from '../site-server.ts';
import { callPath, routes } from '../call-path.ts';

// Issue 6, "bad inputs of every form are refused with their messages": the transfer forms and the record
// filters refuse what the server would, in the member's words, send nothing and change no balance; what only the
// server can refuse shows in the member's words too.
const site = serverForThisFile();

const isoDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
const shift = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) - 8 * 3_600_000 + days * 86_400_000);

/** Bad amounts for a wallet holding `balance` centavos, with their messages. */
const badAmounts = (balance: number): [string, string][] => [
  ['', 'Please enter an amount'],
  ['0', 'The amount must be more than zero'],
  ['-5', 'The amount must be more than zero'],
  ['12.345', 'Please enter an amount with at most 2 decimals'],
  ['ten', 'Please enter the amount in digits, such as 100 or 99.50'],
  // A centavo more than the wallet holds.
  [((balance + 1) / 100).toFixed(2), 'The amount is more than the wallet holds'],
];

interface RecordTotals {
  total: number;
  totalIn: number;
  totalOut: number;
}

async function refused(form: Locator, amount: string, message: string) {
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(form.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
}

/** The transfers the page sent. */
function watchTransfers(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /GCS_walletTransfer|MCS_transferUpline/.test(r.url())) sent.push(r.url());
  });
  return sent;
}

test('bad transfer amounts are refused on both transfer pages with their messages, send nothing and change no balance', async ({ page }) => {
  await site.ops('wallet', 'mode', 'transfer');
  await site.ops('transfer', 'upline', 'on');
  const sent = watchTransfers(page);
  // down01, agent01's downline, with what the seed's demo play left it and the record of the last 7 days.
  const start = await balanceOf(site, 'down01');
  const record = await apiValueAs<RecordTotals>(site, 'down01', callPath('accountRecord'));
  const BAD_AMOUNTS = badAmounts(start);
  await page.goto(`${site.url}/member?page=transferFund&token=${await site.ops('token', 'down01')}`);
  const wallets = page.getByRole('region', { name: 'Wallet' });
  const form = wallets.getByRole('form', { name: 'Transfer between wallets' });
  for (const [amount, message] of BAD_AMOUNTS) await refused(form, amount, message);

  // A game wallet holds nothing yet.
  const gameWallet = (await form.getByLabel('To').locator('option:checked').textContent())!;
  await form.getByLabel('From').selectOption({ label: gameWallet });
  await expect(form.getByLabel('To')).toHaveValue('MAIN');
  await refused(form, '1', 'The amount is more than the wallet holds');
  // The same wallet cannot be on both sides: one side is always the main wallet, the other a game wallet.
  await form.getByLabel('To').selectOption({ label: gameWallet });
  await expect(form.getByLabel('From')).toHaveValue('MAIN');
  await form.getByLabel('From').selectOption('MAIN');
  await expect(form.getByLabel('To')).not.toHaveValue('MAIN');

  await page.goto(`${site.url}/member?page=transferUpline`);
  const upline = page.getByRole('region', { name: 'Transfer to agent' });
  await expect(upline).toContainText('agent01');
  for (const [amount, message] of BAD_AMOUNTS) await refused(upline, amount, message);
  expect(sent).toEqual([]);

  // What passes the page's check but not the server's (here an amount changed on its way) is refused in words.
  await page.route(`**${routes.transferUpline.path}`, (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), amount: 0.001 }) }),
  );
  await refused(upline, '10', 'Please check what you entered');
  expect(sent).toHaveLength(1);
  await page.unroute(`**${routes.transferUpline.path}`);

  // Nothing moved: the balances and the account record are as they were.
  await page.reload();
  await expect(upline).toContainText(peso(start));
  await expect(page.getByTestId('balance')).toHaveText(peso(start));
  await page.goto(`${site.url}/member?page=transferFund`);
  await expect(wallets.getByRole('row').filter({ hasText: 'Main wallet' })).toContainText(peso(start));
  await expect(wallets.getByRole('row').filter({ hasText: gameWallet })).toContainText('₱0.00');
  await page.goto(`${site.url}/member?page=transactionHistory`);
  const totals = page.getByRole('region', { name: 'Account record' }).getByLabel('Totals');
  await expect(totals).toContainText(`Records: ${record.total}`);
  await expect(totals).toContainText(`Money in ${peso(Math.round(record.totalIn * 100))}`);
  await expect(totals).toContainText(`Money out ${peso(Math.round(record.totalOut * 100))}`);
  expect(await balanceOf(site, 'down01')).toBe(start);
});

/** The four record lists' paths: the requests the record pages make. */
const RECORD_PATHS = (['accountRecord', 'bonusDetails', 'bettingRecord', 'profitLoss'] as const).map((name) => routes[name].path);

test('record day ranges the server would refuse are refused on the page, and a list the server refuses says why', async ({ page }) => {
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    if (RECORD_PATHS.some((p) => r.url().includes(p))) asked.push(new URL(r.url()).searchParams);
  });
  await page.goto(`${site.url}/member?page=transactionHistory&token=${await site.ops('token', 'secure01')}`);
  const records = page.getByRole('region', { name: 'Account record' });
  const days = records.getByRole('group', { name: 'Days' });
  const today = isoDay(runNow());
  // secure01's last 7 days (the seed's demo play), as the server counts them: what the list shows throughout.
  const shown = await apiValueAs<RecordTotals>(site, 'secure01', callPath('accountRecord', { startDate: shift(today, -6), endDate: today }));
  const totals = records.getByLabel('Totals');
  await expect(totals).toContainText(`Records: ${shown.total}`);
  const firstRow = await records.locator('tbody tr').first().textContent();

  const bad: [string, string, string][] = [
    [today, shift(today, -1), 'The end day is before the start day'],
    [shift(today, -366), today, 'Please choose at most 366 days'],
    ['', today, 'Please choose both days'],
    [today, '', 'Please choose both days'],
    [shift(today, -1), shift(today, 1), 'The end day cannot be after today'],
  ];
  for (const [from, to, message] of bad) {
    await days.getByLabel('From').fill(from);
    await days.getByLabel('To').fill(to);
    await days.getByRole('button', { name: 'Show' }).click();
    await expect(days.getByRole('alert')).toHaveText(message);
    // The list stays as it was.
    await expect(totals).toContainText(`Records: ${shown.total}`);
    await expect(records.locator('tbody tr').first()).toHaveText(firstRow!);
  }
  expect(asked.filter((q) => bad.some(([from, to]) => q.get('startDate') === from && q.get('endDate') === to))).toEqual([]);

  // The longest range allowed is taken.
  await days.getByLabel('From').fill(shift(today, -365));
  await days.getByLabel('To').fill(today);
  await days.getByRole('button', { name: 'Show' }).click();
  await expect(days.getByRole('alert')).toHaveCount(0);
  const year = await apiValueAs<RecordTotals>(site, 'secure01', callPath('accountRecord', { startDate: shift(today, -365), endDate: today }));
  // The year holds the opening and every played day: more than the last 7 days.
  expect(year.total).toBeGreaterThan(shown.total);
  await expect(totals).toContainText(`Records: ${year.total}`);
  expect(asked.at(-1)?.get('startDate')).toBe(shift(today, -365));

  // The page asks only for pages that exist; a page the server refuses (here one changed on its way) says why and
  // offers to try again.
  await page.route(`**${routes.accountRecord.path}?*`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('pageNum', '0');
    return route.continue({ url: url.toString() });
  });
  await records.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(records.getByRole('alert')).toHaveText(/Please check what you entered/);
  await page.unroute(`**${routes.accountRecord.path}?*`);
  await records.getByRole('button', { name: 'Try again' }).click();
  await expect(records).toContainText('No movements from');
});
