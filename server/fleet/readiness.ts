// What /readyz checks (health-routes.ts): the database answers within a balancer's patience and holds every
// migration this build carries.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { newestMigrationMillis } from '../db/open.ts';

/** How long the database may take before it counts as down: a balancer's own timeout is a few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** 'ok', or what is wrong, for the database and its migrations. */
export async function databaseChecks(db: Db): Promise<{ database: string; migrations: string }> {
  const newest = newestMigrationMillis();
  try {
    const [row] = await within(
      queryRows<{ newest: string | null }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
      'the database',
    );
    return { database: 'ok', migrations: Number(row?.newest ?? 0) >= newest ? 'ok' : 'behind this build' };
  } catch (err) {
    return { database: (err as Error).message, migrations: 'unknown' };
  }
}
