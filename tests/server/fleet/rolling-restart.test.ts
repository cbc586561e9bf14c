// The fleet as an operator runs it (scripts/fleet/fleet.ts: HAProxy in front of three instances on one PostgreSQL
// database): every instance restarted in turn while players' calls go through the balancer, and not one call fails;
// then one instance killed outright, and the fleet carries on with the others while it comes back.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFleet, type Fleet } from '../../../scripts/fleet/fleet.ts';
import { freshPostgres, MERCHANT_HEADERS } from '../test-server.ts';

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

  it('restarts every instance in turn under load without one failed call', async () => {
    const load = players(4);
    for (const instance of fleet.instances) {
      const before = instance.pid();
      await fleet.restart(instance.name);
      expect(instance.pid()).not.toBe(before);
    }
    const { made, failed } = await load.stop();
    expect(failed).toEqual([]);
    expect(made).toBeGreaterThan(fleet.instances.length * 10);
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
