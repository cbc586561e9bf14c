// The graceful drain of a real server process on PostgreSQL, as a balancer sees it: after SIGTERM /readyz fails at
// once while the instance still answers, then the process stops and exits cleanly, holding no job lease; an open
// live-updates stream is ended with a retry hint, so its client reconnects to another instance.
import { afterAll, beforeAll, expect, inject, it, describe } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshPostgres } from '../test-server.ts';
import { MERCHANT_HEADERS } from '../test-server.ts';
import { pathOf } from '../call-client.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { testConfig } from '../../../server/config.ts';
import { cryptoRandom, outboxSms, systemClock } from '../../../server/deps.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { openStream } from '../live/live-helpers.ts';
import { freePort } from '../../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe.runIf(process.env.PG_TEST_URL)('graceful drain on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let dataDir: string;
  let child: ChildProcess;
  let output = '';
  let port = 0;
  let metricsPort = 0;
  const url = (p: string) => `http://127.0.0.1:${port}${p}`;

  beforeAll(async () => {
    port = await freePort();
    // The kernel may hand the same free port out twice when the first is not yet taken.
    do metricsPort = await freePort();
    while (metricsPort === port);
    database = await freshPostgres(process.env.PG_TEST_URL!, inject('postgresSeed'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-drain-'));
    child = spawn(process.execPath, [inject('serverBundle').server], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIR: path.join(dataDir, 'no-site'),
        DRAIN_DELAY_MS: '4000',
        METRICS_PORT: String(metricsPort),
        // See tests/e2e/site-server.ts: a busy test machine would trip the overload guard.
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      },
    });
    await new Promise<void>((resolve, reject) => {
      for (const stream of [child.stdout!, child.stderr!])
        stream.on('data', (c: Buffer) => {
          output += c.toString();
          if (output.includes('playstate is running')) resolve();
        });
      child.once('exit', (code) => reject(new Error(`the server exited ${code}: ${output}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('fails /readyz first, still answers while the balancer notices, then exits 0 holding no lease', async () => {
    const ready = await fetch(url('/readyz'));
    expect(ready.status).toBe(200);
    expect((await ready.json()).checks.jobs).toBe('ok');
    // The figures on their own port, without a token; not on the public port without one.
    expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toContain('playstate_job_last_tick_timestamp_seconds');
    expect((await fetch(url('/metrics'))).status).toBe(404);

    // A signed-in player's live stream, open when the signal comes.
    const opened = await openDatabase({ kind: 'postgres', url: database.url });
    const db = opened.db;
    const session = await runOpsCommand({ db, clock: systemClock, random: cryptoRandom, sms: outboxSms(db, systemClock), config: testConfig() }, 'token', {
      account: 'demo',
    });
    await opened.close();
    const stream = openStream(url(''), session);
    await stream.next('hello');
    expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toMatch(/^playstate_live_connections 1$/m);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(url('/readyz'))).status, { timeout: 3_000, interval: 50 }).toBe(503);
    expect((await (await fetch(url('/readyz'))).json()).checks.draining).toBe('draining');
    expect((await fetch(url('/healthz'))).status).toBe(200);
    const status = await fetch(url(pathOf('systemStatus')), { headers: MERCHANT_HEADERS });
    expect((await status.json()).success).toBe(true);

    expect(await exited).toBe(0);
    await expect(stream.ended).resolves.toEqual({ retryMs: 1_000 });
    expect(output).toContain('draining');
    await expect(fetch(url('/healthz'))).rejects.toThrow();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from job_runs where status = 'running'");
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await client.end();
    }
  });
});
