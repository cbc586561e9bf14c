// Issue 14's journey, end to end as a new agent would live it on the real server: agent01 registers a sub-agent,
// offers it a daily-wage contract (an offer outside the team and a rate above its own refused), the sub-agent
// accepts at sign-in and registers a player; money goes down the team by transfers (one above the balance refused);
// the player plays, the server's clock passes midnight, and both agents are paid their daily wage once, at the rate
// difference, to the centavo, as the wage page and the balances show.
import type { Page } from '@playwright/test';
import { runNow } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { apiValueAs, balanceOf, peso, playRounds, serverForThisFile, staked } from '../site-server.ts';
import type { EarningRecords } from '../../../contract/agent-contracts/agent-wages.ts';
import { callPath } from '../call-path.ts';

const site = serverForThisFile();
const PAY = '135790';
const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

async function asAgent(page: Page, account: string, pageName: string) {
  await page.goto(`${site.url}/agentHome?page=${pageName}&token=${await site.ops('token', account)}`);
}

async function register(page: Page, agent: string, type: 'Member' | 'Agent', username: string) {
  await asAgent(page, agent, 'registerCenter');
  const form = page.getByRole('form', { name: 'Direct registration' });
  if (type === 'Agent') await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill('Team2026');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('status')).toHaveText(`${username} is registered as your direct downline.`);
}

async function setPaymentPassword(page: Page, account: string) {
  await page.goto(`${site.url}/member?page=securityCenter&token=${await site.ops('token', account)}`);
  const form = page.getByRole('form', { name: 'Set a payment password' });
  await form.getByLabel('Payment password (6 digits)').fill(PAY);
  await form.getByLabel('Confirm payment password').fill(PAY);
  await form.getByRole('button', { name: 'Save payment password' }).click();
  await expect(page.getByRole('form', { name: 'Change payment password' }).getByRole('status')).toHaveText('Your payment password is set.');
}

async function transferDialog(page: Page, agent: string, tab: 'Direct agents' | 'Direct players', to: string) {
  await asAgent(page, agent, 'downlineManagmentView');
  await page.getByRole('tab', { name: tab }).click();
  await page
    .getByRole('table')
    .getByRole('button', { name: `Transfer: ${to}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Transfer to ${to}` });
  await dialog.getByLabel('Payment password').fill(PAY);
  return dialog;
}

async function transfer(page: Page, agent: string, tab: 'Direct agents' | 'Direct players', to: string, centavos: number) {
  const dialog = await transferDialog(page, agent, tab, to);
  await dialog.getByLabel('Amount').fill(String(centavos / 100));
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByRole('status')).toContainText(`${peso(centavos)} was sent to ${to}.`);
}

const dailyWage = (account: string, d: string) => apiValueAs<EarningRecords>(site, account, callPath('dailyWageRecords', { startDate: d, endDate: d }));

