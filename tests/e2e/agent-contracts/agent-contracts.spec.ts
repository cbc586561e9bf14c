// Agent contracts in the browser (issue 14): the platform gives agent01 a daily contract, which the sign-in dialog
// offers; agent01 offers its direct downline agent down03 one from the Contracts panel; down03 accepts it in its
// sign-in dialog; the platform then offers agent01 a lower contract, and accepting it warns first and ends down03's.
import type { Browser, Page } from '@playwright/test';
import { newRunContext } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { apiValueAs, serverForThisFile } from '../site-server.ts';
import { callPath } from '../call-path.ts';

const site = serverForThisFile();

/** A fresh browser of its own for `account`, signed in on the agent login page. */
async function agentSignsIn(browser: Browser, account: string, password: string): Promise<Page> {
  const context = await newRunContext(browser);
  await context.addInitScript(() => {
    sessionStorage.setItem('playstate.announcement.closed.anonymous', '1');
    sessionStorage.setItem('playstate.announcement.closed.user', '1');
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/agent`);
  const form = page.getByRole('region', { name: 'Agent sign-in' });
  await form.getByLabel('Username').fill(account);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${site.url}/agentHome`);
  return page;
}

test('offers, the sign-in dialog, the downline warning and the downline contract it ends', async ({ browser }) => {
  await site.ops('contract-offer', 'agent01', 'daily', '1000:0:1.0,50000:3:2.0');

  // agent01 signs in: the dialog opens with the platform's offer, and accepting signs it.
  const agent = await agentSignsIn(browser, 'agent01', 'Agent1234');
  let dialog = agent.getByRole('dialog', { name: 'Contract requests' });
  await expect(dialog).toBeVisible();
  const platformOffer = dialog.getByRole('listitem').filter({ hasText: 'From the platform' });
  await expect(platformOffer.getByRole('heading')).toHaveText('Daily wage');
  await expect(platformOffer.getByRole('row')).toHaveCount(3);
  await platformOffer.getByRole('button', { name: 'Accept' }).click();
  await expect(platformOffer.getByRole('status')).toHaveText('Contract signed.');
  await expect(dialog.getByText('Nothing else is waiting for your answer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // agent01 offers down03 a contract from the Contracts panel: above its own top rate is refused before sending.
  await agent.getByRole('button', { name: 'Contracts' }).click();
  const panel = agent.getByRole('dialog', { name: 'My contracts' });
  // The seed gave agent01 a contract of every kind; the daily one is now the platform's new offer, signed.
  await expect(panel.getByRole('list', { name: 'Contracts you hold' }).getByRole('listitem').filter({ hasText: 'Daily wage' })).toContainText('Signed');
  const form = panel.getByRole('form', { name: 'Offer a contract to a direct downline agent' });
  await expect(form.getByText('Your top rate of this kind: 2%')).toBeVisible();
  await form.getByLabel('Downline agent account').fill('down03');
  await form.getByLabel('Team valid bet').fill('1000');
  await form.getByLabel('Rate (%)').fill('2.5');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('alert')).toHaveText("A rate is above your upline's top rate for this kind");
  await form.getByLabel('Rate (%)').fill('1.5');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('status')).toHaveText('Offer sent to down03; it waits for their answer.');
  // Beside what the seed has agent01 give down03 (daily and dividend signed, an hourly offer): the new daily offer.
  const given = panel
    .getByRole('list', { name: 'Contracts you gave' })
    .getByRole('listitem')
    .filter({ hasText: 'Daily wage' })
    .filter({ hasText: 'Waiting for the other side' });
  await expect(given).toHaveCount(1);
  await expect(given).toContainText('To down03');
  await expect(given).toContainText('Waiting for the other side');

  // down03 signs in: the dialog opens with agent01's offer; accepting signs it.
  const down = await agentSignsIn(browser, 'down03', 'Down1234');
  dialog = down.getByRole('dialog', { name: 'Contract requests' });
  // The seeded hourly offer waits there too.
  const offer = dialog.getByRole('listitem').filter({ hasText: 'From agent01' }).filter({ hasText: 'Daily wage' });
  await expect(offer).toContainText('1.5%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer.getByRole('status')).toHaveText('Contract signed.');
  expect((await apiValueAs<{ dailysalinfotype: { status: string } | null }>(site, 'down03', callPath('consolidatedFunds'))).dailysalinfotype?.status).toBe('A');

  // The platform offers agent01 a lower contract: accepting warns first, then ends down03's.
  await site.ops('contract-offer', 'agent01', 'daily', '1000:0:1.0');
  const again = await agentSignsIn(browser, 'agent01', 'Agent1234');
  dialog = again.getByRole('dialog', { name: 'Contract requests' });
  const lower = dialog.getByRole('listitem').filter({ hasText: 'From the platform' });
  await lower.getByRole('button', { name: 'Accept' }).click();
  await expect(lower.getByRole('alert')).toHaveText("A downline has a higher rate than the new contract; continuing ends that downline's contract.");
  // Going back sends nothing; continuing accepts.
  await lower.getByRole('button', { name: 'Back' }).click();
  await expect(lower.getByRole('alert')).toBeHidden();
  await lower.getByRole('button', { name: 'Accept' }).click();
  await lower.getByRole('button', { name: 'Continue' }).click();
  await expect(lower.getByRole('status').locator('p')).toHaveText(['Contract signed.', 'Downline contracts ended: down03']);
  expect((await apiValueAs<{ dailysalinfotype: unknown }>(site, 'down03', callPath('consolidatedFunds'))).dailysalinfotype).toBeNull();
  expect(await site.ops('contract-list', 'down03')).toMatch(/daily\s+C\s+-\s+agent01 -> down03.*upline-lower/);
});
