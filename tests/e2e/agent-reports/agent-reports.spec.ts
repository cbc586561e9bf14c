// The agent centre's team reports (issue 14) in the browser, over the seeded demo play: agent01 (1.0% agent rebate)
// with down01, down02 (players) and down03 (a sub-agent, 0.6%). Each page shows what the server answers for last
// week's range, the user P&L's team row equals the sum of its rows, filters narrow to one account, lists page.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../test.ts';
import { peso, serverForThisFile } from '../site-server.ts';

const site = serverForThisFile();

/** ₱1,234.56, +₱1.00 or −₱2.50 as centavos. */
const centavos = (text: string) => {
  const n = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return text.trim().startsWith('−') || text.trim().startsWith('-') ? -n : n;
};

/** Opens an agent page and picks last week; answers the server's value for that range. */
async function lastWeekOf<T>(page: Page, pageId: string, call: string, search = ''): Promise<T> {
  await page.goto(`${site.url}/agentHome?page=${pageId}${search}`);
  // Last week's answer, not the first one (today: one day) nor a later page.
  const isLastWeek = (r: Response) => {
    const q = new URL(r.url()).searchParams;
    return r.url().includes(call) && q.get('startDate') !== q.get('endDate') && q.get('pageNum') !== '2';
  };
  const answer = page.waitForResponse(isLastWeek);
  await page.getByRole('button', { name: 'Last week' }).click();
  await expect(page.getByRole('button', { name: 'Last week' })).toHaveAttribute('aria-pressed', 'true');
  return ((await (await answer).json()) as { value: T }).value;
}

test('my income shows the settled agent rebate of last week, day by day, with its total', async ({ page, signIn }) => {
  await signIn('agent01', { agentCentre: true });
  const value = await lastWeekOf<{ content: { date: string; agentRebate: number; total: number }[]; footer: { agentRebate: number; total: number } }>(
    page,
    'agentRevenueReport',
    'ODSFE2_agentRevenue',
  );
  expect(value.content).toHaveLength(7);
  expect(value.footer.total).toBeGreaterThan(0);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText(value.content[0]!.date);
  await expect(rows.first()).toContainText(peso(Math.round(value.content[0]!.agentRebate * 100)));
  await expect(page.getByLabel('Totals')).toContainText(`Total income ${peso(Math.round(value.footer.total * 100))}`);
});

test('user P&L: the self row, a row per direct downline, and a team total equal to the sum of the rows', async ({ page, signIn }) => {
  await signIn('agent01', { agentCentre: true });
  await lastWeekOf(page, 'palStatementsAgentCopy', 'ODSFE2_teamProfitLoss');
  const branches = page.locator('tr[data-row="branch"]');
  await expect(branches).toHaveCount(3);
  await expect(branches.locator('th')).toContainText(['down01', 'down02', 'down03']);
  await expect(page.locator('tr[data-row="self"]')).toContainText('agent01 (self)');
  await expect(page.getByText('How profit and loss is counted')).toBeVisible();
  // Every money column: the team row is the sum of the branch rows, to the centavo.
  const columns = await page.locator('thead th').count();
  const team = await page.locator('tr[data-row="team"] td').allTextContents();
  expect(team).toHaveLength(columns - 1);
  const rows = await branches.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  for (let c = 0; c < team.length; c++)
    expect(
      rows.reduce((s, r) => s + centavos(r[c]!), 0),
      `column ${c}`,
    ).toBe(centavos(team[c]!));
  expect(centavos(team[2]!)).toBeGreaterThan(0); // the team bet last week

  // Drilled into the sub-agent: it is the self row, its two players (seeded) its branches.
  await page.getByRole('textbox', { name: 'Account' }).fill('down03');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('tr[data-row="self"]')).toContainText('down03 (self)');
  await expect(branches.locator('th')).toContainText(['sub01', 'sub02']);
});

test("team betting lists the team's rounds with paging, and the account from the address narrows them", async ({ page, signIn }) => {
  await signIn('agent01', { agentCentre: true });
  const all = await lastWeekOf<{ total: number; totalPages: number; footer: { bet: number } }>(page, 'personalHistoryCopy', 'ODSFE2_teamBetting');
  expect(all.totalPages).toBeGreaterThan(1);
  await expect(page.getByText(`Records: ${all.total}`)).toBeVisible();
  await expect(page.getByLabel('Totals')).toContainText(`Total bets ${peso(Math.round(all.footer.bet * 100))}`);
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(`Page 2 of ${all.totalPages}`)).toBeVisible();

  const mine = await lastWeekOf<{ total: number }>(page, 'personalHistoryCopy', 'ODSFE2_teamBetting', '&account=down01');
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.total).toBeLessThan(all.total);
  await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue('down01');
  const accounts = await page.locator('tbody tr td:first-child').allTextContents();
  expect(accounts.length).toBeGreaterThan(0);
  expect(new Set(accounts)).toEqual(new Set(['down01']));

  // An account outside the team is refused in words.
  await page.getByRole('textbox', { name: 'Account' }).fill('demo');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('That account is not in your team')).toBeVisible();
});

test("account details: the team's wallet movements, by type and by account", async ({ page, signIn }) => {
  await signIn('agent01', { agentCentre: true });
  const all = await lastWeekOf<{ total: number; footer: { totalOut: number } }>(page, 'agentDownlineTransactionDetailsCopy', 'ODSFE2_teamTransactionDetails');
  expect(all.total).toBeGreaterThan(0);
  await page.getByLabel('Type').selectOption('game.bet');
  await expect(page.locator('tbody tr').first()).toContainText('Bet');
  await page.getByRole('textbox', { name: 'Account' }).fill('down02');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(async () => {
    const accounts = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(accounts)).toEqual(new Set(['down02']));
  }).toPass();
});
