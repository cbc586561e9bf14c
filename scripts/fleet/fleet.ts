// A fleet on one machine: HAProxy in front of N server instances on one PostgreSQL database (and Redis where
// shared state needs it). `npm run fleet` starts one and keeps it up; the fleet load test (npm run load -- --fleet)
// restarts and kills its instances under load.
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startBalancer, type Balancer } from './balancer.ts';

export interface FleetOptions {
  root: string;
  /** Where the fleet keeps its balancer configuration, shared secrets and the instances' folders. */
  dir: string;
  size: number;
  /** The balancer's port; instances take the ports after it. */
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  /** More environment for every instance (e.g. LOG=0). */
  env?: NodeJS.ProcessEnv;
  /** The server program: server/main.ts through tsx unless given (the tests' bundle of it starts faster). */
  program?: string;
  log?: (line: string) => void;
}

/** The balancer asks each instance this often; it takes one out after two failed answers. */
export const CHECK_EVERY_MS = 1_000;
/** After SIGTERM an instance fails /readyz this long before it stops taking requests: two checks and a margin. */
export const DRAIN_DELAY_MS = 2 * CHECK_EVERY_MS + 1_000;

export interface FleetInstance {
  name: string;
  port: number;
  url: string;
  pid(): number | undefined;
  /** The last lines it printed. */
  tail(): string;
}

export interface Fleet {
  url: string;
  instances: FleetInstance[];
  /** Stops the instance (SIGTERM: it drains), starts it again and waits until it is ready. */
  restart(name: string): Promise<void>;
  /** SIGKILL, and starts it again once it is gone (a crash and the supervisor bringing it back). */
  kill(name: string): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database, created when the server has none of that name. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Secrets every instance must share (signed vendor and payment calls, the metrics token), kept across starts. */
function sharedSecrets(dir: string): Record<string, string> {
  const file = path.join(dir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const secrets = {
    VENDOR_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_SECRET: randomBytes(32).toString('base64url'),
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

async function waitReady(url: string, isAlive: () => boolean, label: string, tail: () => string, waitMs = 120_000): Promise<void> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    if (!isAlive()) throw new Error(`${label} exited before it was ready:\n${tail()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(200);
  }
  throw new Error(`${label} was not ready within ${waitMs / 1000} s:\n${tail()}`);
}

export async function startFleet(opts: FleetOptions): Promise<Fleet> {
  const log = opts.log ?? ((line: string) => console.log(line));
  fs.mkdirSync(opts.dir, { recursive: true });
  await ensureDatabase(opts.databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...sharedSecrets(opts.dir),
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    TRUST_PROXY: '127.0.0.1',
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    HOST: '127.0.0.1',
    ...opts.env,
  };

  const children = new Map<string, ChildProcess>();
  const lines = new Map<string, string[]>();
  const instances: FleetInstance[] = Array.from({ length: opts.size }, (_, i) => {
    const name = `i${i + 1}`;
    const port = opts.port + 1 + i;
    return {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      pid: () => children.get(name)?.pid,
      tail: () => (lines.get(name) ?? []).join('\n'),
    };
  });
  const byName = (name: string) => {
    const found = instances.find((i) => i.name === name);
    if (!found) throw new Error(`no instance ${name}`);
    return found;
  };
  const alive = (name: string) => {
    const child = children.get(name);
    return !!child && child.exitCode === null && child.signalCode === null;
  };

  async function launch(instance: FleetInstance): Promise<void> {
    const dataDir = path.join(opts.dir, instance.name);
    fs.mkdirSync(dataDir, { recursive: true });
    const args = opts.program ? [opts.program] : ['--import', 'tsx', path.join('server', 'main.ts')];
    const child = spawn(process.execPath, args, {
      cwd: opts.root,
      env: { ...env, PORT: String(instance.port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const kept: string[] = [];
    lines.set(instance.name, kept);
    const keep = (chunk: Buffer) => {
      kept.push(...chunk.toString().split('\n').filter(Boolean));
      kept.splice(0, Math.max(0, kept.length - 40));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.set(instance.name, child);
    await waitReady(instance.url, () => alive(instance.name), `instance ${instance.name}`, instance.tail);
  }

  async function stopInstance(name: string, signal: NodeJS.Signals): Promise<void> {
    const child = children.get(name);
    if (!child || !alive(name)) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await gone;
  }

  // The first instance migrates and, on a new database, seeds; the others start from what it made.
  log(`starting ${instances[0]!.name} (migrates and seeds a new database)…`);
  await launch(instances[0]!);
  await Promise.all(instances.slice(1).map((i) => launch(i)));
  const balancer: Balancer = await startBalancer(opts.dir, {
    port: opts.port,
    host: opts.host,
    instances: instances.map((i) => ({ name: i.name, port: i.port })),
    checkEveryMs: CHECK_EVERY_MS,
  });
  await waitReady(balancer.url, balancer.alive, 'the balancer', () => '');

  return {
    url: balancer.url,
    instances,
    async restart(name) {
      await stopInstance(name, 'SIGTERM');
      await launch(byName(name));
    },
    async kill(name) {
      await stopInstance(name, 'SIGKILL');
      await launch(byName(name));
    },
    async stop() {
      await balancer.stop();
      await Promise.all(instances.map((i) => stopInstance(i.name, 'SIGTERM')));
    },
  };
}
