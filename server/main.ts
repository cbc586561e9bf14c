// Starts the platform: reads the environment, opens the database (embedded PGlite unless DATABASE_URL is set),
// migrates, seeds on first run, listens, and opens the operator socket for `npm run ops`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { configFromEnv, demoClockOffsetMinutes } from './config.ts';
import { ConfigError } from './config-error.ts';
import { cryptoRandom, movableClock, outboxSms, systemClock } from './deps.ts';
import { openDatabase } from './db/open.ts';
import { setNamedStatements } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedDemoData } from './seed/seed.ts';
import { demoPlaySettings } from './seed/demo-play-plan.ts';
import { startOpsSocket } from './ops/socket.ts';
import { drainOnSignal } from './fleet/drain.ts';
import { startMetricsServer } from './fleet/metrics-routes.ts';
import { openSharedStore } from './fleet/redis.ts';
import { settleOwnOpenRounds } from './vendor/restart-rounds.ts';
import { inProcessWallet } from './vendor/wallet-client.ts';

/** How often the job runner looks for due periods; the shortest job period is a minute. */
const JOB_TICK_MS = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
let config;
let clockOffsetMinutes = 0;
try {
  config = configFromEnv(env, root);
  clockOffsetMinutes = demoClockOffsetMinutes(env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

let database;
try {
  setNamedStatements(env.PG_NAMED_STATEMENTS !== '0');
  database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const { db } = database;
// A demo server's clock can be moved forward by the operator, to see deadlines pass (withdrawal confirmations), and
// can start off the real time (DEMO_CLOCK_OFFSET_MINUTES); a first start seeds its days by it.
const clock = config.demoMode ? movableClock(systemClock, clockOffsetMinutes * 60_000) : systemClock;
if (await seedDemoData(db, clock, config.merchant, demoPlaySettings(config))) console.log('Seeded the demo data.');

const shared = config.fleet.redisUrl ? await openSharedStore(config.fleet.redisUrl, config.fleet.redisPrefix) : undefined;
const app = await buildServer({ db, clock, random: cryptoRandom, sms: outboxSms(db, clock), config, shared }, { logger: env.LOG !== '0' });
// Rounds this instance's previous process left open (killed between a bet and its win) are settled before anything
// else, so no member's first answer shows a stake missing (server/vendor/restart-rounds.ts).
const rounds = await settleOwnOpenRounds(app.deps, inProcessWallet(app.deps));
if (rounds.settled || rounds.pending)
  console.log(`Rounds left open by the previous process: ${rounds.settled} settled, ${rounds.pending} left to the rounds job.`);
// What came due while no server ran (payouts, deadlines, rounds owed) is done before the first request.
await app.jobs.runDue().catch((err: unknown) => console.warn(`jobs: the first run failed: ${(err as Error).message}`));
app.jobs.start(JOB_TICK_MS);
// On PostgreSQL the CLI connects to the database itself; the socket is opened there only when asked (OPS_SOCKET=1),
// for what only the running process holds: a demo server's movable clock, its job runner and its caches.
const ops = database.kind === 'pglite' || env.OPS_SOCKET === '1' ? await startOpsSocket(app, dataDir) : null;
const { fleet } = config;
const metricsServer = fleet.metricsPort ? await startMetricsServer(fleet.metricsPort, fleet.metricsHost) : null;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
await app.listen({ port, host });
console.log(`playstate is running at http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'})`);

drainOnSignal(app, {
  drainDelayMs: fleet.drainDelayMs,
  shutdownGraceMs: fleet.shutdownGraceMs,
  then: [async () => ops?.close(), async () => metricsServer?.close(), async () => shared?.close(), () => database!.close()],
});
