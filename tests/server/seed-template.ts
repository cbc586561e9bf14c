// Vitest global setup: the demo seed (10,000+ games) is written once per run, not once per test file. PGlite test
// databases start from a dump of a seeded one; PostgreSQL ones are created from a seeded template database. The
// seed is the same deterministic one every test server used to write itself (same clock, same merchant).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgAdmin, pgDatabaseUrl } from '../postgres-admin.ts';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { seedDemoData } from '../../server/db/seed/seed.ts';
import { demoPlaySettings } from '../../server/db/seed/demo-play-plan.ts';
import { fixedClock } from './test-server.ts';
import { buildServerBundle, type ServerBundle } from '../../scripts/server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a seeded PGlite data folder. */
    pgliteSeed: string;
    /** A seeded PostgreSQL database to copy, or '' without PG_TEST_URL. */
    postgresSeed: string;
    /** The server and the operator CLI built as one module each, for the tests that start them as processes. */
    serverBundle: ServerBundle;
  }
}

export default async function setup(project: TestProject) {
  const config = testConfig();
  const merchant = config.merchant;
  const file = path.join(os.tmpdir(), `playstate-seed-${process.pid}.tar`);
  const template = process.env.PG_TEST_URL ? `playstate_seed_${process.pid}` : '';
  // Both seeds at once: PGlite's runs in this process, PostgreSQL's mostly in its server.
  const [bundle] = await Promise.all([
    buildServerBundle(),
    (async () => {
      const lite = await openDatabase({ kind: 'pglite', dataDir: null });
      await seedDemoData(lite.db, fixedClock(), merchant, demoPlaySettings(config));
      // Checkpointed first, so a database opened from the dump starts without replaying the seed's write-ahead log.
      await lite.db.execute(sql`CHECKPOINT`);
      fs.writeFileSync(file, Buffer.from(await (await lite.dump!()).arrayBuffer()));
      await lite.close();
    })(),
    (async () => {
      if (!template) return;
      await pgAdmin(`create database ${template}`);
      const seeded = await openDatabase({ kind: 'postgres', url: pgDatabaseUrl(template), poolSize: 2 });
      await seedDemoData(seeded.db, fixedClock(), merchant, demoPlaySettings(config));
      await seeded.close();
    })(),
  ]);
  project.provide('pgliteSeed', file);
  project.provide('postgresSeed', template);
  project.provide('serverBundle', bundle);

  return async () => {
    fs.rmSync(file, { force: true });
    if (template) await pgAdmin(`drop database if exists ${template} with (force)`);
  };
}
