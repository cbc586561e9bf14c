// The real server as a child process on a database of its own, for the tests that kill it mid-play and start it
// again on the same database (crash-recovery.test.ts, restart-rounds.test.ts). The server and the CLI are the run's
// bundles of their sources (scripts/server-bundle.ts; see ops-cli.test.ts).
import { inject } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open.ts';
import { queryRows } from '../../../server/db/client.ts';
import { freshPostgres, seededDataFolder } from '../test-server.ts';

export const root = path.resolve(import.meta.dirname, '../../..');

export interface Target {
  env: Record<string, string>;
  /** Runs a query on the database while no server holds it (PGlite) or beside it (PostgreSQL). */
  query<T>(q: ReturnType<typeof sql>): Promise<T[]>;
}

/** A seeded database of the kind and the environment a server needs to run on it; `cleanups` undo both. */
export async function target(kind: 'pglite' | 'postgres', cleanups: (() => Promise<void>)[]): Promise<Target> {
  const dataDir = kind === 'pglite' ? await seededDataFolder('playstate-crash-') : fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-crash-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let url = '';
  if (kind === 'postgres') {
    const fresh = await freshPostgres(process.env.PG_TEST_URL!, inject('postgresSeed'));
    cleanups.push(fresh.drop);
    url = fresh.url;
  }
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SITE_DIR: path.join(dataDir, 'no-site'),
      LOG: '0',
      HOST: '127.0.0.1',
      VENDOR_SECRET: 'crash-test-secret',
      // See tests/e2e/site-server.ts: a busy test machine would trip the overload guard.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    async query<T>(q: ReturnType<typeof sql>) {
      const db = await openDatabase(url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        return await queryRows<T>(db.db, q);
      } finally {
        await db.close();
      }
    },
  };
}

/** Starts the server bundle and resolves once it says it is running (it listens only then). */
export function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [inject('serverBundle').server], { cwd: root, env: { ...process.env, ...env } });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      if (out.includes('playstate is running')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${out}`)));
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.signalCode ?? child.exitCode)
      : child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
