import { runNow } from '../run-clock.ts';
import { expect, test } from '../test.ts';
import { peso, playRounds, quietAnnouncements, staked, startSiteServer, type SiteServer } from '../site-server.ts';
import { callPath } from '../call-path.ts';

// The economy's journeys of issue 13 against the real server: a VIP 0 player plays slots and live games today; the
// operator moves the server's clock past midnight while the settlement dies half-way (a failpoint), the server is
// restarted, and the day's rebate is paid once per game type at the spec's rates (slots 1.2 %, live 0.8 %), to the
// centavo of the betting record. Then the player deposits, rises to VIP 1 and claims the upgrade bonus.
const HEADERS = { Merchant: 'playstate', Language: 'EN', Device: 'web' };
const ACCOUNT = 'weakpass';
const RATES_BP = { RNG: 120, LIVE: 80 } as const;

let site: SiteServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => quietAnnouncements(page));
test.afterAll(async () => {
  await site?.stop();
});

async function call<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${site.url}${path}`, { headers: { ...HEADERS, Authorization: token } });
  const body = (await res.json()) as { success: boolean; value: T; errorCode: string };
  if (!body.success) throw new Error(`${path}: ${body.errorCode}`);
  return body.value;
}

/** Minutes from now until just past the members' next midnight (GMT+8). */
function minutesPastMidnight(now = runNow()): number {
  const manila = new Date(now + 8 * 3_600_000);
  const nextMidnight = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + 1) - 8 * 3_600_000;
  return Math.ceil((nextMidnight - now) / 60_000) + 1;
}

const memberDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

test('the day close pays each game type its rebate once at the spec rates, also when the settlement died and the server restarted', async ({ page }) => {
  test.setTimeout(180_000);
  site = await startSiteServer(undefined, { PLAYSTATE_FAILPOINT: 'settle-before-commit' });
  dataDir = site.dataDir;
  const token = await site.ops('token', ACCOUNT);

  const slots = staked(await playRounds(page, site, token, { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, 4));
  const live = staked(await playRounds(page, site, token, { vassalage: 'EVO', gameType: 'LIVE', gameCode: 'EVO_LIVE_0001' }, 3));
  const today = memberDay(runNow());

  // The betting record says what was staked per game type; the rebate is computed from it.
  const record = await call<{ content: { gameType: string; bet: number; status: string }[]; total: number }>(
    token,
    callPath('bettingRecord', { startDate: today, endDate: today, pageSize: 100 }),
  );
  const recorded = (type: string) =>
    Math.round(record.content.filter((r) => r.gameType === type && r.status === 'settled').reduce((s, r) => s + r.bet * 100, 0));
  expect(recorded('RNG')).toBe(slots);
  expect(recorded('LIVE')).toBe(live);
  const due = { RNG: Math.floor((slots * RATES_BP.RNG) / 10_000), LIVE: Math.floor((live * RATES_BP.LIVE) / 10_000) };

  // Past midnight, the day close runs and dies before it commits: nothing is paid.
  const advance = String(minutesPastMidnight());
  await site.ops('clock', 'advance', advance);
  await site.ops('jobs', 'run');
  const rebatesPaid = async () =>
    (
      await call<{ content: { memo: string; amount: number; kind: string }[] }>(
        token,
        callPath('bonusDetails', { startDate: today, endDate: memberDay(runNow() + 2 * 86_400_000), pageSize: 100 }),
      )
    ).content.filter((m) => m.kind === 'bonus.rebate');
  expect(await rebatesPaid()).toEqual([]);

  // Restarted without the failpoint (the operator moves the new process's clock past midnight again): the day is
  // settled once, one payout per game type at its rate.
  await site.stop({ keepData: true });
  site = await startSiteServer(dataDir);
  await site.ops('clock', 'advance', advance);
  await site.ops('jobs', 'run');
  await site.ops('jobs', 'run');
  const paid = await rebatesPaid();
  expect(paid.map((m) => [m.memo, Math.round(m.amount * 100)]).sort()).toEqual([
    [`Rebate LIVE ${today}`, due.LIVE],
    [`Rebate RNG ${today}`, due.RNG],
  ]);

  // Bonus details shows them to the player, with their total.
  const fresh = await site.ops('token', ACCOUNT);
  await page.goto(`${site.url}/member?page=bonusDetails&token=${fresh}`);
  const region = page.getByRole('main');
  await expect(region.getByRole('row').filter({ hasText: `Rebate RNG ${today}` })).toContainText(peso(due.RNG));
  await expect(region.getByRole('row').filter({ hasText: `Rebate LIVE ${today}` })).toContainText(peso(due.LIVE));
});

test('a deposit raises the player to VIP 1, whose upgrade bonus is claimed in the reward centre', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await site.ops('token', ACCOUNT);
  await page.goto(`${site.url}/?token=${token}`);
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await page.getByRole('radio', { name: /GCash/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment of ₱100.00 successful.' })).toBeVisible();

  // The upgrade job does it within 5 minutes; the operator's check does it now (or finds the job was first).
  await site.ops('vip', 'check');
  await page.goto(`${site.url}/member?page=rewardCenter`);
  await page.getByTestId('account').click();
  await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: /^VIP 1/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const bonus = page.getByTestId('reward').filter({ hasText: 'VIP 1 upgrade bonus' });
  await expect(bonus).toContainText('₱18.00');
  await expect(page.getByTestId('balance')).toHaveText(/₱[\d,]+\.\d\d/);
  const before = Math.round(Number((await page.getByTestId('balance').textContent())!.replace(/[₱,]/g, '')) * 100);
  await bonus.getByRole('button', { name: /Claim/ }).click();
  await expect(page.getByTestId('balance')).toHaveText(peso(before + 1_800));
  await expect(page.getByTestId('reward').filter({ hasText: 'VIP 1 upgrade bonus' })).toHaveCount(0);
});
