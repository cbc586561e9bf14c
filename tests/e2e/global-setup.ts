// Builds the server into one module and seeds one data folder for the whole browser-test run: a server migrates and
// seeds it, then stops cleanly so the embedded database is consistent on disk. Every spec's server then starts from
// the bundle on its own copy of the folder.
import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle } from '../../scripts/server-bundle.ts';
import { SERVER_BUNDLE_ENV, TEMPLATE_ENV, startSiteServer } from './site-server.ts';
import { dropWalAfterCheckpoint } from './wal-trim.ts';

export default async function globalSetup() {
  process.env[SERVER_BUNDLE_ENV] = (await buildServerBundle()).server;
  const server = await startSiteServer();
  await server.stop({ keepData: true });
  dropWalAfterCheckpoint(path.join(server.dataDir, 'pglite'));
  process.env[TEMPLATE_ENV] = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
