import { expect, test } from '@playwright/test';
import { serverForThisFile } from './site-server.ts';

// A server of its own: failed logins elsewhere would make this IP need a captcha.
const site = serverForThisFile();
// A browser far from the platform's zone (GMT+8 by default): the agent clock must not show the browser's.
test.use({ timezoneId: 'America/New_York' });

test('agents sign in on /agent and reach /agentHome; members are refused there', async ({ page }) => {
  await page.goto(`${site.url}/agent`);
  const form = page.getByRole('region', { name: 'Agent sign-in' });
  await form.getByLabel('Username').fill('demo');
  await form.getByLabel('Password').fill('Demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Non-agents cannot log in');
  await expect(page).toHaveURL(`${site.url}/agent`);

  await page.goto(`${site.url}/agentHome`);
  await expect(page).toHaveURL(`${site.url}/agent`);

  await page.getByRole('region', { name: 'Agent sign-in' }).getByLabel('Username').fill('agent01');
  await page.getByRole('region', { name: 'Agent sign-in' }).getByLabel('Password').fill('Agent1234');
  await page.getByRole('region', { name: 'Agent sign-in' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${site.url}/agentHome`);
  // 16:30:05 UTC is 00:30:05 the next day in the platform's zone, 11:30:05 in the browser's.
  await page.clock.setFixedTime(new Date('2026-11-21T16:30:05Z'));
  await expect(page.getByTestId('agent-clock')).toHaveText('GMT+8 00:30:05');
  await expect(page.getByText('Agent One')).toBeVisible();
});
