// Seeds one data folder for the whole browser-test run: a server migrates and seeds it, then stops cleanly so the
// embedded database is consistent on disk. Every spec's server then starts on its own copy of it.
import fs from 'node:fs';
import { TEMPLATE_ENV, startSiteServer } from './site-server.ts';

export default async function globalSetup() {
  const server = await startSiteServer();
  await server.stop({ keepData: true });
  process.env[TEMPLATE_ENV] = server.dataDir;
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
