// Creating and dropping the tests' PostgreSQL databases on the server PG_TEST_URL names (Vitest's and the browser
// tests' alike).
import pg from 'pg';

/** Runs one statement as the user of `baseUrl` (by default PG_TEST_URL), e.g. `create database …`. */
export async function pgAdmin(statement: string, baseUrl = process.env.PG_TEST_URL!): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `baseUrl` (by default PG_TEST_URL) naming another database. */
export function pgDatabaseUrl(name: string, baseUrl = process.env.PG_TEST_URL!): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
