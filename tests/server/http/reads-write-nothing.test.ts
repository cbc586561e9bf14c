// docs/architecture.md §2: GET calls never write; timed work runs as jobs. Every GET in the route table is called, signed in
// and signed out, with valid values where a route needs them, over data that has deadlines passed and draws
// closed, and no row of any table may change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client.ts';
import { members } from '../../../server/db/schema.ts';
import { games } from '../../../server/db/schema-games.ts';
import { messages } from '../../../server/db/schema-wallet.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { payPageToken } from '../../../server/deposit/deposits.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { MERCHANT_HEADERS, dbKinds, startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import { call } from '../call-client.ts';
import { GAME } from '../vendor-helpers.ts';
import { betSizes } from '../../../server/vendor/game-server.ts';
import type { TestServer } from '../wallet-helpers.ts';

/**
 * Every table's row count and a digest of its rows: the sum of each row's hash, which no insert, update or delete
 * leaves as it was (but for a hash collision) and which needs no sort, so it can run after every call.
 */
async function tableDigests(t: TestServer): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as name, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as digest from ${sql.identifier(name)} x`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(t.db, sql.join(parts, sql` union all `));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

/**
 * The next transaction id the database will hand out: it moves only when a transaction writes (a read takes none),
 * so the full digest is needed only after calls that moved it. The digest still decides what changed.
 */
async function nextTransactionId(t: TestServer): Promise<string> {
  const [row] = await queryRows<{ xid: string }>(t.db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
  return row!.xid;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));

describe.each(dbKinds)('GET calls on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind, config: { wallet: { ...(await import('../../../server/config.ts')).testWalletConfig, demoPayoutMinutes: 1 } } });
  });
  afterAll(() => t.close());

  it('change no row of any table, signed in or not', async () => {
    const [demo] = await t.db.select().from(members).where(eq(members.account, 'demo'));
    const token = await createSession(t.deps, demo!.id);
    const auth = { ...MERCHANT_HEADERS, authorization: token };
    // The agent centre's reads as the agent whose team they read (a member only meets their 403).
    const [agent] = await t.db.select().from(members).where(eq(members.account, 'agent01'));
    const agentAuth = { ...MERCHANT_HEADERS, authorization: await createSession(t.deps, agent!.id) };
    const agentOnly = new Set(t.app.routeTable.filter((r) => r.auth === 'agent').map((r) => r.url));

    // Work the lazy reads used to do: a deposit order to expire, a withdrawal for the demo payout processor and
    // a paid part whose deadline passes, a message to read, a numbers-draw ticket whose draw closes.
    const orderNo = (await call(t, 'createDepositOrder', { as: token, body: { method: 'GCASH', amount: 100 } })).body.value.orderNo;
    await call(t, 'setPaymentPassword', { as: token, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } });
    const bankAccountId = (await call(t, 'bankAccounts', { as: token })).body.value[0]!.id;
    const withdraw = (requestId: string, amount: number) =>
      call(t, 'withdraw', { as: token, body: { paymentPassword: '135790', requestId, amount, bankAccountId } });
    const paidId = (await withdraw('walk-paid-1', 200)).body.value.id;
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: paidId, amount: 200 });
    expect((await withdraw('walk-pending-1', 300)).body.success).toBe(true);
    // An unread message: listing it must not mark it read.
    await t.db.insert(messages).values({ memberId: demo!.id, title: 'Walk', content: 'Unread', createdAt: t.clock.now() });
    const [lottery] = await t.db.select().from(games).where(eq(games.gameType, 'LOTT')).limit(1);
    const [vendorGame] = await t.db.select().from(games).where(eq(games.nodeId, GAME.nodeId));
    const gameToken = await createGameToken(t.deps, demo!.id, lottery!.nodeId);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/vendor/demo/api/lottery/buy',
      payload: { token: gameToken, nodeId: lottery!.nodeId, picks: [1, 2, 3], stake: betSizes(lottery!.minBet)[0]! },
    });
    const funToken = await t.app.demoVendor.createFunSession(GAME.nodeId);
    t.clock.advance(2 * 86_400_000);

    const query: Record<string, string> = {
      code: 'AGENT01',
      gameType: 'RNG',
      vassalage: vendorGame!.vassalage,
      groupName: 'HOME',
      orderNo,
      t: payPageToken(t.deps.config.wallet.paymentSecret, orderNo),
      nodeId: String(GAME.nodeId),
      token: gameToken,
    };
    const idFor: Record<string, string> = { [routes.withdrawal.path]: String(paidId) };
    const path: Record<string, string> = { file: 'game.js', nodeId: String(lottery!.nodeId), id: '1', captchaId: 'nope', orderNo };
    const doc = t.app.swagger() as { paths: Record<string, { get?: { parameters?: { in: string; name: string; required?: boolean }[] } }> };

    const writers: { url: string; signedIn: boolean; status: number; tables: string[] }[] = [];
    const gets = t.app.routeTable.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    let before = await tableDigests(t);
    let mark = await nextTransactionId(t);
    for (const route of gets) {
      const params = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.get?.parameters ?? [];
      const search = new URLSearchParams();
      for (const p of params.filter((p) => p.in === 'query' && (p.required || p.name in query || p.name === 'id')))
        search.set(p.name, p.name === 'id' ? (idFor[route.url] ?? '1') : (query[p.name] ?? '1'));
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => path[name] ?? '1') + (search.size ? `?${search}` : '');
      for (const signedIn of [true, false]) {
        const res = await t.app.inject({ method: 'GET', url, headers: signedIn ? (agentOnly.has(route.url) ? agentAuth : auth) : MERCHANT_HEADERS });
        const now = await nextTransactionId(t);
        if (now === mark) continue;
        const after = await tableDigests(t);
        const tables = changedTables(before, after);
        [before, mark] = [after, now];
        if (tables.length) writers.push({ url, signedIn, status: res.statusCode, tables });
      }
    }
    expect(bought.json()).toMatchObject({ ok: true });
    expect(funToken).toBeTruthy();
    expect(writers).toEqual([]);
  }, 180_000);
});
