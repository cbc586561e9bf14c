import type { Page } from '@playwright/test';
import { newRunPage } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { serverForThisFile } from '../site-server.ts';
import { textCutOff } from '../art-fit.ts';

// The promotions page (issue 13 item 5) against the real server: a visitor browses the tabs and a promotion's details,
// a member applies with two images, the operator approves through the ops command, and the member claims it.
const site = serverForThisFile();

const peso = (n: number) => `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A 1×1 PNG, a real image by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function balanceNow(page: Page): Promise<number> {
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/₱[\d,]+\.\d\d/);
  return Number((await balance.textContent())!.replace(/[₱,]/g, ''));
}

test('a visitor reaches the page from the nav, switches a tab, reads a promotion, and is asked to log in to act', async ({ page }) => {
  await page.goto(site.url);
  await page.getByRole('navigation', { name: 'Game types' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'All',
    'Slots',
    'Live casino',
    'Poker',
    'Sports',
    'Fishing',
    'Lottery',
    'Rebate',
    'Deposit',
    'VIP',
    'New player',
    'Other',
  ]);
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Slot race: play ₱2,000, get ₱58')).toBeVisible();
  await expect(card(page, 'Slot race: play ₱2,000, get ₱58').getByRole('button', { name: 'Join' })).toBeEnabled();
  await expect(card(page, 'Sign-up bonus ₱100')).toContainText('Long term');
  await expect(card(page, 'Missions and leaderboard').getByRole('button', { name: 'Go' })).toBeEnabled();
  await expect(card(page, 'Invite friends, earn more').getByRole('button', { name: 'Go' })).toBeEnabled();
  await expect(card(page, 'Halloween slot spins').getByRole('button', { name: 'Closed' })).toBeDisabled();

  await tabs.getByRole('tab', { name: 'Live casino' }).click();
  await expect(tabs.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
  const live = card(page, 'Live casino winning streak');
  // The picture's words stay inside the card's box.
  expect(await textCutOff(live.locator('img'))).toEqual([]);

  await live.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live casino winning streak' });
  await expect(dialog).toContainText('Won 8 baccarat hands in a row?');
  await expect(dialog.getByTestId('promotion-bonus')).toHaveText('₱388.00');
  await expect(dialog).toContainText('1× the bonus in valid bets before a withdrawal');
  await expect(dialog.getByRole('img', { name: 'Live casino winning streak' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the home banners with a promotion link land on the page', async ({ page }) => {
  await page.goto(site.url);
  const slider = page.getByRole('region', { name: 'Featured promotions' });
  await slider
    .getByRole('link')
    .filter({ has: page.getByRole('img', { name: 'Welcome Bonus 100%' }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});

test("the visitor announcement's button opens the page", async ({ browser }) => {
  // A page of its own: the others start with the announcement marked closed.
  const page = await newRunPage(browser);
  await page.goto(site.url);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup.getByRole('heading', { name: 'Sign-up bonus' })).toBeVisible();
  await popup.getByRole('button', { name: 'See rewards' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.close();
});

test('a member applies with two images, is refused a long remark and a fake png, the operator approves, and the member claims it', async ({ page, signIn }) => {
  await signIn('demo');
  const before = await balanceNow(page);
  await page.getByRole('navigation', { name: 'Game types' }).getByRole('link', { name: 'Promotions' }).click();
  const live = card(page, 'Live casino winning streak');
  await live.getByRole('button', { name: 'Apply' }).click();

  const form = page.getByRole('form', { name: 'Apply for Live casino winning streak' });
  const remark = form.getByLabel('Remark');
  await remark.fill('x'.repeat(141));
  await expect(form).toContainText('141/140');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveText('The remark can be at most 140 characters');

  // A "png" that is not one passes the browser's check; the server reads its bytes and refuses, storing nothing.
  await remark.fill('Eight banker wins in a row at table 3');
  await expect(form).toContainText('37/140');
  const images = form.getByLabel('Images (optional)');
  await images.setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') }]);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveText('Only png or jpg images can be uploaded');
  expect(await site.ops('promotions', 'applications')).toBe('No application is waiting for review.');

  await images.setInputFiles([
    { name: 'win-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'win-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
  // The previews are drawn (the site's content security policy lets the page show the files it was given).
  for (const preview of await form.getByRole('list', { name: 'Chosen images' }).getByRole('img').all())
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Your application was sent. We will let you know when it has been reviewed.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(live.getByRole('button', { name: 'Applying' })).toBeDisabled();

  // The operator looks and approves.
  const waiting = await site.ops('promotions', 'applications');
  expect(waiting).toContain('LIVESTREAK');
  expect(waiting).toContain('2 image(s)');
  const entryId = waiting.trim().split(/\s+/)[0]!;
  expect(await site.ops('promotions', 'approve', entryId)).toContain('is approved');

  await page.reload();
  const claim = card(page, 'Live casino winning streak').getByRole('button', { name: 'Claim' });
  await expect(claim).toBeEnabled();
  await claim.click();
  await expect(page.getByText(`${peso(388)} was added to your balance.`)).toBeVisible();
  await expect(card(page, 'Live casino winning streak').getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(page.getByTestId('balance')).toHaveText(peso(before + 388));
});
