// Every login-required route, present and future, answers 401 login.not.session without a valid token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, dbKinds, startTestServer } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { routes, type CallName } from '../../../contract/routes.ts';
import { call } from '../call-client.ts';

/** The login-required (T) paths of docs/product.md §7 that this server implements so far must be marked as such. */
const SPEC_LOGIN_CALLS: CallName[] = [
  'logout',
  'memberInfo',
  'memberIcon',
  'changePassword',
  'balance',
  'consolidatedFunds',
  'gameVendors',
  'vendorGameTypes',
  'merchantWallet',
  'walletTransfer',
  'unreadCount',
  'gameList',
  'favouriteIds',
  'favouritePage',
  'addFavourite',
  'removeFavourite',
  'liveRooms',
  'recentLotteries',
  'memberOpenedNumbers',
];
const SPEC_LOGIN_PATHS = SPEC_LOGIN_CALLS.map((name) => routes[name].path);

describe.each(dbKinds)('login-required routes on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const guarded = () => t.app.routeTable.filter((r) => r.auth !== null);
  const request = (r: { method: string; url: string }, headers: Record<string, string>) =>
    t.app.inject({
      method: r.method as 'GET',
      url: r.url.replace(/:(\w+)/g, '1'),
      headers: { ...MERCHANT_HEADERS, ...headers },
      payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
    });

  it('marks every login-required path of the spec that exists', () => {
    const urls = new Set(guarded().map((r) => r.url));
    for (const path of SPEC_LOGIN_PATHS) expect(urls, path).toContain(path);
  });

  it('answers 401 login.not.session with no token, a forged token, an expired and a revoked one', async () => {
    const token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    const revoked = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    await call(t, 'logout', { as: revoked });
    const badTokens: Record<string, string>[] = [{}, { authorization: 'forged-token' }, { authorization: `Bearer ${token}` }, { authorization: revoked }];
    expect(guarded().length).toBeGreaterThanOrEqual(SPEC_LOGIN_PATHS.length);
    for (const route of guarded()) {
      for (const headers of badTokens) {
        const res = await request(route, headers);
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
      }
    }
    t.clock.advance(25 * 3600_000); // past the 24 h session lifetime
    for (const route of guarded()) expect((await request(route, { authorization: token })).statusCode).toBe(401);
  });
});
