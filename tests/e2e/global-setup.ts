// Builds the server into one module and seeds one database for the whole browser-test run, which every spec's
// server then starts from (on its own copy): with PG_TEST_URL set, a PostgreSQL database that a server seeds and
// leaves as the template of the others; else a data folder of the embedded database, seeded by a server that then
// stops cleanly so it is consistent on disk.
import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle } from '../../scripts/server-bundle.ts';
import { pgAdmin, pgDatabaseUrl } from '../postgres-admin.ts';
import { PG_TEMPLATE_ENV, SERVER_BUNDLE_ENV, TEMPLATE_ENV, startSiteServer } from './site-server.ts';
import { dropWalAfterCheckpoint } from './wal-trim.ts';
import { RUN_CLOCK_ENV, minutesToMembersNoon } from './run-clock.ts';

export default async function globalSetup() {
  // Before the seed: its thirty days of play end on the run's day (run-clock.ts).
  process.env[RUN_CLOCK_ENV] ??= String(minutesToMembersNoon());
  process.env[SERVER_BUNDLE_ENV] = (await buildServerBundle()).server;
  if (process.env.PG_TEST_URL) {
    const template = `playstate_e2e_${process.pid}`;
    await pgAdmin(`create database ${template}`);
    const server = await startSiteServer(undefined, { DATABASE_URL: pgDatabaseUrl(template) });
    await server.stop();
    process.env[PG_TEMPLATE_ENV] = template;
    return () => pgAdmin(`drop database if exists ${template} with (force)`);
  }
  const server = await startSiteServer();
  await server.stop({ keepData: true });
  dropWalAfterCheckpoint(path.join(server.dataDir, 'pglite'));
  process.env[TEMPLATE_ENV] = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
