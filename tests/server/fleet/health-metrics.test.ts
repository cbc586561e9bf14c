// What a load balancer and an operator's scraper see of one instance: /healthz, /readyz with the reasons it fails,
// /metrics only with the operator's token, and 503 with Retry-After when the instance is overloaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { call } from '../call-client.ts';
import { betBody, newPlayer, walletCall, winBody } from '../vendor-helpers.ts';
import { testFleetConfig } from '../../../server/config.ts';
import { queryRows } from '../../../server/db/client.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const metricsOf = async (t: TestServer) => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${testFleetConfig.metricsToken}` } })).body;

/** The figure of one series in Prometheus text, 0 when it is not there. */
function figure(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(dbKinds)('health and metrics on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it('/healthz and /readyz answer without the platform headers, and say what they checked', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    // The test server's job runner has no timer of its own: 'off', which does not fail readiness.
    expect(ready.json()).toEqual({ status: 'ready', checks: { draining: 'ok', database: 'ok', migrations: 'ok', jobs: 'off', redis: 'off' } });
  });

  it('/readyz fails while the instance drains, and /healthz still answers', async () => {
    t.app.readiness.draining = true;
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', checks: { draining: 'draining', database: 'ok' } });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('/readyz fails when the database lacks a migration this build carries', async () => {
    const [newest] = await queryRows<{ created_at: string }>(
      t.db,
      sql`select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest!.created_at}`);
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: 'ok', migrations: 'behind this build' });
    } finally {
      await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest!.created_at} where created_at = ${Number(newest!.created_at) - 1}`);
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/metrics refuses a caller without the operator token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-the-same-size' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: testFleetConfig.metricsToken } })).statusCode).toBe(401);
  });

  it('/metrics counts calls by name and status, and the money the vendor wallet and the ledger moved', async () => {
    const before = await metricsOf(t);
    const statusCalls = 'playstate_http_request_duration_seconds_count{call="systemStatus",method="GET",status="200"}';
    const bets = 'playstate_vendor_wallet_calls_total{action="bet",status="RS_OK"}';
    const refusedBets = 'playstate_vendor_wallet_calls_total{action="bet",status="RS_ERROR_NOT_ENOUGH_MONEY"}';
    const wins = 'playstate_ledger_transfers_total{kind="game.win"}';
    const funded = 'playstate_ledger_transfers_total{kind="test.fund"}';

    await call(t, 'systemStatus');
    await call(t, 'systemStatus');
    const player = await newPlayer(t, 10_000);
    const bet = betBody(player.token, 5_000);
    expect((await walletCall(t, 'bet', bet)).status).toBe('RS_OK');
    expect((await walletCall(t, 'win', winBody(player.token, bet, 7_000))).status).toBe('RS_OK');
    expect((await walletCall(t, 'bet', betBody(player.token, 1_000_000))).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');

    const after = await metricsOf(t);
    expect(figure(after, statusCalls) - figure(before, statusCalls)).toBe(2);
    expect(figure(after, bets) - figure(before, bets)).toBe(1);
    expect(figure(after, refusedBets) - figure(before, refusedBets)).toBe(1);
    expect(figure(after, wins) - figure(before, wins)).toBe(1);
    expect(figure(after, funded) - figure(before, funded)).toBe(1);
    // The balancer's checks are not counted as calls.
    expect(after).not.toContain('call="/readyz"');
  });
});

describe.runIf(process.env.PG_TEST_URL)('overload on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind: 'postgres', config: { fleet: { ...testFleetConfig, overload: { maxEventLoopDelayMs: 0, maxPoolWaiting: 2 } } } });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while more queries wait for a connection than it allows, and the checks still answer', async () => {
    // The pool holds 8 connections: 12 slow queries leave 4 waiting for one.
    const slow = Array.from({ length: 12 }, () => queryRows(t.db, sql`select pg_sleep(1.5)`));
    await new Promise((resolve) => setImmediate(resolve));
    const busy = await call(t, 'systemStatus');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body).toMatchObject({ success: false, errorCode: 'system.busy' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await Promise.all(slow);
    expect((await call(t, 'systemStatus')).body.success).toBe(true);
    expect(figure(await metricsOf(t), 'playstate_overload_refusals_total{reason="database-pool"}')).toBeGreaterThanOrEqual(1);
  });
});
