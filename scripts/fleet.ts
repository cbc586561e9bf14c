// npm run fleet: HAProxy on :8080 in front of three server instances on PostgreSQL (DATABASE_URL, by default the
// database `playstate` of the local server, created when missing) and Redis (REDIS_URL, by default the local one),
// as docs/operations.md describes. Builds the site first when it is missing or older than its sources (as npm start
// does). Ctrl-C drains and stops every instance.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startFleet } from './fleet/fleet.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const size = Number(env.FLEET_SIZE ?? 3);
const port = Number(env.PORT ?? 8080);
const dir = path.resolve(root, env.FLEET_DIR ?? '.data/fleet');

if (!fs.existsSync(path.join(root, 'dist/site/index.html'))) {
  console.log('Building the site…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const fleet = await startFleet({
  root,
  dir,
  size,
  port,
  host: env.HOST ?? '0.0.0.0',
  databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/playstate',
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  env: { LOG: env.LOG ?? '0' },
});
console.log(`playstate fleet: ${fleet.url} -> ${fleet.instances.map((i) => `${i.name} :${i.port}`).join(', ')}`);
// The metrics token stays in its file (mode 600), not in a terminal's scroll-back.
console.log(`  each instance: ${fleet.instances[0]!.url}/readyz; /metrics asks for METRICS_TOKEN of ${path.relative(root, dir)}/secrets.json`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the fleet (each instance drains)…');
    void fleet.stop().then(() => process.exit(0));
  });
