// Throwaway databases on the local PostgreSQL for the bench's timed runs: created fresh, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { oneLine } from './table.ts';
import { log } from './util.ts';

export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs work on a fresh database of the local PostgreSQL, dropped afterwards; rejects when the server is unreachable.
 * opts.adminUrl: the server and database to connect to for creating and dropping it (the load test's LOAD_PG_URL);
 * opts.prefix: the start of the database's name.
 */
export async function withPostgresDatabase<T>(work: (url: string) => Promise<T>, opts: { adminUrl?: string; prefix?: string } = {}): Promise<T> {
  const adminUrl = opts.adminUrl ?? POSTGRES_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  const name = `${opts.prefix ?? 'playstate_bench'}_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await sessionsGone(admin, name);
    await admin.query(`drop database if exists ${name} with (force)`).catch((err: unknown) => log(`could not drop ${name}: ${oneLine(err)}`));
    await admin.end();
  }
}

/**
 * The pool's close resolves before its sockets are gone; a forced drop would then kill live sessions and the pool
 * would raise an unhandled error. Waits (at most 5 s) until the database has no sessions left.
 */
export async function sessionsGone(admin: pg.Client, name: string) {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
