// Vitest global setup: the demo seed (10,000+ games) is written once per run, not once per test file. PGlite test
// databases start from a dump of a seeded one; PostgreSQL ones are created from a seeded template database. The
// seed is the same deterministic one every test server used to write itself (same clock, same merchant).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgAdmin, pgDatabaseUrl } from '../postgres-admin.ts';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { seedDemoData } from '../../server/seed/seed.ts';
import { demoPlaySettings } from '../../server/seed/demo-play-plan.ts';
import { fixedClock } from './test-server.ts';
import { dumpForTests } from './pglite-dump.ts';
import { buildServerBundle, type ServerBundle } from '../../scripts/server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a seeded PGlite data folder. */
    pgliteSeed: string;
    /** A tarball of a PGlite data folder with the migrations applied and nothing else. */
    pgliteEmpty: string;
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
  const emptyFile = path.join(os.tmpdir(), `playstate-empty-${process.pid}.tar`);
  const template = process.env.PG_TEST_URL ? `playstate_seed_${process.pid}` : '';
  // Both seeds at once: PGlite's runs in this process, PostgreSQL's mostly in its server.
  const [bundle] = await Promise.all([
    buildServerBundle(),
    (async () => {
      // The embedded database made and migrated from nothing, as a first start does, once a run; a test's empty
      // database opens from its dump (PGlite's initdb and the migrations took ~3-5 s of CPU each time).
      const lite = await openDatabase({ kind: 'pglite', dataDir: null });
      fs.writeFileSync(emptyFile, await dumpForTests(lite));
      await seedDemoData(lite.db, fixedClock(), merchant, demoPlaySettings(config));
      fs.writeFileSync(file, await dumpForTests(lite));
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
  project.provide('pgliteEmpty', emptyFile);
  project.provide('postgresSeed', template);
  project.provide('serverBundle', bundle);

  return async () => {
    for (const dump of [file, emptyFile]) fs.rmSync(dump, { force: true });
    if (template) await pgAdmin(`drop database if exists ${template} with (force)`);
  };
}
