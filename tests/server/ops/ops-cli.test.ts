// The operator CLI as a tester uses it: real processes on a real data folder, with and without a running server.
// The server and the CLI run as the run's bundles of their sources (scripts/server-bundle.ts): the same code as
// `npm run server` and `npm run ops`, without tsx compiling ~300 modules at each of the file's ~20 process starts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshPostgres, seededDataFolder } from '../test-server.ts';
import { pathOf } from '../call-client.ts';
import { freePort } from '../../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const exec = promisify(execFile);
const bundle = inject('serverBundle');
let dataDir: string;
let server: ChildProcess;
let port: number;

/** Runs the operator CLI with `args`, as `npm run ops -- ...args` does. */
function ops(args: string[], env: Record<string, string> = {}) {
  return run(bundle.cli, args, env);
}

function run(program: string, args: string[], env: Record<string, string> = {}) {
  return exec(process.execPath, [program, ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG: '0', ...env } });
}

function startServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [bundle.server], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: '0',
      DATABASE_URL: '',
      SITE_DIR: path.join(dataDir, 'no-site'),
      ...env,
    },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      if (out.includes('playstate is running')) resolve({ child, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

beforeAll(async () => {
  dataDir = await seededDataFolder('playstate-ops-');
  port = await freePort();
  server = (await startServer()).child;
}, 90_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const status = async () => (await (await fetch(`http://127.0.0.1:${port}${pathOf('systemStatus')}`, { headers: { merchant: 'playstate' } })).json()).value;

describe('npm run ops against a running server on the embedded database', () => {
  it('a second server on the same data folder exits at once with a clear message', async () => {
    const err = await run(bundle.server, [], { PORT: String(port + 1) }).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/in use by another playstate process/);
  });

  it('turns maintenance on with an end time and off; the next status check shows it', async () => {
    const on = await ops(['maintenance', 'on', '--until', '2026-12-01T02:00:00+08:00']);
    expect(on.stdout).toContain('Maintenance is on until 2026-11-30T18:00:00.000Z');
    expect(await status()).toMatchObject({ status: 1, maintenance: { enabled: true, endTime: '2026-11-30T18:00:00.000Z' } });
    await ops(['maintenance', 'off']);
    expect((await status()).status).toBe(0);
  });

  it('switches a whitelabel flag and refuses unknown ones', async () => {
    await ops(['flag', 'DIRECTREG3', 'off']);
    const tree = (await status()).info.whitelabel;
    const reg = tree.find((n: { modId: string }) => n.modId === 'REGISTRATION');
    expect(reg.childrenNodes.find((n: { modId: string }) => n.modId === 'DIRECTREG3').enabled).toBe('0');
    await ops(['flag', 'DIRECTREG3', 'on']);
    const err = await ops(['flag', 'NOSUCHFLAG', 'on']).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stderr).toContain('No whitelabel module NOSUCHFLAG');
  });

  it('makes a session token a tester can use', async () => {
    const { stdout } = await ops(['token', 'demo']);
    const res = await fetch(`http://127.0.0.1:${port}${pathOf('memberInfo')}`, { headers: { merchant: 'playstate', authorization: stdout.trim() } });
    expect((await res.json()).value.account).toBe('demo');
  });

  it('rejects bad input with usage and changes nothing', async () => {
    for (const args of [['region', 'block', 'not-an-ip'], ['maintenance', 'on', '--until', 'tomorrow'], ['token', 'nobody'], ['frobnicate']]) {
      const err = await ops(args).catch((e) => e);
      expect(err.code, args.join(' ')).toBe(2);
      expect(err.stderr.length).toBeGreaterThan(0);
    }
    expect((await status()).status).toBe(0);
  });

  it('reads the outbox', async () => {
    const { stdout } = await ops(['outbox']);
    expect(stdout).toContain('The outbox is empty.');
  });

  // Last here: the server's time stays moved.
  it("moves the demo server's clock forward: a session made before it has run out", async () => {
    const { stdout: token } = await ops(['token', 'demo']);
    const info = () => fetch(`http://127.0.0.1:${port}${pathOf('memberInfo')}`, { headers: { merchant: 'playstate', authorization: token.trim() } });
    expect((await info()).status).toBe(200);
    const { stdout } = await ops(['clock', 'advance', String(7 * 24 * 60)]);
    expect(stdout).toMatch(/The server's clock now reads \d{4}-/);
    expect((await info()).status).toBe(401);
    const err = await ops(['clock', 'advance', '0']).catch((e) => e);
    expect(err.code).toBe(2);
  });
});

describe('npm run ops with the server stopped', () => {
  it('opens the database itself and the server sees the change when it starts', async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await ops(['region', 'block', '127.0.0.1']);
    server = (await startServer()).child;
    expect(await status()).toMatchObject({ status: 2, regionRestriction: { restricted: true, ip: '127.0.0.1' } });
    // A stop, the CLI and a fresh server are three process starts: as long as beforeAll's one on a busy machine.
  }, 90_000);

  it("refuses to move a clock that is not a running demo server's", async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    const err = await ops(['clock', 'advance', '5']).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stderr).toContain("Only a running demo server's clock can be moved");
  }, 60_000);
});

describe.runIf(process.env.PG_TEST_URL)('npm run ops against a running demo server on PostgreSQL', () => {
  it('reaches the server over its socket only when both are given OPS_SOCKET=1', async () => {
    const database = await freshPostgres(process.env.PG_TEST_URL!, inject('postgresSeed'));
    const onPostgres = { DATABASE_URL: database.url, OPS_SOCKET: '1' };
    server = (await startServer(onPostgres)).child;
    try {
      // Without the socket the CLI opens the database itself, which holds no clock to move.
      const direct = await ops(['clock', 'advance', '5'], { DATABASE_URL: database.url }).catch((e) => e);
      expect(direct.stderr).toContain("Only a running demo server's clock can be moved");
      const { stdout: token } = await ops(['token', 'demo'], onPostgres);
      const info = () => fetch(`http://127.0.0.1:${port}${pathOf('memberInfo')}`, { headers: { merchant: 'playstate', authorization: token.trim() } });
      expect((await info()).status).toBe(200);
      const { stdout } = await ops(['clock', 'advance', String(7 * 24 * 60)], onPostgres);
      expect(stdout).toMatch(/The server's clock now reads \d{4}-/);
      expect((await info()).status).toBe(401);
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
      await database.drop();
    }
  }, 90_000);
});
