import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import type { Db } from './client.ts';
import { acquireDataDirLock } from './lock.ts';
import { openPglite } from './pglite-client.ts';
import { watchPool } from '../fleet/metrics.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** When the newest committed migration was made (drizzle-kit's journal): a database that holds it is up to date. */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } // null: in memory (tests), from a dump if given
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface OpenDatabase {
  db: Db;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other in-memory databases from (tests). */
  dump?(): Promise<Blob>;
}

/**
 * Connections each server instance keeps to PostgreSQL. More callers than this queue in the pool, not in the
 * database: past a few connections per core, PostgreSQL sessions only wait on each other's row locks and take CPU
 * from the server itself (issue 17, docs/decisions.md), and several instances share one database.
 */
export const DEFAULT_POOL_SIZE = 10;

/** Opens the database and applies the committed SQL migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle connection the server closes (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const unwatch = watchPool(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => {
        unwatch();
        return pool.end();
      },
    };
  }
  const release = target.dataDir ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const { client, forDrizzle } = await openPglite(target.dataDir, target.loadDataDir);
    const db = drizzlePglite(forDrizzle, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
