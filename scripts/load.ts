// npm run load: a load test of simulated players on one server instance (or two, --instances 2) on a throwaway
// PostgreSQL database.
// Players sign in, browse the home page and a game list, launch a game and play rounds through the vendor's wallet,
// deposit and withdraw (scripts/load/journey.ts), at a player's pace (--rate, one request a second by default), in
// steps of more players until the p99 latency reaches 200 ms or a call fails; then the ledger's invariants and every
// player's balance are checked. Players stay on from step to step; a step's new players join over a few seconds,
// each at its own point of the visit (scripts/load/schedule.ts, crowd.ts). Loopback only; bounded in time
// (--time-limit) and count (--max-players). Figures are printed, never asserted; the exit code is the checks'.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { routes } from '../contract/routes.ts';
import type { CallValue } from '../contract/calls.ts';
import { DEFAULT_POOL_SIZE, openDatabase, type OpenDatabase } from '../server/db/open.ts';
import { withPostgresDatabase } from './bench/postgres.ts';
import { oneLine } from './bench/table.ts';
import { Crowd } from './load/crowd.ts';
import { Recorder, journeySteps } from './load/journey.ts';
import { parseLoadArgs, USAGE, UsageError, type LoadOptions } from './load/options.ts';
import { ACCOUNT_PREFIX, MONEY_STEP, OPENING_BALANCE, PlayerPool, createPlayers, hashCostMs, type Player } from './load/players.ts';
import { MIN_ARRIVALS_PER_SECOND, arrivalOffsetsMs, arrivalSeconds, visitSeconds } from './load/schedule.ts';
import { APP_NAME, startProbe } from './load/probe.ts';
import { allChecks, type Check } from './load/checks.ts';
import { moneyTotals } from './load/reconcile.ts';
import { payWithdrawals, quiesce } from './load/after-run.ts';
import { fleetLoad } from './load/fleet-run.ts';
import {
  HASHING_CALLS,
  P99_LIMIT_MS,
  callTable,
  hashedPerSecond,
  hashingPercent,
  held,
  int,
  limitLine,
  limitsOf,
  mostPlayersHeld,
  ms,
  paceText,
  reasonLines,
  stepFigures,
  stepTable,
  type StepFigures,
  type StepSide,
} from './load/report.ts';
import { MERCHANT, startInstance, type Instance } from './load/servers.ts';

const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stderr.write(`[load] ${line}\n`);
const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const peso = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const instanceCount = (n: number) => (n > 1 ? `${n} instances` : 'one instance');
const connectionsOf = (n: number) => (n > 1 ? `${n} x ${DEFAULT_POOL_SIZE}` : String(DEFAULT_POOL_SIZE));

/** Seconds between a step's last player joining and its measure; the first step waits WARMUP_S more. */
const SETTLE_S = 2;
const WARMUP_S = 3;
/** Seconds kept for what follows the last step before the time limit (a step is not started without them). */
const STEP_OVERHEAD_S = 3;

interface StepResult {
  figures: StepFigures;
  side: StepSide & { topStatements: [string, number][] };
  shortfalls: number;
}

/** Set by Ctrl-C: the running step stops and the run goes straight to the checks and the cleanup. */
let interrupted = false;
let playing: Crowd | null = null;
/** Waits, or less once Ctrl-C came. */
async function pause(ms: number) {
  const until = performance.now() + ms;
  while (!interrupted && performance.now() < until) await sleep(Math.min(250, until - performance.now()));
}
/** The instances started, killed outright if this process has to leave in a hurry. */
const started = new Set<Instance>();
const live = (inst: Instance) => (started.add(inst), inst);
const killAll = () => started.forEach((inst) => inst.kill());

