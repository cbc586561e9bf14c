// The fleet as an operator runs it (scripts/fleet/fleet.ts): HAProxy in front of three instances on a fresh
// PostgreSQL database of the run's seed and one Redis, started before a describe block's tests and stopped after
// them. Each test file that uses it has a fleet of its own (a file's players are no other file's business).
import { afterAll, beforeAll, inject } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFleet, type Fleet } from '../../../scripts/fleet/fleet.ts';
import { freshPostgres } from '../test-server.ts';
import { freePortRun } from '../../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const FLEET_SIZE = 3;

export interface FleetUnderTest {
  /** The running fleet (from the block's beforeAll on). */
  readonly fleet: Fleet;
  /** Its database (from the block's beforeAll on). */
  readonly databaseUrl: string;
}

/**
 * Registers, in the calling describe block, the hooks that start the fleet and stop it, drop its database and remove
 * its folder. `dirPrefix` names its folder (and so its Redis prefix); `env` is added to every instance's.
 */
export function useFleet(options: { dirPrefix: string; env?: Record<string, string> }): FleetUnderTest {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let dir: string;
  let fleet: Fleet;

  beforeAll(async () => {
    database = await freshPostgres(process.env.PG_TEST_URL!, inject('postgresSeed'));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), options.dirPrefix));
    fleet = await startFleet({
      root,
      dir,
      size: FLEET_SIZE,
      port: await freePortRun(FLEET_SIZE + 1), // the balancer's and each instance's
      host: '127.0.0.1',
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
      program: inject('serverBundle').server,
      // The overload guard off: see tests/e2e/site-server.ts.
      env: {
        LOG: '0',
        SITE_DIR: path.join(dir, 'no-site'),
        REDIS_PREFIX: `${path.basename(dir)}:`,
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        ...options.env,
      },
      log: () => undefined,
    });
  }, 180_000);

  afterAll(async () => {
    await fleet?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });

  return {
    get fleet() {
      return fleet;
    },
    get databaseUrl() {
      return database.url;
    },
  };
}
