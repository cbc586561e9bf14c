import type { Page } from '@playwright/test';
import { MEMBERS_TIME_ZONE_MINUTES } from '../../../server/config.ts';
import { POINTS_SLOT_MS } from '../../../server/points/jobs.ts';
import { expect, test } from '../test.ts';
import { apiValueAs, balanceOf, peso, playRounds, serverForThisFile, staked } from '../site-server.ts';
import { callPath } from '../call-path.ts';

// The points mall (issue 15), against the real server; the operator decides redemptions with the ops CLI. A member
// converts cash to points, redeems a voucher with the payment password, the operator rejects it and everything
// comes back; the member redeems cash goods and the operator approves; the history and the point details agree
// with the server at every step, and a wrong password is refused with its message.
const site = serverForThisFile();
const ACCOUNT = 'down02';

interface Points {
  point: number;
  pointInProcess: number;
}
const pointsNow = () => apiValueAs<Points>(site, ACCOUNT, callPath('pointBalance'));
const pts = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
/** Points as the API answers them (two decimals: the seeded play earned fractions), summed without float drift. */
const add = (a: number, b: number) => Math.round((a + b) * 100) / 100;

async function expectPoints(page: Page, p: Points) {
  await expect(page.getByTestId('point-balance')).toHaveText(pts(p.point));
  await expect(page.getByTestId('point-in-process')).toHaveText(pts(p.pointInProcess));
}

/**
 * Moves the server's clock to the start of the next points slot (whole minutes, so its seconds stay) unless it is in
 * a slot's first minute already: what is played next has four minutes or more before its slot ends. Rounds played
 * across a slot's end are paid as two slots, each floored on its own; on a loaded machine three rounds once did.
 */
async function atStartOfPointsSlot() {
  const now = Date.parse(/reads (\S+)\.$/.exec(await site.ops('clock', 'show'))![1]!);
  // The slots are the members' day's 5-minute slots (server/points/jobs.ts).
  const minutesIn = Math.floor(((now + MEMBERS_TIME_ZONE_MINUTES * 60_000) % POINTS_SLOT_MS) / 60_000);
  if (minutesIn > 0) await site.ops('clock', 'advance', String(POINTS_SLOT_MS / 60_000 - minutesIn));
}

async function setPaymentPassword(page: Page) {
  await page.goto(`${site.url}/member?page=withdraw`);
  const form = page.getByRole('form', { name: 'Set a payment password' });
  await form.getByLabel('Payment password (6 digits)').fill('246810');
  await form.getByLabel('Confirm payment password').fill('246810');
  await form.getByRole('button', { name: 'Save payment password' }).click();
  await expect(form).toHaveCount(0);
}

