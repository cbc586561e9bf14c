// No hot row on the money path (issue 38), on PostgreSQL: two players betting on one vendor at once never wait for
// each other's commit. Player A's bet is left uncommitted in a transaction of its own (the wallet's own function,
// as the bet endpoint runs it); player B, on the same vendor account, bets through the endpoint meanwhile. Before
// migration 0024 B's bet queued for the vendor row A's bet held locked until A committed; now it commits while A's
// transaction is still open, and no session of the database waits on a lock in the meantime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryRows } from '../../../server/db/client.ts';
import { tokenDigest } from '../../../server/games/game-launch.ts';
import { DEMO_VENDOR } from '../../../server/vendor/protocol.ts';
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { startTestServer } from '../test-server.ts';
import { balanceOf, betBody, newPlayer, uid, walletCall, type TestServer } from '../vendor-helpers.ts';

describe.runIf(process.env.PG_TEST_URL)('two players betting on one vendor on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind: 'postgres' });
  });
  afterAll(() => t.close());

  /** Sessions of this database waiting on a lock (a row, a transaction, a tuple). */
  const lockWaits = async () =>
    Number(
      (
        await queryRows<{ n: string }>(t.db, sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)
      )[0]!.n,
    );

  it("commits B's bet while A's bet on the same vendor account is still uncommitted, with no lock wait", async () => {
    const a = await newPlayer(t, 10_000);
    // B on the same vendor shard as A (the wallet's shard is the member id modulo 8).
    let b = await newPlayer(t, 10_000);
    while ((b.memberId - a.memberId) % 8 !== 0) b = await newPlayer(t, 10_000);
    // One settled bet each first, so both wallets and their vendor account exist before the race.
    for (const p of [a, b]) expect((await walletCall(t, 'bet', betBody(p.token, 100, { closed: true }))).status).toBe('RS_OK');

    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const held = await pool.connect();
    try {
      await held.query('begin');
      const [placed] = (
        await held.query<{ out_status: string }>('select * from wallet_bet($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
          uid('bet'),
          'held',
          tokenDigest(a.token),
          uid('round'),
          1_000,
          true,
          `vendor:${DEMO_VENDOR}`,
          'PHP',
          t.clock.now().toISOString(),
        ])
      ).rows;
      expect(placed!.out_status).toBe('RS_OK');

      // B's bet, while A's transaction holds whatever its bet locked: it must finish, and no session may wait.
      let done = false;
      const other = walletCall(t, 'bet', betBody(b.token, 2_000, { closed: true })).finally(() => (done = true));
      while (!done) {
        expect(await lockWaits(), "B's bet waits on A's uncommitted bet").toBe(0);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await other).status).toBe('RS_OK');
      expect(await balanceOf(t, b.memberId)).toBe(10_000 - 100 - 2_000);
      // A's bet is not committed yet: others still see A's balance before it.
      expect(await balanceOf(t, a.memberId)).toBe(10_000 - 100);
      await held.query('commit');
    } finally {
      await held.query('rollback').catch(() => {});
      held.release();
    }
    expect(await balanceOf(t, a.memberId)).toBe(10_000 - 100 - 1_000);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});