/** Environment of the instances: this process's, without the settings the load test decides itself. */
function instanceEnv(url: string, label: string, opts: LoadOptions, secrets: { vendor: string; payment: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['FLOOD_LIMIT_PER_MINUTE', 'TRUST_PROXY', 'PGAPPNAME', 'PORT', 'HOST']) delete env[key];
  return {
    ...env,
    DATABASE_URL: url,
    PGAPPNAME: `${APP_NAME}${label}`,
    LOG: '0',
    // Both instances sign and verify the vendor's and the payment provider's calls with the same keys.
    VENDOR_SECRET: secrets.vendor,
    PAYMENT_SECRET: secrets.payment,
    // Players withdraw every visit, far more often than the daily count allows a person (the highest setting).
    WITHDRAW_DAILY_COUNT: '1000',
    // The operator pays the withdrawals after the run (npm run ops -- withdrawal process), not the demo job during it.
    DEMO_PAYOUT_MINUTES: '0',
    ...(opts.oneAddress
      ? {}
      : {
          // The load balancer a pair of instances runs behind: each player arrives from its own address
          // (X-Forwarded-For from the trusted loopback), as players do; the flood guard still counts per address,
          // with a limit no player of this test reaches (with --rate 0 they send requests back-to-back).
          TRUST_PROXY: 'loopback',
          FLOOD_LIMIT_PER_MINUTE: '1000000',
        }),
  };
}

interface Run {
  crowd: Crowd;
  pool: PlayerPool;
  recorder: Recorder;
  /** Seconds a visit takes at the pace (0 with no think time). */
  visitS: number;
  instances: Instance[];
  probeTarget: Pick<Target, 'admin' | 'database'>;
}

/**
 * One step: the players beyond those playing join over the arrival window (or the last to join leave), the crowd
 * settles, then `seconds` are measured. Failures with no answer to time count from the measure's start, failed joins
 * from the step's start.
 */
async function runStep(run: Run, players: Player[], seconds: number, settleS: number): Promise<StepResult> {
  const { crowd, pool, recorder } = run;
  const before = crowd.size;
  if (players.length > before) {
    const arriving = players.slice(before);
    await crowd.join(
      arriving,
      arrivalOffsetsMs(
        arriving.map((p) => p.index),
        arrivalSeconds(before, players.length, run.visitS),
      ),
    );
  } else await crowd.leave(players.length);
  await pause(settleS * 1000);
  const probe = await startProbe(run.probeTarget.admin, run.probeTarget.database, run.instances);
  const startedAt = performance.now();
  recorder.restart();
  pool.takeShortfalls();
  const joining = crowd.takeFailures().joins;
  await pause(seconds * 1000);
  const records = recorder.restart();
  const elapsed = (performance.now() - startedAt) / 1000;
  const side = await probe.stop();
  const { transport, joins } = crowd.takeFailures();
  const failures = new Map(transport);
  for (const [why, n] of [...joining, ...joins]) failures.set(why, (failures.get(why) ?? 0) + n);
  return { figures: stepFigures(players.length, elapsed, records, failures), side, shortfalls: pool.takeShortfalls() };
}

function printStepDetail(title: string, r: StepResult, hashMs: number) {
  out();
  out(`${title}`);
  out(callTable(r.figures));
  const hashing = r.figures.calls.filter((c) => HASHING_CALLS.includes(c.call));
  out(
    `password hashing: ${hashing.map((c) => `${hashedPerSecond(c).toFixed(1)} ${c.call}/s`).join(' + ')} (without errors), one scrypt hash each (${ms(hashMs)} ms of CPU here when alone): about ${hashingPercent(r.figures, hashMs).toFixed(0)}% of one core`,
  );
  const rest = r.figures.withoutHashing;
  out(`every request but ${HASHING_CALLS.join(' and ')}: p50 ${ms(rest.p50)} ms, p95 ${ms(rest.p95)} ms, p99 ${ms(rest.p99)} ms`);
  for (const line of reasonLines(r.figures)) out(line);
  if (r.side.topStatements.length) {
    out('statements seen running most often (samples every 200 ms):');
    for (const [q, n] of r.side.topStatements) out(`  ${int(n)} x ${q}`);
  }
  if (r.shortfalls) out(`the load generator fell short ${int(r.shortfalls)} time(s) (no sealed body ready)`);
}

