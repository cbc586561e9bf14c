import type { Locator } from '@playwright/test';
import { runNow } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { apiValueAs, peso, serverForThisFile, signedPeso } from '../site-server.ts';
import { DEMO_ACCOUNTS } from '../../../server/seed/base-data.ts';
import { PLAY_DAYS } from '../../../server/seed/demo-play-plan.ts';
import { callPath } from '../call-path.ts';

// The member centre's record pages (issue 6, docs/product.md §2, §9) against the real server and its seeded ledger:
// the demo account's 30 days of seeded play, its opening credit on the first played day, nothing before it.
const site = serverForThisFile();

const isoDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const shift = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - 8 * 3_600_000 + days * 86_400_000));
const cents = (n: number) => Math.round(n * 100);

interface Movements {
  total: number;
  totalIn: number;
  totalOut: number;
  net: number;
}
interface Bets {
  total?: number;
  totalBet: number;
  totalWin: number;
  net: number;
}

const movements = (call: 'accountRecord' | 'bonusDetails', from: string, to: string, kind = '') =>
  apiValueAs<Movements>(site, 'demo', callPath(call, { startDate: from, endDate: to, kind: kind || undefined }));
const bets = (call: 'bettingRecord' | 'profitLoss', from: string, to: string) =>
  apiValueAs<Bets>(site, 'demo', callPath(call, { startDate: from, endDate: to }));

/** The page's totals are the server's for the same days. */
async function expectMovementTotals(section: Locator, t: Movements) {
  const totals = section.getByLabel('Totals');
  await expect(totals).toContainText(`Records: ${t.total}`);
  await expect(totals).toContainText(`Money in ${peso(cents(t.totalIn))}`);
  await expect(totals).toContainText(`Money out ${peso(cents(t.totalOut))}`);
  await expect(totals).toContainText(`Net ${signedPeso(cents(t.net))}`);
}

async function expectBetTotals(section: Locator, t: Bets) {
  const totals = section.getByLabel('Totals');
  if (t.total !== undefined) await expect(totals).toContainText(`Records: ${t.total}`);
  await expect(totals).toContainText(`Total bets ${peso(cents(t.totalBet))}`);
  await expect(totals).toContainText(`Total wins ${peso(cents(t.totalWin))}`);
  await expect(totals).toContainText(`Net ${signedPeso(cents(t.net))}`);
}

async function showDays(section: Locator, from: string, to: string) {
  const days = section.getByRole('group', { name: 'Days' });
  await days.getByLabel('From').fill(from);
  await days.getByLabel('To').fill(to);
  await days.getByRole('button', { name: 'Show' }).click();
}

test("the account record lists the seeded play with the server's totals and the opening on the first played day; filters, day steps and empty states say so", async ({
  page,
  signIn,
}) => {
  const today = isoDay(new Date(runNow()));
  const firstDay = shift(today, -PLAY_DAYS);
  const opening = DEMO_ACCOUNTS.find((a) => a.account === 'demo')!.opening;
  await signIn('demo');
  await page.getByTestId('account').click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Account record' }).click();
  await expect(page).toHaveURL(/\/member\?page=transactionHistory$/);
  const records = page.getByRole('region', { name: 'Account record' });

  // The last 7 days up to today: the seeded rounds' bets and wins.
  const lastWeek = await movements('accountRecord', shift(today, -6), today);
  expect(lastWeek.total).toBeGreaterThan(0);
  await expectMovementTotals(records, lastWeek);
  await expect(records.getByRole('row').filter({ hasText: 'Bet' }).first()).toBeVisible();

  await records.getByLabel('Type').selectOption('deposit');
  await expect(records).toContainText('No movements from');
  await records.getByLabel('Type').selectOption('');
  await expectMovementTotals(records, lastWeek);

  // Stepping back shows the 7 days before, and forward again is allowed only up to today.
  const days = records.getByRole('group', { name: 'Days' });
  await expect(days.getByLabel('To')).toHaveValue(today);
  await expect(days.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();
  await days.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(days.getByLabel('To')).toHaveValue(shift(today, -7));
  await expectMovementTotals(records, await movements('accountRecord', shift(today, -13), shift(today, -7)));
  await days.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(days.getByLabel('To')).toHaveValue(today);
  await expectMovementTotals(records, lastWeek);

  // The opening credit starts the first played day, with the balance it left; the day before has no movement.
  await showDays(records, firstDay, firstDay);
  await records.getByLabel('Type').selectOption({ label: 'Opening balance' });
  const openingRow = records.getByRole('row').filter({ hasText: 'Opening balance' });
  await expect(openingRow).toHaveCount(1);
  await expect(openingRow).toContainText(signedPeso(opening));
  await expect(openingRow.getByRole('cell').nth(3)).toHaveText(peso(opening));
  await expectMovementTotals(records, { total: 1, totalIn: opening / 100, totalOut: 0, net: opening / 100 });
  await records.getByLabel('Type').selectOption('');
  await expectMovementTotals(records, await movements('accountRecord', firstDay, firstDay));
  await showDays(records, shift(firstDay, -1), shift(firstDay, -1));
  await expect(records).toContainText('No movements from');

  // A typed range the server cannot answer is refused here.
  await days.getByLabel('From').fill('2020-01-01');
  await days.getByLabel('To').fill(today);
  await days.getByRole('button', { name: 'Show' }).click();
  await expect(days.getByRole('alert')).toHaveText('Please choose at most 366 days');

  // The other record pages, from the member centre's menu: the server's figures, and empty before the play.
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await menu.getByRole('link', { name: 'Betting record' }).click();
  const betting = page.getByRole('region', { name: 'Betting record' });
  await expectBetTotals(betting, await bets('bettingRecord', shift(today, -6), today));
  await showDays(betting, shift(firstDay, -7), shift(firstDay, -1));
  await expect(betting).toContainText('No bets from');

  await menu.getByRole('link', { name: 'Personal profit and loss' }).click();
  const profit = page.getByRole('region', { name: 'Personal profit and loss' });
  await expectBetTotals(profit, await bets('profitLoss', shift(today, -6), today));
  await showDays(profit, shift(firstDay, -7), shift(firstDay, -1));
  await expect(profit).toContainText('No bets from');

  await menu.getByRole('link', { name: 'Bonus details' }).click();
  const bonus = page.getByRole('region', { name: 'Bonus details' });
  const paid = await movements('bonusDetails', shift(today, -6), today);
  // The seeded days' rebates, each paid a minute after its day closed.
  expect(paid.total).toBeGreaterThan(0);
  await expect(bonus.getByLabel('Totals')).toContainText(`Records: ${paid.total}`);
  await expect(bonus.getByLabel('Totals')).toContainText(`Total bonus ${peso(cents(paid.net))}`);
  await expect(bonus.getByRole('row').filter({ hasText: 'Rebate' }).first()).toBeVisible();
  await showDays(bonus, shift(firstDay, -7), shift(firstDay, -1));
  await expect(bonus).toContainText('No movements from');
});
