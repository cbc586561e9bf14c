// Live updates in the browser (issue 37 item 6): a signed-in page's header shows a win paid through the server's
// vendor wallet (the signed seamless-wallet calls a game vendor makes), without a reload.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../test.ts';
import { balanceOf, peso, serverForThisFile } from '../site-server.ts';
import { sign, SIGNATURE_HEADER, type WalletAction, type WalletAnswer } from '../../../server/vendor/protocol.ts';
import { routes } from '../call-path.ts';

/** The vendor's secret, set for this file's server so the test can sign wallet calls as the vendor does. */
const VENDOR_SECRET = 'e2e-live-updates-vendor-secret';
const site = serverForThisFile({ env: { VENDOR_SECRET } });
const GAME = { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' };

/** A game launch token of the member, as the vendor's game page receives it. */
async function launchToken(request: APIRequestContext, session: string): Promise<string> {
  const launched = await request.post(`${site.url}${routes.launchGame.path}`, {
    headers: { Merchant: 'playstate', Language: 'EN', Device: 'web', Authorization: session },
    data: GAME,
  });
  expect(launched.ok()).toBe(true);
  const url = new URL(((await launched.json()) as { value: { url: string } }).value.url, site.url);
  return url.searchParams.get('token')!;
}

async function walletCall(request: APIRequestContext, action: WalletAction, body: object): Promise<WalletAnswer> {
  const raw = JSON.stringify(body);
  const res = await request.post(`${site.url}/vendor-wallet/${action}`, {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(raw, VENDOR_SECRET) },
    data: raw,
  });
  return (await res.json()) as WalletAnswer;
}

test('a win paid through the vendor wallet shows in the header without a reload', async ({ page, signIn }) => {
  const session = await signIn('demo');
  const before = await balanceOf(site, 'demo');
  await expect(page.getByTestId('balance')).toHaveText(peso(before));
  // A mark on this document: a reload or a navigation would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const token = await launchToken(page.request, session);
  const round = { token, game_code: GAME.gameCode, round: `live-${randomUUID()}`, currency: 'PHP' };
  const bet = { ...round, request_uuid: randomUUID(), transaction_uuid: randomUUID(), amount: 1_000, round_closed: false };
  expect((await walletCall(page.request, 'bet', bet)).status).toBe('RS_OK');
  const won = await walletCall(page.request, 'win', {
    ...round,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    amount: 25_000,
    round_closed: true,
  });
  expect(won).toMatchObject({ status: 'RS_OK', balance: before + 24_000 });

  await expect(page.getByTestId('balance')).toHaveText(peso(before + 24_000));
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
