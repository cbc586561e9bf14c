// A round cut by a crash is settled before the restarted server answers (issue 39 item 5). The real server is killed
// with SIGKILL between a winning spin's bet and its win, and started again at once on the same database with the
// rounds job's timeout as shipped (60 s): the member's very first balance answer already holds the win (no stake
// missing), and the betting record shows no open bet. In process: a round open under another live instance's name
// is left to the timeout, one under this instance's name is settled. On the embedded database and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import { pathOf } from '../call-client.ts';
import { exited, root, startServer, target } from './crash-server.ts';
import { gameRounds } from '../../../server/db/schema-games.ts';
import { GameServer, betSizes, type VendorGame } from '../../../server/vendor/game-server.ts';
import { inProcessWallet, type WalletClient } from '../../../server/vendor/wallet-client.ts';
import { settleOwnOpenRounds } from '../../../server/vendor/restart-rounds.ts';
import { balanceOf, newPlayer, type TestServer } from '../vendor-helpers.ts';
import { freePort } from '../../free-port.ts';

const exec = promisify(execFile);
const bundle = inject('serverBundle');
const NODE_ID = 10001;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.each(dbKinds)('a server restarted after a kill between a bet and its win, on %s', (kind) => {
  it('answers the first balance with the round settled: no stake missing', async () => {
    const db = await target(kind, cleanups);
    const port = await freePort();
    const env = { ...db.env, PORT: String(port) };
    const base = `http://127.0.0.1:${port}`;
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
    const post = (what: string, body: object) =>
      fetch(`${base}/vendor/demo/api/${what}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) =>
        r.json(),
      );
    const session = await post('session', { mode: 'real', token: gameToken, nodeId: NODE_ID });
    const bet: number = session.betSizes[0];

    // Spin until a round wins: the failpoint kills the server after that round's bet is taken, before its win.
    let balance: number = session.balance;
    for (let i = 0; i < 500; i++) {
      const answer = await post('spin', { mode: 'real', token: gameToken, nodeId: NODE_ID, bet }).catch(() => null);
      if (!answer) break;
      expect(answer.ok).toBe(true);
      balance = answer.balance;
    }
    expect(await exited(server)).toBe('SIGKILL');

    server = await startServer(env);
    const first = await (await fetch(`${base}${pathOf('balance')}`, { headers: headers(token) })).json();
    const record = await (await fetch(`${base}${pathOf('bettingRecord', { pageSize: 1 })}`, { headers: headers(token) })).json();
    server.kill('SIGTERM');
    await exited(server);

    // The round the kill cut: its bet was taken, and its win is what the member is owed.
    const [cut] = await db.query<{ win: string; owed: string }>(sql`select win, owed from vendor_rounds order by created_at desc limit 1`);
    expect(Number(cut!.win)).toBeGreaterThan(0);
    expect(Math.round(first.value.balance * 100)).toBe(balance - bet + Number(cut!.win));
    expect(record.value.openBet).toBe(0);
    expect(cut!.owed).toBe('none');
  }, 180_000);
});

/** The in-process wallet with a network that loses every win on its way: the round stays open owing its win. */
function winLosingWallet(t: TestServer): WalletClient {
  const wallet = inProcessWallet(t.deps);
  return {
    async call(action, body) {
      if (action === 'win') return { status: 'RS_ERROR_UNKNOWN', request_uuid: body.request_uuid, user: null, currency: 'PHP', balance: null };
      return wallet.call(action, body);
    },
  };
}

describe.each(dbKinds)('rounds open at start, on %s', (kind) => {
  let t: TestServer;
  let game: VendorGame;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    game = (await t.app.demoVendor.game(NODE_ID))!;
  });
  afterAll(() => t.close());

  /** Spins as `instance` until a round wins, its win lost: the round is left open with the bet taken. */
  async function openRound(instance: string, p: { memberId: number; token: string }): Promise<string> {
    const deps = { ...t.deps, config: { ...t.deps.config, vendor: { ...t.deps.config.vendor, instance } } };
    const vendor = new GameServer(deps, winLosingWallet(t));
    for (let i = 0; i < 200; i++) {
      const spin = await vendor.spin('real', p.token, game, betSizes(game.minBet)[0]!);
      if (!spin.ok)
        return (
          await t.db
            .select()
            .from(gameRounds)
            .where(and(eq(gameRounds.memberId, p.memberId), eq(gameRounds.status, 'open')))
        )[0]!.id;
    }
    throw new Error('no winning spin in 200');
  }
  const status = async (id: string) => (await t.db.select().from(gameRounds).where(eq(gameRounds.id, id)))[0]!.status;

  it("settles this instance's own rounds at once and leaves another live instance's young round to the timeout", async () => {
    const other = await newPlayer(t, 100_000);
    const own = await newPlayer(t, 100_000);
    const othersRound = await openRound('another-live-instance', other);
    const ownRound = await openRound(t.deps.config.vendor.instance, own);
    const before = await balanceOf(t, own.memberId);

    expect(await settleOwnOpenRounds(t.deps, inProcessWallet(t.deps))).toEqual({ settled: 1, pending: 0 });
    expect(await status(ownRound)).toBe('settled');
    expect(await balanceOf(t, own.memberId)).toBeGreaterThan(before);
    expect(await status(othersRound)).toBe('open');
  });
});
