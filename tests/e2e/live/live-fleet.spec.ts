// The fleet proof (issue 37 item 6): two servers on one PostgreSQL database and one Redis; a page signed in
// through one sees, in its header and without a reload, a win paid through the other's vendor wallet. Runs with
// PG_TEST_URL (the browser suite on PostgreSQL); the embedded database is one process by design.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile, startSiteServer, type SiteServer } from '../site-server.ts';
import { sign, SIGNATURE_HEADER, type WalletAction, type WalletAnswer } from '../../../server/vendor/protocol.ts';
import { routes } from '../call-path.ts';

test.skip(!process.env.PG_TEST_URL, 'two instances share one PostgreSQL database');

const VENDOR_SECRET = 'e2e-live-fleet-vendor-secret';
const FLEET_ENV = {
  VENDOR_SECRET,
  REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `playstate-e2e:${randomBytes(6).toString('hex')}:`,
};
const GAME = { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' };
const siteA = serverForThisFile({ env: FLEET_ENV });
let siteB: SiteServer;
let dirB: string;

test.beforeAll(async () => {
  // Instance B: a data folder of its own that names instance A's database.
  dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-e2e-b-'));
  fs.copyFileSync(path.join(siteA.dataDir, 'database-url'), path.join(dirB, 'database-url'));
  siteB = await startSiteServer(dirB, FLEET_ENV);
});
test.afterAll(async () => {
  await siteB?.stop({ keepData: true });
  fs.rmSync(dirB, { recursive: true, force: true });
});

async function walletCall(request: APIRequestContext, on: SiteServer, action: WalletAction, body: object): Promise<WalletAnswer> {
  const raw = JSON.stringify(body);
  const res = await request.post(`${on.url}/vendor-wallet/${action}`, {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, VENDOR_SECRET) },
    data: raw,
  });
  return (await res.json()) as WalletAnswer;
}

test('a win paid through instance B shows in the header of a page signed in through instance A', async ({ page, signIn }) => {
  const session = await signIn('demo');
  const before = await balanceOf(siteA, 'demo');
  await expect(page.getByTestId('balance')).toHaveText(peso(before));
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // The game is launched and played on instance B.
  const launched = await page.request.post(`${siteB.url}${routes.launchGame.path}`, {
    headers: { Merchant: 'playstate', Language: 'EN', Device: 'web', Authorization: session },
    data: GAME,
  });
  expect(launched.ok()).toBe(true);
  const token = new URL(((await launched.json()) as { value: { url: string } }).value.url, siteB.url).searchParams.get('token')!;
  const round = { token, game_code: GAME.gameCode, round: `fleet-${randomUUID()}`, currency: 'PHP' };
  const bet = { ...round, request_uuid: randomUUID(), transaction_uuid: randomUUID(), amount: 2_000, round_closed: false };
  expect((await walletCall(page.request, siteB, 'bet', bet)).status).toBe('RS_OK');
  const won = await walletCall(page.request, siteB, 'win', {
    ...round,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    amount: 32_000,
    round_closed: true,
  });
  expect(won).toMatchObject({ status: 'RS_OK', balance: before + 30_000 });

  await expect(page.getByTestId('balance')).toHaveText(peso(before + 30_000));
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
