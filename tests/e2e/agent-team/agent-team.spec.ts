// The register centre and downline management (issue 14) against the real server: agent01 registers a player and a
// sub-agent (with rates), shares an invitation link someone registers through, manages its direct downlines (remark,
// login block seen by the downline, unblock) and transfers to one, with both balances agreeing.
import type { Page } from '@playwright/test';
import { newRunContext } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { balanceOf, peso, quietAnnouncements, serverForThisFile, signInFromPopup } from '../site-server.ts';

const site = serverForThisFile();

async function openAgentPage(page: Page, name: 'registerCenter' | 'downlineManagmentView') {
  await page.goto(`${site.url}/agentHome?page=${name}&token=${await site.ops('token', 'agent01')}`);
}

test('agent01 registers a player and a sub-agent whose rates stay within its own', async ({ page }) => {
  await site.ops('agent-rates', 'agent01', 'RNG=1.5,LIVE=1');
  await openAgentPage(page, 'registerCenter');
  const form = page.getByRole('form', { name: 'Direct registration' });
  await form.getByLabel('Username').fill('teamplayer1');
  await form.getByLabel(/^Password/).fill('123456');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await form.getByLabel(/^Password/).fill('Team2026');
  await form.getByLabel(/^Nickname/).fill('Team Player');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('status')).toHaveText('teamplayer1 is registered as your direct downline.');

  await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByLabel('Username').fill('teamagent1');
  await form.getByLabel(/^Password/).fill('Team2026');
  await form.getByLabel('Slots rate % (at most 1.50)').fill('1.6');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('At most your own rate, 1.5%.')).toBeVisible();
  await form.getByLabel('Slots rate % (at most 1.50)').fill('1.2');
  await form.getByLabel('Live casino rate % (at most 1.00)').fill('0.5');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('status')).toHaveText('teamagent1 is registered as your direct downline.');

  await page.getByRole('link', { name: 'Downline management' }).click();
  const agents = page.getByRole('table');
  await expect(agents.getByRole('row', { name: /teamagent1/ })).toBeVisible();
  await agents.getByRole('button', { name: 'Details: teamagent1' }).click();
  const details = page.getByRole('dialog', { name: 'Downline teamagent1' });
  await expect(details.getByText('Slots 1.20% · Live casino 0.50%', { exact: false })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Direct players' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /teamplayer1/ })).toBeVisible();
});

test('an invitation link registers its visitor below agent01 and counts the registration', async ({ page, browser }) => {
  await openAgentPage(page, 'registerCenter');
  const links = page.getByRole('region', { name: 'Invitation links' });
  await links.getByLabel('Valid for').selectOption('7d');
  await links.getByLabel('Channel').fill('Telegram');
  await links.getByRole('button', { name: 'Create link' }).click();
  const url = (await links.getByTestId('link-url').first().textContent())!;
  expect(url).toMatch(new RegExp(`^${site.url}/register\\?affiliateCode=[A-Z2-9]{8}$`));
  await expect(links.getByRole('row', { name: /Telegram/ })).toContainText('Normal');

  const visitor = await (await newRunContext(browser)).newPage();
  await quietAnnouncements(visitor);
  await visitor.goto(url);
  const dialog = visitor.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Invited by Agent One/);
  await dialog.getByRole('textbox', { name: /^Username/ }).fill('linkedjuan');
  await dialog.getByLabel(/^Password/).fill('Play2026');
  await dialog.getByLabel(/^Confirm password/).fill('Play2026');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Invitation links' })
      .getByRole('row', { name: /Telegram/ })
      .getByRole('cell')
      .nth(5),
  ).toHaveText('1');
  await page.getByRole('link', { name: 'Downline management' }).click();
  await page.getByRole('tab', { name: 'Direct players' }).click();
  await page.getByRole('search').getByLabel('Account').fill('linked');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('linkedjuan');
});

test('a remark, a login block the downline meets at sign-in, and unblocking', async ({ page, browser }) => {
  await openAgentPage(page, 'downlineManagmentView');
  await page.getByRole('tab', { name: 'Direct players' }).click();
  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Remark: down01' }).click();
  const remark = page.getByRole('dialog', { name: 'Remark on down01' });
  await remark.getByLabel(/^Remark/).fill('Plays slots on weekends');
  await remark.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /down01/ })).toContainText('Plays slots on weekends');

  await table.getByRole('button', { name: 'Block login: down01' }).click();
  await expect(table.getByRole('row', { name: /down01/ })).toContainText('Login blocked');
  const downline = await (await newRunContext(browser)).newPage();
  await quietAnnouncements(downline);
  await downline.goto(site.url);
  await signInFromPopup(downline, 'down01', 'Down1234');
  await expect(downline.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toHaveText('This account may not sign in. Please contact your agent.');

  await table.getByRole('button', { name: 'Unblock login: down01' }).click();
  await expect(table.getByRole('row', { name: /down01/ })).toContainText('Normal');
  await downline.getByRole('dialog', { name: 'Log in' }).getByLabel('Password').fill('Down1234');
  await downline.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  await expect(downline.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});

test('a transfer to a direct downline asks for a payment password first; both balances agree after it', async ({ page }) => {
  const agentBefore = await balanceOf(site, 'agent01');
  const downBefore = await balanceOf(site, 'down02');
  await openAgentPage(page, 'downlineManagmentView');
  await page.getByRole('tab', { name: 'Direct players' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Transfer: down02' }).click();
  let dialog = page.getByRole('dialog', { name: 'Transfer to down02' });
  await dialog.getByRole('link', { name: 'Set it in the security centre' }).click();
  const setPassword = page.getByRole('form', { name: 'Set a payment password' });
  await setPassword.getByLabel('Payment password (6 digits)').fill('135790');
  await setPassword.getByLabel('Confirm payment password').fill('135790');
  await setPassword.getByRole('button', { name: 'Save payment password' }).click();
  await expect(page.getByRole('form', { name: 'Change payment password' }).getByRole('status')).toHaveText('Your payment password is set.');

  await openAgentPage(page, 'downlineManagmentView');
  await page.getByRole('tab', { name: 'Direct players' }).click();
  await page.getByRole('table').getByRole('button', { name: 'Transfer: down02' }).click();
  dialog = page.getByRole('dialog', { name: 'Transfer to down02' });
  await dialog.getByLabel('Payment password').fill('000000');
  await dialog.getByLabel('Amount').fill('50');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Payment password').fill('135790');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  const agentAfter = agentBefore - 5_000;
  const downAfter = downBefore + 5_000;
  await expect(dialog.getByRole('status')).toHaveText(`${peso(5_000)} was sent to down02. Your balance: ${peso(agentAfter)}; theirs: ${peso(downAfter)}.`);
  await expect(dialog.getByTestId('agent-balance')).toHaveText(peso(agentAfter));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /down02/ })).toContainText(peso(downAfter));
  expect(await balanceOf(site, 'agent01')).toBe(agentAfter);
  expect(await balanceOf(site, 'down02')).toBe(downAfter);
});
