// The demo vendor's numbers draw and the lottery endpoints: a ticket's stake moves once through the signed wallet,
// a draw's result is fixed the first time it is drawn, each ticket settles once however many settle it at once, and
// the endpoints answer their shapes.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dbKinds, startTestServer, testRandom } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { games, lotteryTickets, walletTransactions } from '../../../server/db/schema-games.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { DRAWN, POOL, drawNumbers, drawPeriodMs, multiple, ticketWin, validPicks } from '../../../server/vendor/lottery.ts';
import { betSizes } from '../../../server/vendor/game-server.ts';
import { balanceOf, newPlayer, roundsOf, type TestServer } from '../vendor-helpers.ts';
import { routes } from '../../../contract/routes.ts';
import { call, untyped } from '../call-client.ts';

describe('the draw rules', () => {
  it('draws every minute for "<n> min" games and every 5 minutes otherwise', () => {
    expect(drawPeriodMs('Keno 1 min')).toBe(60_000);
    expect(drawPeriodMs('Keno 5 min 2')).toBe(300_000);
    expect(drawPeriodMs('Thai Lotto')).toBe(300_000);
  });

  it('draws distinct numbers of the pool and pays the RTP when all picks are drawn', () => {
    const random = testRandom(3);
    for (let i = 0; i < 500; i++) {
      const ns = drawNumbers(random);
      expect(new Set(ns).size).toBe(DRAWN);
      expect(ns.every((n) => n >= 1 && n <= POOL)).toBe(true);
    }
    expect([1, 2, 3].map((k) => multiple(k, 96))).toEqual([5.76, 41.76, 389.76]);
    expect(ticketWin([3, 9], [1, 3, 9, 20, 30], 100, 96)).toBe(4_176);
    expect(ticketWin([3, 8], [1, 3, 9, 20, 30], 100, 96)).toBe(0);
    expect(validPicks([1, 2, 3])).toBe(true);
    for (const bad of [[], [0], [31], [2, 2], [1, 2, 3, 4], [1.5]]) expect(validPicks(bad)).toBe(false);
  });
});

