// The fleet as an operator runs it (scripts/fleet/fleet.ts: HAProxy in front of three instances on one PostgreSQL
// database): every instance restarted in turn while players' calls go through the balancer, and not one call fails;
// then one instance killed outright, and the fleet carries on with the others while it comes back. A signed-in page's
// live stream, followed as the site follows it, is ended with a retry hint by each draining instance and resumes on
// another without a resync.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFleet, type Fleet } from '../../../scripts/fleet/fleet.ts';
import { freshPostgres, MERCHANT_HEADERS } from '../test-server.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { testConfig } from '../../../server/config.ts';
import { cryptoRandom, outboxSms, systemClock } from '../../../server/deps.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { openStream, type OpenStream } from '../live/live-helpers.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe.runIf(process.env.PG_TEST_URL)('a fleet of three behind HAProxy', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let dir: string;
  let fleet: Fleet;

  beforeAll(async () => {
    database = await freshPostgres(process.env.PG_TEST_URL!, inject('postgresSeed'));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-fleet-'));
    fleet = await startFleet({
      root,
      dir,
      size: 3,
      port: 21_000 + Math.floor(Math.random() * 15_000),
      host: '127.0.0.1',
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
      program: inject('serverBundle').server,
      // Every call comes from this one address: the flood guard would count them all as one client.
      // The overload guard off: see tests/e2e/site-server.ts.
      env: {
        LOG: '0',
        FLOOD_LIMIT_PER_MINUTE: '1000000',
        SITE_DIR: path.join(dir, 'no-site'),
        REDIS_PREFIX: `${path.basename(dir)}:`,
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      },
      log: () => undefined,
    });
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  /** Players' calls through the balancer, `players` at a time, until stopped: how many were made and how many failed. */
  function players(count: number) {
    let running = true;
    const tally = { made: 0, failed: [] as string[] };
    const one = async () => {
      while (running) {
        tally.made++;
        try {
          const res = await fetch(`${fleet.url}/wps/system/status`, { headers: MERCHANT_HEADERS });
          const body = (await res.json()) as { success: boolean };
          if (res.status !== 200 || !body.success) tally.failed.push(`HTTP ${res.status}`);
        } catch (err) {
          tally.failed.push(String((err as Error).cause ?? err));
        }
      }
    };
    const all = Promise.all(Array.from({ length: count }, one));
    return {
      tally,
      async stop() {
        running = false;
        await all;
        return tally;
      },
    };
  }

  /**
   * A signed-in page's live stream through the balancer, as the liveUpdates actor follows it: when a stream ends it
   * asks again after the server's retry hint (1 s when it failed), with the last event id.
   */
  function livePage(session: string) {
    let running = true;
    let current: OpenStream | null = null;
    const seen = { kinds: [] as string[], hints: [] as (number | null)[], failures: [] as string[] };
    let last: string | null = null;
    let streaming = false;
    const follow = async () => {
      while (running) {
        current = openStream(fleet.url, session, last);
        streaming = true;
        try {
          const end = await current.ended;
          if (running) seen.hints.push(end.retryMs);
        } catch (err) {
          seen.failures.push(String(err));
        }
        streaming = false;
        seen.kinds.push(...current.events.map((e) => e.kind));
        last = current.events.filter((e) => e.id).at(-1)?.id ?? last;
        if (running) await new Promise((resolve) => setTimeout(resolve, seen.hints.at(-1) ?? 1_000));
      }
    };
    const done = follow();
    return {
      seen,
      /** A stream is open and has said hello. */
      open: () => streaming && !!current?.events.some((e) => e.kind === 'hello'),
      async stop() {
        running = false;
        current?.close();
        await done;
        return seen;
      },
    };
  }

  it('restarts every instance in turn under load without one failed call', async () => {
    const opened = await openDatabase({ kind: 'postgres', url: database.url });
    const db = opened.db;
    const session = await runOpsCommand({ db, clock: systemClock, random: cryptoRandom, sms: outboxSms(db, systemClock), config: testConfig() }, 'token', {
      account: 'demo',
    });
    await opened.close();
    const page = livePage(session);
    const load = players(4);
    for (const instance of fleet.instances) {
      const before = instance.pid();
      await fleet.restart(instance.name);
      expect(instance.pid()).not.toBe(before);
    }
    const { made, failed } = await load.stop();
    expect(failed).toEqual([]);
    expect(made).toBeGreaterThan(fleet.instances.length * 10);
    // The instance holding the stream ended it with the retry hint at least once, and every stream started with
    // hello; none needed a resync: the one that resumed on another instance was replayed from Redis.
    await expect.poll(() => page.open()).toBe(true);
    const { kinds, hints } = await page.stop();
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.every((ms) => ms === 1_000)).toBe(true);
    expect(kinds.filter((k) => k === 'hello').length).toBeGreaterThan(hints.length);
    expect(kinds).not.toContain('resync');
  }, 180_000);

  it('carries on when an instance is killed, losing at most the calls it held', async () => {
    const load = players(4);
    await fleet.kill('i2');
    const { failed } = await load.stop();
    // Only calls in flight on the killed instance can fail: at most one per player.
    expect(failed.length).toBeLessThanOrEqual(4);
    const after = await fetch(`${fleet.url}/readyz`);
    expect(after.status).toBe(200);
  }, 180_000);
});
