import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type * as schema from './schema.ts';

/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Off behind a pooler in transaction mode that does not track prepared statements (PgBouncer before 1.21, as
 * Debian 12 ships): a statement named on one server connection is unknown on the next (PG_NAMED_STATEMENTS=0).
 */
let namedStatements = true;
export function setNamedStatements(on: boolean) {
  namedStatements = on;
}

interface Queryable {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Rows of one of the hottest statements, by name: on PostgreSQL each pooled connection parses and plans it once and
 * then only binds values, and the call skips drizzle's query building (half the client's time and the server's parse
 * of a wallet call, issue 17). On PGlite the same text runs as a plain query. Values are positional ($1, $2...).
 * Inside a transaction it runs on the transaction's connection (drizzle's session holds it).
 */
export async function preparedRows<T>(db: Db | Tx, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { session: { client: Queryable } }).session.client;
  const named = namedStatements && (client instanceof pg.Pool || client instanceof pg.Client);
  const result = named ? await (client as pg.Pool).query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}
