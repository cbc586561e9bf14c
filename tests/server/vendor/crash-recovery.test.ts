// No round strands money (issue 12): the real server, as a child process, is killed with SIGKILL between a
// spin's bet and its win (a failpoint the crash test switches on), then started again on the same database. The
// recovery finishes the round: the member's betting record shows it settled with its win, no round stays open,
// and every ledger invariant holds. On the embedded database and, with PG_TEST_URL, on PostgreSQL.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { dbKinds } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import { pathOf } from '../call-client.ts';
import { exited, root, startServer, target } from './crash-server.ts';
import { freePort } from '../../free-port.ts';

const exec = promisify(execFile);
// The CLI as the run's bundle of its sources (scripts/server-bundle.ts; see ops-cli.test.ts).
const bundle = inject('serverBundle');
const NODE_ID = 10001;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.each(dbKinds)('a server killed between a bet and its win, on %s', (kind) => {
  it('settles the round after the restart, pays the win once, and every ledger invariant holds', async () => {
    const db = await target(kind, cleanups);
    const port = await freePort();
    const env = { ...db.env, PORT: String(port), VENDOR_ROUND_TIMEOUT_SECONDS: '0' };
    const base = `http://127.0.0.1:${port}`;
    // The seed's demo play fills the days before today: the record and the checks look at what this test plays.
    const startedAt = new Date();
    const today = new Date(startedAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const headers = (token: string) => ({ merchant: 'playstate', language: 'EN', device: 'web', 'content-type': 'application/json', authorization: token });

    let server = await startServer({ ...env, PLAYSTATE_FAILPOINT: 'vendor-after-bet' });
    cleanups.push(async () => void (server.exitCode === null && server.signalCode === null && server.kill('SIGTERM')));
    const token = (await exec(process.execPath, [bundle.cli, 'token', 'demo'], { cwd: root, env: { ...process.env, ...env } })).stdout.trim();
    const launch = await (
      await fetch(`${base}${pathOf('launchGame')}`, {
        method: routes.launchGame.method,
        headers: headers(token),
        body: JSON.stringify({ vassalage: 'JL', gameType: 'RNG', nodeId: NODE_ID }),
      })
    ).json();
    expect(launch).toMatchObject({ errorCode: '', success: true });
    const gameToken = new URL(launch.value.url, base).searchParams.get('token')!;
    const spin = (bet: number) =>
      fetch(`${base}/vendor/demo/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'real', token: gameToken, nodeId: NODE_ID, bet }),
      }).then((r) => r.json());
    const { betSizes } = await (
      await fetch(`${base}/vendor/demo/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'real', token: gameToken, nodeId: NODE_ID }),
      })
    ).json();

    // Spin until a round wins: the failpoint kills the server after that round's bet is taken.
    let answered = 0;
    for (let i = 0; i < 500; i++) {
      const ok = await spin(betSizes[0]).then(
        () => true,
        () => false,
      );
      if (!ok) break;
      answered++;
    }
    expect(await exited(server)).toBe('SIGKILL');
    expect(answered).toBeLessThan(500);

    server = await startServer(env);
    const record = async () =>
      (await (await fetch(`${base}${pathOf('bettingRecord', { pageSize: 100, startDate: today })}`, { headers: headers(token) })).json()).value as {
        content: { round: string; status: string; win: number }[];
        openBet: number;
      };
    // The recovery job runs at start and then every few seconds: wait for it, not for a time.
    await expect.poll(async () => (await record()).openBet, { timeout: 90_000, interval: 500 }).toBe(0);
    const rounds = (await record()).content;
    expect(rounds).toHaveLength(answered + 1);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
    expect(rounds.filter((r) => r.win > 0)).toHaveLength(1);

    server.kill('SIGTERM');
    await exited(server);
    const [check] = await db.query<{ open: string; total: string; overdrawn: string; unbalanced: string; owed: string; wins: string }>(
      sql`select (select count(*) from game_rounds where status = 'open') as open,
                 (select coalesce(sum(amount), 0) from ledger_entries) as total,
                 (select count(*) from ledger_accounts where not allow_negative and balance < 0) as overdrawn,
                 (select count(*) from (select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0) u) as unbalanced,
                 (select count(*) from vendor_rounds where owed <> 'none') as owed,
                 (select count(*) from ledger_transfers where kind = 'game.win' and created_at >= ${startedAt.toISOString()}::timestamptz) as wins`,
    );
    expect(Object.fromEntries(Object.entries(check!).map(([k, v]) => [k, Number(v)]))).toEqual({
      open: 0,
      total: 0,
      overdrawn: 0,
      unbalanced: 0,
      owed: 0,
      wins: 1,
    });
  }, 180_000);
});
