// npm run load -- --fleet: the players through HAProxy on three instances (scripts/fleet/fleet.ts) on one throwaway
// PostgreSQL database and Redis, while the operator restarts every instance in turn (SIGTERM: it drains, then starts
// again; the next waits until it is ready) and then kills one outright (SIGKILL) and starts it again. Each phase is
// measured on its own: what failed during the rolling restart (the goal is none), what the kill cost (only the
// requests that instance held), p99 per call; then the ledger's invariants, every player's money and the rounds.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes } from '../../contract/routes.ts';
import type { CallValue } from '../../contract/calls.ts';
import { openDatabase } from '../../server/db/open.ts';
import { startFleet, type Fleet } from '../fleet/fleet.ts';
import { startPgBouncer } from '../fleet/pgbouncer.ts';
import { buildServerBundle } from '../server-bundle.ts';
import { Crowd } from './crowd.ts';
import { Recorder, journeySteps } from './journey.ts';
import type { LoadOptions } from './options.ts';
import { ACCOUNT_PREFIX, PlayerPool, createPlayers } from './players.ts';
import { arrivalOffsetsMs, arrivalSeconds, visitSeconds } from './schedule.ts';
import { APP_NAME } from './probe.ts';
import { allChecks } from './checks.ts';
import { moneyTotals } from './reconcile.ts';
import { P99_LIMIT_MS, callTable, int, ms, reasonLines, stepFigures, type StepFigures } from './report.ts';
import { MERCHANT, freePort } from './servers.ts';
import { payWithdrawals, quiesce } from './after-run.ts';

const root = path.resolve(import.meta.dirname, '../..');
const log = (line: string) => process.stderr.write(`[load --fleet] ${line}\n`);
const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const peso = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const SIZE = 3;
const WARMUP_MS = 10_000;

interface Phase {
  name: string;
  figures: StepFigures;
}

/** A balancer port with the instances' ports after it (startFleet's layout) nobody listens on now. */
async function fleetPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port + SIZE >= 65_535) continue;
    const taken = await Promise.all(
      Array.from({ length: SIZE }, (_, i) =>
        fetch(`http://127.0.0.1:${port + 1 + i}/`).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!taken.some(Boolean)) return port;
  }
}

/** Runs `work` with the crowd playing and measures it as one phase: every answer and every failure in the meantime. */
async function phase(name: string, players: number, crowd: Crowd, recorder: Recorder, work: () => Promise<void>): Promise<Phase> {
  recorder.restart();
  crowd.takeFailures();
  const started = performance.now();
  await work();
  const records = recorder.restart();
  const { transport } = crowd.takeFailures();
  const figures = stepFigures(players, (performance.now() - started) / 1000, records, transport);
  log(`${name}: ${int(figures.count)} requests, p99 ${ms(figures.p99)} ms, ${figures.errors} failed`);
  return { name, figures };
}

async function play(fleet: Fleet, url: string, opts: LoadOptions): Promise<Phase[]> {
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const key = (await (await fetch(`${fleet.url}${routes.rsaKey.path}`, { headers: { Merchant: MERCHANT } })).json()) as { value: CallValue<'rsaKey'> };
    const pool = new PlayerPool(key.value.publicKey);
    const journey = journeySteps(pool, { spins: opts.spins, page: fs.existsSync(path.join(root, 'dist', 'site', 'index.html')) });
    const recorder = new Recorder(journey);
    const crowd = new Crowd({ servers: [fleet.url], steps: journey, recorder, rate: opts.rate, addresses: true, maxSeconds: opts.timeLimit + 300 });
    const n = opts.steps.at(-1)!;
    pool.add(await createPlayers(db.db, 1, n + 1));
    await pool.refill();
    const refill = pool.refillWhile();
    const phases: Phase[] = [];
    try {
      const players = pool.players.slice(0, n);
      log(`${n} players join through the balancer`);
      await crowd.join(
        players,
        arrivalOffsetsMs(
          players.map((p) => p.index),
          arrivalSeconds(0, n, visitSeconds(journey.length, opts.rate)),
        ),
      );
      // The instances' first requests of each kind compile and warm their caches: not what a running fleet does.
      await sleep(WARMUP_MS);
      const measure = () => sleep(opts.duration * 1000);
      phases.push(await phase('steady', n, crowd, recorder, measure));
      phases.push(
        await phase('rolling restart', n, crowd, recorder, async () => {
          for (const instance of fleet.instances) {
            log(`restarting ${instance.name} (SIGTERM, drain, start, wait until ready)`);
            await fleet.restart(instance.name);
          }
        }),
      );
      phases.push(await phase('after the restart', n, crowd, recorder, measure));
      const victim = fleet.instances[1]!.name;
      phases.push(
        await phase(`kill -9 of ${victim}`, n, crowd, recorder, async () => {
          log(`killing ${victim} (SIGKILL), then starting it again`);
          await fleet.kill(victim);
          await sleep(2_000);
        }),
      );
      phases.push(await phase('after the kill', n, crowd, recorder, measure));
    } finally {
      await crowd.stopAll();
      await refill.stop();
    }
    // The rounds job finishes a round the kill cut after its timeout (docs/operations.md): up to about a minute and a half.
    await quiesce(db.db, new URL(url).pathname.slice(1), 120);
    return phases;
  } finally {
    await db.close();
  }
}

