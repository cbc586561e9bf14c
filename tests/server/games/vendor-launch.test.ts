// Game launch as the site calls it: launchGame, recentGames and
// launchFreeGame, and the game page the returned address opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dbKinds, startTestServer, testRandom } from '../test-server.ts';
import type { CallBody } from '../../../contract/calls.ts';
import { call, untyped } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { ledgerTransfers } from '../../../server/db/schema.ts';
import { gameTokens, games, vendorFunSessions } from '../../../server/db/schema-games.ts';
import { launchBase, tokenDigest } from '../../../server/games/game-launch.ts';
import { testConfig } from '../../../server/config.ts';
import type { TestServer } from '../vendor-helpers.ts';

describe.each(dbKinds)('game launch on %s', (kind) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
  });
  afterAll(() => t.close());

  const launch = (body: CallBody<'launchGame'>, auth: string | null = token) => call(t, 'launchGame', { as: auth, body });
  const recent = (auth: string | null = token) => call(t, 'recentGames', { as: auth });
  const free = (body: CallBody<'launchFreeGame'>) => call(t, 'launchFreeGame', { body });
  const launchedNode = (url: string) => Number(/\/vendor\/demo\/game\/(\d+)\?/.exec(url)![1]);

  it('asks a visitor to log in (401) and a trial player to register (403 member.trial)', async () => {
    expect((await launch({ vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, null)).body).toMatchObject({ errorCode: 'login.not.session' });
    expect((await recent(null)).status).toBe(401);
    const trial = (await call(t, 'freePlay', { ip: '10.7.0.1' })).body.value.token;
    const res = await launch({ vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' }, trial);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, errorCode: 'member.trial', message: 'Please Register An Account First' });
  });

  it('answers the game page address with a short-lived token stored only as its hash', async () => {
    const res = await launch({ vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0002', channel: 'game' });
    expect(res.status).toBe(200);
    const url: string = res.body.value.url;
    expect(url).toMatch(/^\/vendor\/demo\/game\/10002\?token=[\w-]{43}$/);
    const raw = new URL(url, 'http://site').searchParams.get('token')!;
    const [row] = await t.db
      .select()
      .from(gameTokens)
      .where(eq(gameTokens.tokenHash, tokenDigest(raw)));
    expect(row).toMatchObject({ nodeId: 10002 });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(t.deps.config.vendor.tokenTtlMinutes * 60_000);
    expect((await t.db.select({ n: count() }).from(gameTokens).where(eq(gameTokens.tokenHash, raw)))[0]!.n).toBe(0);
  });

  it('picks a random launch CDN of the server list, or this origin when the list is empty', () => {
    const cdns = ['https://g1.example', 'https://g2.example'];
    const deps = { config: testConfig({ launchGameCDNs: cdns }), random: testRandom(3) };
    expect(new Set(Array.from({ length: 40 }, () => launchBase(deps)))).toEqual(new Set(cdns));
    expect(launchBase({ config: testConfig(), random: testRandom(3) })).toBe('');
  });

  it('starts a provider entry without a game code in its lobby or first game, and refuses unknown games', async () => {
    const [lobby] = await t.db.select().from(games).where(eq(games.isGame, 'VASSALAGE'));
    expect(launchedNode((await launch({ vassalage: lobby!.vassalage, gameType: lobby!.gameType })).body.value.url)).toBe(lobby!.nodeId);
    const [cockfight] = await t.db.select().from(games).where(eq(games.vassalage, 'DS88'));
    expect(launchedNode((await launch({ vassalage: 'DS88', gameType: 'COCKFIGHT', channel: 'cockfight' })).body.value.url)).toBe(cockfight!.nodeId);
    expect(launchedNode((await launch({ vassalage: 'JL', gameType: 'RNG', nodeId: 10003 })).body.value.url)).toBe(10003);
    for (const body of [
      { vassalage: 'JL', gameType: 'RNG', gameCode: 'NOPE' },
      { vassalage: 'PG', gameType: 'RNG', nodeId: 10003 },
      { vassalage: 'NOBODY', gameType: 'RNG' },
    ]) {
      const res = await launch(body);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('game.not.found');
    }
    expect((await untyped(t, 'launchGame', { as: token, body: { vassalage: 'JL' } })).status).toBe(400);
  });

  it("refuses a game or a vendor under maintenance with 'Game maintenance', for real and free play", async () => {
    const body = { vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0005' };
    const maintenance = { success: false, errorCode: 'game.maintenance', message: 'Game maintenance' };
    await runOpsCommand(t.deps, 'game-maintenance', { target: '10005', enabled: true });
    expect((await launch(body)).body).toMatchObject(maintenance);
    expect((await free({ vassalage: 'JL', gameCode: 'JL_RNG_0005' })).body).toMatchObject(maintenance);
    expect((await launch({ ...body, gameCode: 'JL_RNG_0006' })).body.success).toBe(true);
    await runOpsCommand(t.deps, 'game-maintenance', { target: '10005', enabled: false });
    expect((await launch(body)).body.success).toBe(true);

    await runOpsCommand(t.deps, 'game-maintenance', { target: 'JL:RNG', enabled: true });
    expect((await launch({ ...body, gameCode: 'JL_RNG_0007' })).body).toMatchObject(maintenance);
    expect((await launch({ vassalage: 'JL', gameType: 'FISH' })).body.success).toBe(true);
    await runOpsCommand(t.deps, 'game-maintenance', { target: 'JL:RNG', enabled: false });
    await expect(runOpsCommand(t.deps, 'game-maintenance', { target: '99999999', enabled: true })).rejects.toThrow('No game or vendor');
  });

  it('records launches in the recent games, newest first, one entry per game', async () => {
    const member = await runOpsCommand(t.deps, 'token', { account: 'down01' });
    for (const code of ['JL_RNG_0010', 'JL_RNG_0011', 'JL_RNG_0012']) {
      t.clock.advance(1_000);
      await launch({ vassalage: 'JL', gameType: 'RNG', gameCode: code }, member);
    }
    t.clock.advance(1_000);
    await launch({ vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0010' }, member);
    const res = await recent(member);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.body.value.list;
    expect(list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['JL_RNG_0010', 'JL_RNG_0012', 'JL_RNG_0011']);
    expect(list[0]).toEqual({
      nodeId: 10010,
      vassalage: 'JL',
      gameCode: 'JL_RNG_0010',
      gameType: 'RNG',
      isGame: 'GAME',
      gameName: expect.any(String),
      gameClassify: expect.any(String),
      minBet: expect.any(Number),
      minLineNum: expect.any(Number),
      iconUrl: '/art/game/10010.svg',
    });
    expect((await call(t, 'recentGames', { as: member, query: { limitNum: 1 } })).body.value.list).toHaveLength(1);
  });

  it('starts free play for a visitor with play money that never reaches the ledger', async () => {
    const res = await free({ vassalage: 'EVO', gameType: 'LIVE' });
    const url: string = res.body.value.url;
    expect(url).toMatch(/^\/vendor\/demo\/game\/\d+\?fun=[\w-]{43}$/);
    const nodeId = launchedNode(url);
    const fun = new URL(url, 'http://site').searchParams.get('fun')!;
    const transfers = async () => (await t.db.select({ n: count() }).from(ledgerTransfers))[0]!.n;
    const before = await transfers();
    const api = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/vendor/demo/api/${path}`, payload: { mode: 'fun', token: fun, nodeId, ...payload } });
    const session = (await api('session', {})).json();
    expect(session).toMatchObject({ ok: true, balance: t.deps.config.vendor.funBalance });
    let balance = session.balance as number;
    for (let i = 0; i < 10; i++) {
      const spin = (await api('spin', { bet: session.betSizes[0] })).json();
      expect(spin.ok).toBe(true);
      balance += spin.win - spin.bet;
      expect(spin.balance).toBe(balance);
    }
    expect(await transfers()).toBe(before);
    expect(
      (
        await t.db
          .select()
          .from(vendorFunSessions)
          .where(eq(vendorFunSessions.tokenHash, tokenDigest(fun)))
      )[0]!.balance,
    ).toBe(balance);
    // Real-money mode with a free-play token is not a session the wallet knows.
    expect((await api('spin', { mode: 'real', bet: session.betSizes[0] })).json()).toMatchObject({ ok: false, code: 'session.invalid' });
  });

  it('keeps free play behind FREEPLAY3', async () => {
    await runOpsCommand(t.deps, 'flag-set', { modId: 'FREEPLAY3', enabled: false });
    t.app.statusCache.invalidate();
    try {
      expect((await free({ vassalage: 'JL', gameType: 'RNG' })).body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    } finally {
      await runOpsCommand(t.deps, 'flag-set', { modId: 'FREEPLAY3', enabled: true });
      t.app.statusCache.invalidate();
    }
  });

  it("serves the game page with the game's name and art, its own CSP, and no inline script", async () => {
    const url: string = (await launch({ vassalage: 'JL', gameType: 'RNG', gameCode: 'JL_RNG_0001' })).body.value.url;
    const page = await t.app.inject({ method: 'GET', url });
    const [game] = await t.db.select().from(games).where(eq(games.nodeId, 10001));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${game!.gameName}</h1>`);
    expect(page.body).toContain('src="/art/game/10001.svg"');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect([...page.body.matchAll(/<script([^>]*)>/g)].every((m) => /src="\/vendor\/demo\/static\/game\.js"/.test(m[1]!))).toBe(true);
    expect(page.body).not.toMatch(/\sstyle=|\son[a-z]+=/);
    const script = await t.app.inject({ method: 'GET', url: '/vendor/demo/static/game.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect((await t.app.inject({ method: 'GET', url: '/vendor/demo/game/10001' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/vendor/demo/game/1?token=aaaaaaaaaaaaaaaaaaaa' })).statusCode).toBe(404);
  });
});
