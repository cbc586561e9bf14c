// PgBouncer from Debian's package in transaction mode between a fleet's instances and PostgreSQL, as
// docs/operations.md §8 proposes past a few connections per core: npm run load -- --fleet --pgbouncer runs the load
// test through it, to show the server keeps no session state on its connections. Debian 12's PgBouncer (1.18) does
// not track prepared statements, so the instances run with PG_NAMED_STATEMENTS=0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface Pooler {
  /** `url` with its host and port changed to the pooler's. */
  via(url: string): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts PgBouncer on `port` in front of the server of `url` (trust auth, as the local test server has), its files in a
 * folder of its own that the pooler's system user can read.
 */
export async function startPgBouncer(url: string, port: number): Promise<Pooler> {
  if (!fs.existsSync(PGBOUNCER)) throw new Error(`PgBouncer is not installed (${PGBOUNCER}): apt-get install -y pgbouncer`);
  const target = new URL(url);
  const user = decodeURIComponent(target.username || 'postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-pgbouncer-'));
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Three instances of ten connections each, and the load test's own.
      'max_client_conn = 200',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits',
    ].join('\n'),
  );
  // PgBouncer will not run as root: as root, it switches to the database's own system user.
  fs.chmodSync(dir, 0o755);
  for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644);
  const asRoot = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child: ChildProcess = spawn(PGBOUNCER, [...asRoot, ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer exited: ${output}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > until) throw new Error(`PgBouncer did not listen on ${port}: ${output}`);
    await sleep(100);
  }
  return {
    via(databaseUrl) {
      const u = new URL(databaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGINT');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