interface Target {
  url: string;
  database: string;
  db: OpenDatabase;
  admin: pg.Client;
}

/** Starts the instances, creates the players as the steps need them, and runs the steps; the instances are stopped after. */
async function load(target: Target, opts: LoadOptions, deadline: number): Promise<StepResult[]> {
  const { url, database } = target;
  const secrets = { vendor: randomBytes(32).toString('base64url'), payment: randomBytes(32).toString('base64url') };
  const instances: Instance[] = [];
  const results: StepResult[] = [];
  try {
    const starts: number[] = [];
    for (const label of ['a', 'b'].slice(0, opts.instances)) {
      log(`throwaway database ${database}; starting instance ${label}${label === 'a' ? ' (migrates and seeds)' : ''}`);
      const t = performance.now();
      instances.push(live(await startInstance(root, label, instanceEnv(url, label, opts, secrets), label === 'a' ? 240_000 : 120_000)));
      starts.push((performance.now() - t) / 1000);
      log(`instance ${label} answers at ${instances.at(-1)!.url} after ${starts.at(-1)!.toFixed(1)} s`);
    }

    const key = (await (await fetch(`${instances[0]!.url}${routes.rsaKey.path}`, { headers: { Merchant: MERCHANT } })).json()) as {
      value: CallValue<'rsaKey'>;
    };
    const publicKey = key.value.publicKey;
    const page = fs.existsSync(path.join(root, 'dist', 'site', 'index.html'));
    const pool = new PlayerPool(publicKey);
    const journey = journeySteps(pool, { spins: opts.spins, page });
    const recorder = new Recorder(journey);
    const visitS = visitSeconds(journey.length, opts.rate);
    const crowd = new Crowd({
      servers: instances.map((inst) => inst.url),
      steps: journey,
      recorder,
      rate: opts.rate,
      addresses: !opts.oneAddress,
      maxSeconds: opts.timeLimit + 300,
    });
    const run: Run = { crowd, pool, recorder, visitS, instances, probeTarget: target };
    playing = crowd;
    const refill = pool.refillWhile();
    const playersFor = async (n: number) => {
      if (pool.players.length < n) {
        const t0 = performance.now();
        pool.add(await createPlayers(target.db.db, pool.players.length + 1, n + 1));
        await pool.refill();
        log(`players up to ${n} created in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
      return pool.players.slice(0, n);
    };

    out(`playstate load test: ${instanceCount(instances.length)} of server/main.ts on one PostgreSQL database (${database}), loopback only`);
    out(
      `instances: ${instances.map((inst, i) => `${inst.label} ${inst.url} (ready in ${starts[i]!.toFixed(1)} s${i === 0 ? ': migrations and seed' : ''})`).join(', ')}`,
    );
    out(
      `a visit: ${journey.length} requests: ${[...new Set(journey.map((s) => s.call))].join(', ')} (${opts.spins} rounds; ₱${MONEY_STEP} in, ₱${MONEY_STEP} out)`,
    );
    if (!page) out('the site is not built (dist/site): a visit leaves out the home page itself and asks for its calls only');
    out(
      `pace: ${paceText(opts.rate).replace(/^(at|with) /, '')}${opts.rate ? `: each player sends a request on its own once-a-second tick, a visit every ${visitS.toFixed(0)} s from sign-in to sign-out, then again` : ': each player sends its next request as soon as the last is answered, signs out and in again'}`,
    );
    out(
      `players are ${instances.length > 1 ? 'spread over both instances' : 'all on instance a'}${opts.oneAddress ? ', all from 127.0.0.1 with the default flood guard' : ', each from its own address behind the trusted loopback "load balancer"'}, and stay on from step to step; a step's new players join over ${opts.rate ? `a window (at least ${MIN_ARRIVALS_PER_SECOND} a second, or twice the rate at which the step's players sign in)` : 'a second'}, each at its own moment within the second and its own point of its visit, after catching up on the calls that point needs (sign-in, game list, launch, game session; not measured); a step is measured for ${opts.duration} s from ${SETTLE_S} s after its last player joined`,
    );
    out();

    const steps = [...opts.steps];
    let bisected = false;
    try {
      for (let i = 0; i < steps.length && !interrupted; i++) {
        const n = steps[i]!;
        const arriving = Math.max(0, n - crowd.size);
        const windowS = arrivalSeconds(crowd.size, n, visitS);
        const settleS = SETTLE_S + (i === 0 ? WARMUP_S : 0);
        // About 15 ms to create a player and 5 to seal its first bodies on a loaded 2-core machine; a second for the
        // last arrival's catch-up.
        const prepare = (Math.max(0, n - pool.players.length) * 15 + arriving * 5) / 1000 + (arriving ? 1 : 0);
        if (performance.now() + (prepare + windowS + settleS + opts.duration + STEP_OVERHEAD_S) * 1000 > deadline) {
          log(`time limit (${opts.timeLimit} s): no step of ${n} players`);
          break;
        }
        log(
          `${n} players: ${arriving ? `${arriving} join over ${windowS.toFixed(1)} s` : `${crowd.size - n} leave`}, ${settleS} s to settle, then ${opts.duration} s measured`,
        );
        const r = await runStep(run, await playersFor(n), opts.duration, settleS);
        results.push(r);
        const f = r.figures;
        log(
          `${n} players: ${int(f.count)} requests, ${f.rps.toFixed(0)} req/s, p50 ${ms(f.p50)} ms, p99 ${ms(f.p99)} ms, ${f.errors} error(s) -> ${held(f) ? 'held' : 'not held'}`,
        );
        if (held(f) || steps.length === 1) continue;
        // Not held: once, try halfway between the last step that held and this one, then stop.
        const last = results.filter((x) => held(x.figures)).at(-1)?.figures.players;
        const half = last === undefined ? 0 : (last + n) / 2;
        const mid = half >= 20 ? Math.round(half / 5) * 5 : Math.round(half);
        if (!bisected && last !== undefined && mid > last && mid < n) {
          bisected = true;
          steps.splice(i + 1, steps.length, mid);
          continue;
        }
        break;
      }
    } finally {
      await crowd.stopAll();
      await refill.stop();
      playing = null;
    }
    if (interrupted) log('interrupted: checking and cleaning up');
    await quiesce(target.db.db, database);
    return results;
  } finally {
    for (const inst of [...instances].reverse()) await inst.stop().catch((err: unknown) => log(`could not stop instance ${inst.label}: ${oneLine(err)}`));
  }
}

/** The whole run on the throwaway database: load, the operator's payout, the checks and the report. True when every check passed. */
async function run(url: string, opts: LoadOptions, startedAt: number): Promise<boolean> {
  const db = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
    const results = await load({ url, database: new URL(url).pathname.slice(1), db, admin }, opts, startedAt + opts.timeLimit * 1000);
    const hashMs = await hashCostMs();
    const t = performance.now();
    const payout = `${await payWithdrawals(url)} (${((performance.now() - t) / 1000).toFixed(1)} s)`;
    const { checks, players } = await allChecks(db.db, ACCOUNT_PREFIX);
    printReport(results, checks, players, payout, hashMs, opts.rate, opts.instances);
    return results.length > 0 && checks.every((c) => c.violations === 0);
  } finally {
    await admin.end().catch(() => {});
    await db.close();
  }
}

