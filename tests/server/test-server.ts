// A real server on a fresh database for each test file: in-memory PGlite, or a new PostgreSQL database when
// PG_TEST_URL is set and the test asks for it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgAdmin, pgDatabaseUrl } from '../postgres-admin.ts';
import { inject } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { outboxSms, type Clock, type Deps, type Random } from '../../server/deps.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/open.ts';
import { queryRows } from '../../server/db/client.ts';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../../server/seed/seed.ts';
import { demoPlaySettings } from '../../server/seed/demo-play-plan.ts';
import { seededRandom } from '../../server/seed/prng.ts';

export const MERCHANT_HEADERS = { merchant: 'playstate', language: 'EN', device: 'web' };

export function fixedClock(start = new Date('2026-11-21T08:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

export function testRandom(seed = 7): Random {
  const rnd = seededRandom(seed);
  return {
    bytes: (n) => Buffer.from(Array.from({ length: n }, () => rnd.int(0, 256))),
    int: (min, max) => rnd.int(min, max),
  };
}

/**
 * A fresh PostgreSQL database on the server PG_TEST_URL points at, empty or a copy of `template`; dropped by the
 * returned cleanup.
 */
export async function freshPostgres(baseUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `playstate_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await pgAdmin(`create database ${name}${template ? ` template ${template}` : ''}`, baseUrl);
  return {
    url: pgDatabaseUrl(name, baseUrl),
    drop: () => pgAdmin(`drop database if exists ${name} with (force)`, baseUrl),
  };
}

export type DbKind = 'pglite' | 'postgres';

/**
 * Two connections to one fresh database, empty or holding the demo seed of seed-template.ts (seeded at
 * fixedClock()'s start), as two server instances would hold them (on PGlite, whose single connection cannot be
 * shared by two processes, the same one twice); close() closes them and drops the database.
 */
export async function sharedDatabase(kind: DbKind, opts: { seeded?: boolean } = {}): Promise<{ dbs: [OpenDatabase, OpenDatabase]; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const one = await openTestDatabase('pglite', opts);
    return { dbs: [one, one], close: () => one.close() };
  }
  const fresh = await freshPostgres(process.env.PG_TEST_URL!, opts.seeded ? inject('postgresSeed') : undefined);
  const dbs: [OpenDatabase, OpenDatabase] = [
    await openDatabase({ kind: 'postgres', url: fresh.url }),
    await openDatabase({ kind: 'postgres', url: fresh.url }),
  ];
  return {
    dbs,
    async close() {
      for (const db of dbs) await db.close();
      await fresh.drop();
    },
  };
}
/** The database kinds a test should run on: always PGlite, PostgreSQL too when PG_TEST_URL is set. */
export const dbKinds: DbKind[] = process.env.PG_TEST_URL ? ['pglite', 'postgres'] : ['pglite'];

const dumpBytes = new Map<string, ArrayBuffer>();

/**
 * One of the run's PGlite dumps (seed-template.ts) as PGlite loads it. PGlite only asks a tarball Blob for its bytes,
 * and a Blob built over 90 MB and read back costs ~2 s of the ~5 s a seeded database took to open (Node's Blob copies
 * in small chunks): each file is read once per test process, and each database gets a copy of its bytes (PGlite's
 * in-memory files keep parts of the buffer they are given, and write to them).
 */
function dumpBlob(which: 'pgliteSeed' | 'pgliteEmpty'): Blob {
  const file = inject(which);
  const bytes = dumpBytes.get(file) ?? new Uint8Array(fs.readFileSync(file)).buffer;
  dumpBytes.set(file, bytes);
  return new (class extends Blob {
    override arrayBuffer() {
      return Promise.resolve(bytes.slice(0));
    }
  })();
}

/** A fresh database, empty, or holding the demo seed (written once per run by seed-template.ts). */
export async function openTestDatabase(kind: DbKind, opts: { seeded?: boolean } = {}): Promise<OpenDatabase> {
  if (kind === 'pglite') {
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: dumpBlob(opts.seeded ? 'pgliteSeed' : 'pgliteEmpty') });
  }
  const fresh = await freshPostgres(process.env.PG_TEST_URL!, opts.seeded ? inject('postgresSeed') : undefined);
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 8 });
  return { ...database, close: async () => (await database.close(), await fresh.drop()) };
}

/**
 * A data folder holding a copy of the run's seeded embedded database, for a test that starts the real server as a
 * process (which would otherwise seed 10,000 games and 30 days of play itself).
 */
export async function seededDataFolder(prefix = 'playstate-seeded-'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const loadDataDir = dumpBlob('pgliteSeed');
  const opened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), loadDataDir });
  // Checked here because nothing else would tell: a server started on a folder without the seed seeds it itself.
  const [seeded] = await queryRows<{ runs: number }>(opened.db, sql`select count(*)::int as runs from seed_runs`);
  await opened.close();
  if (!seeded?.runs) throw new Error('the seeded data folder holds no seed');
  return dataDir;
}

export async function startTestServer(opts: { kind?: DbKind; config?: Partial<Config>; seed?: boolean; logStream?: { write(line: string): void } } = {}) {
  const database = await openTestDatabase(opts.kind ?? 'pglite', { seeded: opts.seed !== false });
  const clock = fixedClock();
  const config = testConfig(opts.config);
  // A no-op on the seeded copy; kept so a test server always holds the whole seed, whatever it started from.
  if (opts.seed !== false) await seedDemoData(database.db, clock, config.merchant, demoPlaySettings(config));
  const deps: Deps = { db: database.db, clock, random: testRandom(), sms: outboxSms(database.db, clock), config };
  const app = await buildServer(deps, { logger: !!opts.logStream, logStream: opts.logStream });
  await app.ready();
  return {
    app,
    deps,
    clock,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