function printPhases(phases: Phase[]) {
  out(`Phases (p99 over every request; failed: an error answer, or no answer at all):`);
  for (const p of phases) {
    const f = p.figures;
    out(
      `  ${p.name.padEnd(20)} ${f.seconds.toFixed(0).padStart(4)} s  ${int(f.count).padStart(7)} requests  p99 ${ms(f.p99).padStart(6)} ms  failed ${f.errors}`,
    );
  }
  for (const p of phases) {
    out();
    out(`${p.name}, per call:`);
    out(callTable(p.figures));
    for (const line of reasonLines(p.figures)) out(line);
  }
}

/** The whole fleet run on the throwaway database `url`; true when the rolling restart lost nothing and every check passed. */
export async function fleetLoad(url: string, opts: LoadOptions): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-fleet-load-'));
  const pooler = opts.pgbouncer ? await startPgBouncer(url, await freePort()) : null;
  if (pooler) log(`instances reach PostgreSQL through PgBouncer in transaction mode at ${new URL(pooler.via(url)).host}`);
  const fleet = await startFleet({
    root,
    dir,
    size: SIZE,
    port: await fleetPort(),
    host: '127.0.0.1',
    databaseUrl: pooler ? pooler.via(url) : url,
    // The server as one module: an instance starts in a tenth of the time, so a restart takes less from the others.
    program: (await buildServerBundle()).server,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    log,
    env: {
      LOG: '0',
      PGAPPNAME: `${APP_NAME}fleet`,
      // This run's keys in a Redis other runs may share.
      REDIS_PREFIX: `playstate-load-${randomBytes(4).toString('hex')}:`,
      // As npm run load: players withdraw every visit, and the operator pays after the run.
      WITHDRAW_DAILY_COUNT: '1000',
      DEMO_PAYOUT_MINUTES: '0',
      // Each player has its own address behind the balancer; no player of this test reaches a person's limit.
      FLOOD_LIMIT_PER_MINUTE: '1000000',
      ...(pooler ? { PG_NAMED_STATEMENTS: '0' } : {}),
    },
  }).catch(async (err: unknown) => {
    await pooler?.stop();
    throw err;
  });
  let phases: Phase[] = [];
  try {
    log(`fleet up at ${fleet.url}: ${fleet.instances.map((i) => `${i.name} ${i.url}`).join(', ')}`);
    phases = await play(fleet, url, opts);
  } finally {
    await fleet.stop();
    await pooler?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const payout = await payWithdrawals(url);
    const { checks, players } = await allChecks(db.db, ACCOUNT_PREFIX);
    out(
      `playstate load test through a fleet: HAProxy in front of ${SIZE} instances on one PostgreSQL database${pooler ? ' through PgBouncer (transaction mode)' : ''} and Redis, loopback only`,
    );
    printPhases(phases);
    const restart = phases.find((p) => p.name === 'rolling restart')!.figures;
    const kill = phases.find((p) => p.name.startsWith('kill'))!.figures;
    const worst = Math.max(...phases.map((p) => p.figures.p99));
    out();
    out(`Rolling restart: ${restart.errors} failed request(s) (goal 0)`);
    const afterKill = phases.find((p) => p.name === 'after the kill')!.figures;
    // A visit whose sign-in or launch the kill cut fails its next calls (no session, no game token) until it signs
    // in again: those come after the kill, and are counted apart.
    out(
      `kill -9: ${kill.errors} failed request(s) while it died and came back, ${afterKill.errors} more in the visits it cut until they signed in again (their reasons are above)`,
    );
    out(`p99 over every phase: at most ${ms(worst)} ms (goal < ${P99_LIMIT_MS} ms)`);
    const m = moneyTotals(players);
    out(
      `Money of the ${players.length} players: opening ${peso(m.opening)}, rounds net ${peso(m.roundsNet)}, deposits ${peso(m.deposits)}, withdrawals ${peso(m.withdrawals)}, balances ${peso(m.balance)}`,
    );
    out(`Operator payout after the run: ${payout}`);
    out('Checks after the load:');
    for (const c of checks)
      out(`  ${c.violations === 0 ? 'ok    ' : 'FAILED'}  ${c.what}: ${int(c.violations)}${c.violations && c.detail ? ` (${c.detail})` : ''}`);
    return restart.errors === 0 && checks.every((c) => c.violations === 0);
  } finally {
    await db.close();
  }
}