function printReport(
  results: StepResult[],
  checks: Check[],
  players: Awaited<ReturnType<typeof allChecks>>['players'],
  payout: string,
  hashMs: number,
  rate: number,
  instanceTotal: number,
) {
  const steps = [...results].sort((a, b) => a.figures.players - b.figures.players);
  out(
    `Steps ${paceText(rate)}; a step holds with p99 < ${P99_LIMIT_MS} ms over every request and no errors; CPU in % of one core over the step: ${instanceTotal > 1 ? 'instances a and b' : 'instance a'}, their database backends, this load generator, the machine; db busy: the instances' connections running a statement, of ${connectionsOf(instanceTotal)}:`,
  );
  out(stepTable(steps));
  const most = mostPlayersHeld(steps.map((s) => s.figures));
  const best = steps.find((s) => s.figures.players === most);
  const firstMiss = steps.find((s) => !held(s.figures) && (most === null || s.figures.players > most));
  if (best) printStepDetail(`Per call at ${best.figures.players} players (the most held):`, best, hashMs);
  if (firstMiss) printStepDetail(`Per call at ${firstMiss.figures.players} players (not held):`, firstMiss, hashMs);
  out();
  out(
    most === null
      ? `Most players held: none, ${paceText(rate)}: no step had p99 < ${P99_LIMIT_MS} ms and no errors`
      : `Most players held: ${most} ${paceText(rate)}: p99 ${ms(best!.figures.p99)} ms, ${best!.figures.rps.toFixed(0)} req/s over ${instanceCount(instanceTotal)}, no errors`,
  );
  // Where the ceiling is: at the first step not held, else the largest step run.
  const limiting = firstMiss ?? steps.at(-1);
  if (limiting)
    out(limitLine(limiting.figures.players, limitsOf(limiting.side, { connections: DEFAULT_POOL_SIZE * instanceTotal, cores: os.availableParallelism() })));
  out();
  const m = moneyTotals(players);
  out(
    `Money of the ${players.length} load players: opening ${peso(m.opening)} (${peso(OPENING_BALANCE)} each), rounds net ${peso(m.roundsNet)}, deposits ${peso(m.deposits)}, withdrawals ${peso(m.withdrawals)}, balances ${peso(m.balance)}`,
  );
  out(`Operator payout after the run (npm run ops -- withdrawal process): ${payout}`);
  out();
  out('Checks after the load:');
  for (const c of checks)
    out(`  ${c.violations === 0 ? 'ok    ' : 'FAILED'}  ${c.what}: ${int(c.violations)}${c.violations && c.detail ? ` (${c.detail})` : ''}`);
  const failed = checks.filter((c) => c.violations !== 0).length;
  out(failed ? `${failed} check(s) FAILED` : 'Every check passed.');
}

async function main(): Promise<number> {
  let opts: LoadOptions;
  try {
    opts = parseLoadArgs(process.argv.slice(2), process.env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  const startedAt = performance.now();
  process.on('SIGINT', () => {
    if (interrupted) {
      killAll();
      process.exit(130);
    }
    interrupted = true;
    void playing?.stopAll();
  });
  // A last guard: whatever hangs, the run ends (the throwaway database is then left for the next run's owner to drop).
  setTimeout(
    () => {
      log('the run took far longer than its time limit: exiting');
      killAll();
      process.exit(3);
    },
    (opts.timeLimit + 300) * 1000,
  ).unref();
  let reached = false;
  const ok = await withPostgresDatabase(
    (url) => {
      reached = true;
      return opts.fleet ? fleetLoad(url, opts) : run(url, opts, startedAt);
    },
    { adminUrl: opts.pgUrl, prefix: 'playstate_load' },
  ).catch((err: unknown) => {
    if (reached) throw err;
    const where = new URL(opts.pgUrl);
    where.password = where.password ? '***' : '';
    console.error(`Could not create the throwaway database on ${where} (LOAD_PG_URL): ${oneLine(err)}`);
    return false;
  });
  if (reached) log(`done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s; the throwaway database is dropped`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