describe.each(dbKinds)('numbers draw on %s', (kind) => {
  let t: TestServer;
  let keno: { nodeId: number; gameCode: string; minBet: number };
  /** The game's smallest stake (from its seeded minimum bet), in centavos. */
  let stake: number;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    const [row] = await t.db
      .select({ nodeId: games.nodeId, gameCode: games.gameCode, minBet: games.minBet })
      .from(games)
      .where(and(eq(games.vassalage, 'TCG_LOTTO_VN'), eq(games.gameName, 'Keno 1 min')));
    keno = row!;
    stake = betSizes(keno.minBet)[0]!;
  });
  afterAll(() => t.close());

  const api = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/vendor/demo/api/lottery/${path}`, payload: { nodeId: keno.nodeId, ...payload } });
  const player = async (funds: number) => {
    const p = await newPlayer(t, funds);
    return { ...p, token: await createGameToken(t.deps, p.memberId, keno.nodeId) };
  };

  it('serves the numbers page for a lottery game, with its own script', async () => {
    const p = await player(0);
    const res = await t.app.inject({ method: 'GET', url: `/vendor/demo/game/${keno.nodeId}?token=${p.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/vendor/demo/static/lottery.js');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await t.app.inject({ method: 'GET', url: '/vendor/demo/static/lottery.js' })).statusCode).toBe(200);
    // The draw's tickets are wallet rounds: no free play.
    expect((await t.app.inject({ method: 'GET', url: `/vendor/demo/game/${keno.nodeId}?fun=${'f'.repeat(32)}` })).body).toContain('Free play is not offered');
  });

  it("takes a ticket's stake once through the wallet and records its round", async () => {
    const p = await player(10_000);
    const res = (await api('buy', { token: p.token, picks: [4, 7], stake: 500 })).json();
    expect(res).toMatchObject({ ok: true, balance: 9_500, ticket: { picks: [4, 7], stake: 500, status: 'open' } });
    expect(await balanceOf(t, p.memberId)).toBe(9_500);
    const rows = await t.db.select().from(walletTransactions).where(eq(walletTransactions.memberId, p.memberId));
    expect(rows.map((r) => [r.kind, r.amount, r.status])).toEqual([['bet', 500, 'RS_OK']]);
    expect(await roundsOf(t, p.memberId)).toMatchObject([{ id: res.ticket.round, status: 'open', bet: 500, nodeId: keno.nodeId }]);
  });

  it('refuses bad picks and stakes (400 or bet.invalid) and a stake beyond the balance, moving nothing', async () => {
    const funds = stake - 1;
    const p = await player(funds);
    for (const picks of [[0], [1, 2, 3, 4], [], [2.5]]) expect((await api('buy', { token: p.token, picks, stake })).statusCode).toBe(400);
    expect((await api('buy', { token: p.token, picks: [1, 1], stake })).json()).toMatchObject({ ok: false, code: 'bet.invalid' });
    expect((await api('buy', { token: p.token, picks: [1], stake: stake + 23 })).json()).toMatchObject({ ok: false, code: 'bet.invalid' });
    expect((await api('buy', { token: p.token, picks: [1], stake })).json()).toMatchObject({ ok: false, code: 'balance.insufficient', balance: funds });
    expect((await api('buy', { token: 'x'.repeat(40), picks: [1], stake })).json()).toMatchObject({ ok: false, code: 'session.invalid' });
    expect(await balanceOf(t, p.memberId)).toBe(funds);
    expect(await t.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, p.memberId))).toEqual([]);
  });

  it('fixes the result when first drawn after the close and settles each ticket once, with the page and the job settling at once', async () => {
    const funds = POOL * stake * 2;
    const p = await player(funds);
    // One ticket on every number: exactly DRAWN of them win, whatever is drawn.
    for (let n = 1; n <= POOL; n++) expect((await api('buy', { token: p.token, picks: [n], stake })).json()).toMatchObject({ ok: true });
    expect(await balanceOf(t, p.memberId)).toBe(funds - POOL * stake);
    const before = (await api('state', { token: p.token })).json();
    expect(before.tickets.every((x: { status: string }) => x.status === 'open')).toBe(true);
    const drawNo = before.draw.drawNo;

    t.clock.advance(60_000);
    const [states] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => api('state', { token: p.token }).then((r) => r.json()))),
      t.app.jobs.runDue(),
    ]);
    // The lobby's GET reads only what was drawn.
    const reads = [...states, ...(await Promise.all(Array.from({ length: 3 }, () => call(t, 'openedNumbers').then((r) => r.body))))];
    const drawn = states[0].results.find((r: { drawNo: number }) => r.drawNo === drawNo).numbers;
    expect(drawn).toHaveLength(DRAWN);
    for (const s of states) expect(s.results.find((r: { drawNo: number }) => r.drawNo === drawNo).numbers).toEqual(drawn);
    for (const o of reads.slice(4)) expect(o.value.list.find((r: { nodeId: number }) => r.nodeId === keno.nodeId)).toMatchObject({ drawNo, numbers: drawn });

    const wins = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, p.memberId), eq(walletTransactions.kind, 'win')));
    expect(wins).toHaveLength(POOL);
    expect(wins.filter((w) => w.amount > 0)).toHaveLength(DRAWN);
    const net = -POOL * stake + DRAWN * Math.floor(stake * multiple(1, t.deps.config.vendor.rtpPercent));
    expect(await balanceOf(t, p.memberId)).toBe(funds + net);
    const tickets = await t.db.select().from(lotteryTickets).where(eq(lotteryTickets.memberId, p.memberId));
    expect(tickets.every((x) => x.status === 'settled')).toBe(true);
    expect(
      tickets
        .filter((x) => (x.win ?? 0) > 0)
        .map((x) => Number(x.picks))
        .sort((a, b) => a - b),
    ).toEqual(drawn);

    // Reading again gives the same numbers and moves nothing.
    const again = (await api('state', { token: p.token })).json();
    expect(again.results.find((r: { drawNo: number }) => r.drawNo === drawNo).numbers).toEqual(drawn);
    expect(again.balance).toBe(funds + net);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  describe('lottery endpoints', () => {
    let demo: string;
    beforeAll(async () => {
      demo = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    });

    it('vnLotteryMenu groups the VN games by draw period (no login)', async () => {
      const res = await call(t, 'vnLotteryMenu', { query: { prizeMode: 'ELOTT', device: 'WEB' } });
      expect(res.status).toBe(200);
      const { groups } = res.body.value;
      expect(groups.map((g: { drawPeriodSeconds: number }) => g.drawPeriodSeconds)).toEqual([60, 300]);
      const game = groups[0]!.games[0]!;
      expect(game).toMatchObject({ vassalage: 'TCG_LOTTO_VN', gameName: 'Keno 1 min', drawPeriodSeconds: 60 });
      expect(Date.parse(game.nextDrawTime)).toBeGreaterThan(t.clock.now().getTime());
      expect((await untyped(t, 'vnLotteryMenu', { query: { device: 'TV' } })).status).toBe(400);
      expect((await untyped(t, 'vnLotteryMenu', { query: { prizeMode: 'NOPE' } })).status).toBe(400);
    });

    it('recentLotteries and memberOpenedNumbers follow what the member launched', async () => {
      expect((await call(t, 'recentLotteries')).status).toBe(401);
      const launched = await call(t, 'launchGame', { as: demo, body: { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: keno.gameCode } });
      expect(launched.body).toMatchObject({ success: true });
      const recent = (await call(t, 'recentLotteries', { as: demo })).body.value.list;
      expect(recent[0]).toMatchObject({ nodeId: keno.nodeId, drawPeriodSeconds: 60 });
      await t.app.jobs.runDue();
      const mine = (await call(t, 'memberOpenedNumbers', { as: demo })).body.value.list;
      expect(mine[0]).toMatchObject({ nodeId: keno.nodeId, gameCode: keno.gameCode });
      expect(mine[0]!.numbers).toHaveLength(DRAWN);
      expect((await call(t, 'memberOpenedNumbers', { as: demo, query: { limitNum: 0 } })).status).toBe(400);
    });

    it('liveRooms lists the live tables with status and limits', async () => {
      const list = (await call(t, 'liveRooms', { as: demo, query: { vassalage: 'EVO' } })).body.value.list;
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]).toMatchObject({ vassalage: 'EVO', tableStatus: 'open' });
      expect(list[0]!.maxBet).toBeGreaterThan(list[0]!.minBet);
      expect((await call(t, 'liveRooms', { as: demo, query: { vassalage: 'bad-code' } })).status).toBe(400);
    });

    it('documents the lottery calls in the OpenAPI document', async () => {
      const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/wps/openapi.json' })).json().paths);
      for (const p of [
        routes.vnLotteryMenu.path,
        routes.recentLotteries.path,
        routes.openedNumbers.path,
        routes.memberOpenedNumbers.path,
        routes.liveRooms.path,
        '/vendor/demo/api/lottery/buy',
      ])
        expect(paths).toContain(p);
    });
  });
});
