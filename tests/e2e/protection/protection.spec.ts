import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { seriousFindings } from '../axe.ts';
import { routes } from '../call-path.ts';

// Player protection (issue 16 §5), against the real server: a daily deposit limit refuses a deposit above it with
// the limit and what is left; a 24-hour time-out signs the member out and refuses sign-in (saying until when) until
// the server's clock passes it.
const site = serverForThisFile({ quietAnnouncements: true });

/** Signs in through the login dialog, opening it from the header unless it is open already. */
async function signInThroughDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // After the time-out a notice (the session ended) may open at any moment: Escape closes it, then the header's
  // Log in opens the dialog.
  await expect(async () => {
    if (await dialog.isVisible()) return;
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password').fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

// The browser far from the members' zone: the time-out's end is still told in the members' time, as every time on the site.
test.describe(() => {
  test.use({ timezoneId: 'America/New_York' });
  test('a member limits deposits, takes a 24-hour time-out, and signs in again only after it ends', async ({ page, signIn }) => {
    await signIn('demo');
    await page.getByRole('link', { name: 'Responsible gaming: limits and breaks' }).click();
    await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 2 })).toBeVisible();

    const daily = page.getByRole('form', { name: 'Daily limit' });
    await daily.getByLabel('New limit').fill('300');
    await daily.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByTestId('limit-D-now')).toHaveText('Limit ₱300.00: ₱0.00 deposited, ₱300.00 left in this period.');

    await page.goto(`${site.url}/member?page=depositv2`);
    await page.getByRole('radio', { name: /GCash/ }).check();
    await page.getByLabel('Amount', { exact: true }).fill('500');
    await page.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByRole('alert')).toHaveText('This deposit is over your deposit limit of ₱300.00. You can deposit ₱300.00 more in this period.');

    await page.goto(`${site.url}/member?page=responsibleGaming`);
    const breaks = page.getByRole('region', { name: 'Take a break' });
    await breaks.getByRole('radio', { name: '24 hours' }).check();
    await breaks.getByLabel('Your password').fill('Demo1234');
    await breaks.getByRole('checkbox').check();
    await breaks.getByRole('button', { name: 'Take the break' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    const refused = page.waitForResponse((r) => r.url().includes(routes.login.path));
    await signInThroughDialog(page);
    const { until } = (await (await refused).json()).value as { until: string };
    const inManila = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(Date.parse(until));
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toHaveText(
      `You chose a break from play. This account cannot sign in until ${inManila}.`,
    );

    // The browser's clock stays a day behind: sealed sign-ins are stamped with the server's time.
    await site.ops('clock', 'advance', String(24 * 60 + 1));
    await page.goto(site.url);
    await signInThroughDialog(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});

test('the session reminder shows the time played and the result after the chosen interval, and again after Continue', async ({ page, signIn }) => {
  // The reminders count from the sign-in's server time; the browser's clock follows the server's (which the test
  // before may have moved a day forward).
  const reading = await site.ops('clock', 'show');
  await page.clock.install({ time: new Date(/reads (\S+)\./.exec(reading)?.[1] ?? NaN) });
  await signIn('down01', { path: '/member?page=responsibleGaming' });
  await page.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
  const dialog = page.getByRole('dialog', { name: 'Time for a check' });
  const body = dialog.getByTestId('reminder-body');
  await expect(dialog).toHaveCount(0);

  // The reminder arms once the setting is saved, the session's start is read and its chunk has loaded, which takes
  // real time: the browser's clock moves a minute at a time until it shows, so it cannot be jumped past.
  const waitMinutes = () =>
    expect(async () => {
      await page.clock.runFor(60_000);
      await expect(body).toBeVisible({ timeout: 100 });
    }).toPass({ intervals: [50], timeout: 30_000 });

  await waitMinutes();
  await expect(body).toHaveText(/^You have played for 1[56] minutes\. Your result this session: (₱0\.00|[+−]₱[\d,]+\.\d\d)\.$/);
  // The dialog takes the focus and passes axe (issue 16 §4), like every other dialog of the site.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  expect((await seriousFindings(page, 'dialog[open]')).map((f) => f.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toHaveCount(0);

  await waitMinutes();
  await expect(body).toHaveText(/^You have played for 3[012] minutes\./);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});