test('a visitor browses the mall and is asked to log in to redeem', async ({ page }) => {
  await page.goto(site.url);
  // The home page has come (its heading), so the nav's links are the site's own.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Game types' }).getByRole('link', { name: 'Points Mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { name: 'Points Mall', level: 1 })).toBeVisible();
  await expect(page.getByText('1% of valid bets as points').first()).toBeVisible();
  await expect(page.getByText('Cash converts at 10 points per peso')).toBeVisible();
  await expect(page.getByTestId('goods-SPEAKER').getByRole('button', { name: 'Sold out', description: 'Bluetooth speaker' })).toBeDisabled();
  await expect(page.getByTestId('goods-FOODVOUCHER200')).toContainText('Stock: 1');
  await page.getByRole('button', { name: 'Redeem GCash ₱50 load voucher' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member converts cash to points, redeems with the payment password; the operator rejects one and approves another; everything agrees', async ({
  page,
  signIn,
}) => {
  await signIn(ACCOUNT);
  await setPaymentPassword(page);
  await page.goto(`${site.url}/pointMall`);
  const start = await pointsNow();
  const cash0 = await balanceOf(site, ACCOUNT);
  await expectPoints(page, start);

  // Cash to points: a wrong password is refused and moves nothing; the right one converts at 10 points a peso.
  await page.getByRole('tab', { name: 'Get points by cash' }).click();
  const convert = page.getByRole('region', { name: 'Get points by cash' });
  await convert.getByLabel('Amount in pesos (whole pesos)').fill('300');
  await expect(convert).toContainText('₱300.00 gives 3,000 points');
  await convert.getByLabel('Payment password').fill('111111');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByRole('alert')).toContainText('Attempts left: 4');
  expect(await pointsNow()).toEqual(start);
  await convert.getByLabel('Payment password').fill('246810');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByRole('status')).toContainText(`Converted ₱300.00 to 3,000 points. Your points: ${pts(add(start.point, 3000))}.`);
  const afterConvert = { point: add(start.point, 3000), pointInProcess: 0 };
  await expectPoints(page, afterConvert);
  expect(await balanceOf(site, ACCOUNT)).toBe(cash0 - 30_000);

  // Redeem a voucher: held at once.
  await page.getByRole('tab', { name: 'Goods' }).click();
  await page.getByRole('button', { name: 'Redeem GCash ₱50 load voucher' }).click();
  let dialog = page.getByRole('dialog', { name: 'Redeem GCash ₱50 load voucher' });
  await dialog.getByLabel('Quantity').fill('2');
  await expect(dialog).toContainText('1,200 points');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Payment password').fill('999999');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Attempts left: 4');
  await dialog.getByLabel('Payment password').fill('246810');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('status')).toContainText('is in process: 2 × GCash ₱50 load voucher, 1,200 points held');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectPoints(page, { point: add(afterConvert.point, -1200), pointInProcess: 1200 });

  // The operator rejects it: the points come back.
  const listed = await site.ops('point-redemptions', '--status', 'P');
  const first = Number(/^(\d+) {2}In Process/m.exec(listed)![1]);
  expect(await site.ops('point-reject', String(first), 'Out of stock')).toContain('rejected');
  await page.reload();
  await expectPoints(page, afterConvert);

  // Redeem cash goods: approved, ₱100 to the wallet.
  await page.getByRole('button', { name: 'Redeem ₱100 cash to your wallet' }).click();
  dialog = page.getByRole('dialog', { name: 'Redeem ₱100 cash to your wallet' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Payment password').fill('246810');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('status')).toContainText('1,500 points held');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectPoints(page, { point: add(afterConvert.point, -1500), pointInProcess: 1500 });
  const second = Number(/^(\d+) {2}In Process/m.exec(await site.ops('point-redemptions', '--status', 'P'))![1]);
  expect(await site.ops('point-approve', String(second))).toContain('approved');
  await page.reload();
  const final = { point: add(afterConvert.point, -1500), pointInProcess: 0 };
  await expectPoints(page, final);
  expect(await pointsNow()).toEqual(final);
  expect(await balanceOf(site, ACCOUNT)).toBe(cash0 - 30_000 + 10_000);
  await expect(page.getByTestId('balance')).toHaveText(peso(cash0 - 20_000));

  // The history and the point details agree.
  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page.getByTestId(`redemption-${second}`)).toContainText('Approved');
  await expect(page.getByTestId(`redemption-${first}`)).toContainText('Rejected');
  await expect(page.getByTestId(`redemption-${first}`)).toContainText('Out of stock');
  await expect(page.getByRole('region', { name: 'Redeem history' })).toContainText('Total points: 2,700');
  await page.getByRole('tab', { name: 'Point details' }).click();
  const details = page.getByRole('region', { name: 'Point details' });
  const rows = details.getByRole('row');
  await expect(rows.nth(1)).toContainText('Redemption');
  await expect(rows.nth(1)).toContainText('-1,500');
  await expect(rows.nth(1)).toContainText(pts(final.point));
  await expect(rows.nth(2)).toContainText('Redemption returned');
  await expect(rows.nth(2)).toContainText('+1,200');
  await expect(rows.nth(4)).toContainText('Cash to points');
  await expect(rows.nth(4)).toContainText('+3,000');
});

test("a member's slot bets earn points at the mall's rate once their 5-minute slot has ended, and only once", async ({ page }) => {
  const token = await site.ops('token', 'demo');
  const demoPoints = () => apiValueAs<Points>(site, 'demo', callPath('pointBalance'));
  // The three rounds fall in one slot, so one row pays them.
  await atStartOfPointsSlot();
  const before = await demoPoints();
  const bets = staked(await playRounds(page, site, token, { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, 3));
  // The slot has not ended: nothing yet.
  await page.goto(`${site.url}/pointMall?token=${token}`);
  await expect(page.getByTestId('point-balance')).toHaveText(pts(before.point));

  // Past the slot's end the points job pays it: 1 % of the valid bets (the mall's slot rate), in hundredths.
  await site.ops('clock', 'advance', '6');
  await site.ops('jobs', 'run');
  const earned = Math.floor(bets / 100) / 100;
  await page.reload();
  await expect(page.getByTestId('point-balance')).toHaveText(pts(add(before.point, earned)));
  await page.getByRole('tab', { name: 'Point details' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Points on RNG bets' }).first()).toContainText(pts(earned));

  // Another run pays nothing more.
  await site.ops('jobs', 'run');
  expect((await demoPoints()).point).toBe(add(before.point, earned));
});