test('a new sub-agent signs a daily wage, its player plays, and the day close pays both agents once at the rate difference', async ({ page }) => {
  await register(page, 'agent01', 'Agent', 'journeyagent');

  // agent01 offers it a daily wage of 0.3 % (its own seeded daily contract starts at 0.5 %, tops at 1.5 %).
  await asAgent(page, 'agent01', 'agentTeamOverview');
  await page.getByRole('button', { name: 'Contracts' }).click();
  const form = page.getByRole('dialog', { name: 'My contracts' }).getByRole('form', { name: 'Offer a contract to a direct downline agent' });
  await form.getByLabel('Downline agent account').fill('demo');
  await form.getByLabel('Team valid bet').fill('0');
  await form.getByLabel('Rate (%)').fill('2');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('alert')).toHaveText("A rate is above your upline's top rate for this kind");
  await form.getByLabel('Rate (%)').fill('0.3');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('alert')).toHaveText('This account is not one of your direct downlines.');
  await form.getByLabel('Downline agent account').fill('journeyagent');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('status')).toHaveText('Offer sent to journeyagent; it waits for their answer.');

  // The sub-agent's sign-in opens the contract dialog; it accepts.
  await asAgent(page, 'journeyagent', 'agentAnnouncement');
  const requests = page.getByRole('dialog', { name: 'Contract requests' });
  const offer = requests.getByRole('listitem').filter({ hasText: 'From agent01' });
  await expect(offer).toContainText('0.3%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer.getByRole('status')).toHaveText('Contract signed.');
  await requests.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Daily wage', exact: true })).toBeVisible();
  await register(page, 'journeyagent', 'Member', 'journeyplayer');

  // Money down the team: agent01 -> journeyagent -> journeyplayer; more than the sub-agent holds is refused.
  const agent01Start = await balanceOf(site, 'agent01');
  await setPaymentPassword(page, 'agent01');
  await transfer(page, 'agent01', 'Direct agents', 'journeyagent', 50_000);
  await setPaymentPassword(page, 'journeyagent');
  const tooMuch = await transferDialog(page, 'journeyagent', 'Direct players', 'journeyplayer');
  await tooMuch.getByLabel('Amount').fill('600');
  await tooMuch.getByRole('button', { name: 'Transfer' }).click();
  await expect(tooMuch.getByRole('alert')).toHaveText('The amount is more than the wallet holds');
  expect(await balanceOf(site, 'journeyagent')).toBe(50_000);
  await transfer(page, 'journeyagent', 'Direct players', 'journeyplayer', 30_000);
  expect(await balanceOf(site, 'agent01')).toBe(agent01Start - 50_000);
  expect(await balanceOf(site, 'journeyagent')).toBe(20_000);
  expect(await balanceOf(site, 'journeyplayer')).toBe(30_000);

  // The player plays; the server's clock passes midnight (GMT+8) and the day closes.
  const now = runNow();
  const played = day(now);
  const bets = staked(
    await playRounds(page, site, await site.ops('token', 'journeyplayer'), { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, 5, 2),
  );
  const before = { agent01: await balanceOf(site, 'agent01'), sub: await balanceOf(site, 'journeyagent') };
  const minutesToMidnight = Math.ceil(
    (Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + (new Date(now).getUTCHours() >= 16 ? 1 : 0), 16) -
      now) /
      60_000,
  );
  await site.ops('clock', 'advance', String(minutesToMidnight + 1));

  // The sub-agent: 0.3 % of its team's valid bet. agent01: its tier (0.5 %, one active member at most) on the same
  // bets, less what the sub-agent earned from them: 0.2 %. No more than agent01's rate was paid on any bet.
  const sub = (await dailyWage('journeyagent', played)).content;
  expect(sub).toHaveLength(1);
  const subCents = Math.floor((bets * 30) / 10_000);
  expect(sub[0]).toMatchObject({ basis: bets / 100, rate: 0.3, downline: 0 });
  expect(Math.round(sub[0]!.amount * 100)).toBe(subCents);
  const top = (await dailyWage('agent01', played)).content;
  expect(top).toHaveLength(1);
  const topGross = Math.floor((bets * 50) / 10_000);
  expect(top[0]).toMatchObject({ basis: bets / 100, rate: 0.5 });
  expect(Math.round(top[0]!.downline * 100)).toBe(subCents);
  expect(Math.round(top[0]!.amount * 100)).toBe(topGross - subCents);

  // Paid once: a second run of the due jobs changes nothing.
  await site.ops('jobs', 'run');
  const sub2 = (await dailyWage('journeyagent', played)).content;
  expect(sub2).toEqual(sub);
  const subBalance = await balanceOf(site, 'journeyagent');
  expect(subBalance).toBe(before.sub + subCents);

  // The sub-agent's wage page shows the record. The page's presets count days by the browser's clock: it follows
  // the server's past midnight, so "Yesterday" is the day played whatever the hour the test runs at.
  await page.clock.install({ time: new Date(now + (minutesToMidnight + 2) * 60_000) });
  await asAgent(page, 'journeyagent', 'agentDailyWages2');
  await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${played}`) })).toContainText(peso(subCents));
});
