// The member's records on PGlite and PostgreSQL: the account record lists exactly the wallet's ledger movements,
// the betting record and the profit and loss exactly the vendor's rounds, with totals; day ranges are the
// members' days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, startTestServer } from '../test-server.ts';
import { type TestMember, type TestServer } from '../wallet-helpers.ts';
import { routes } from '../../../contract/routes.ts';
import { GAME, betBody, newPlayer, rollbackBody, walletCall, winBody } from '../vendor-helpers.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { call, raw, untyped } from '../call-client.ts';

describe.each(dbKinds)('member records on %s', (kind) => {
  let t: TestServer;
  let m: TestMember;
  let gameToken: string;
  const manilaDay = (offsetDays = 0) => new Date(t.clock.now().getTime() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestServer({ kind });
    const p = await newPlayer(t, 100_000);
    m = { memberId: p.memberId, account: p.account, token: await createSession(t.deps, p.memberId) };
    gameToken = p.token;
    // A win, a loss, an open round and a rolled-back one.
    const won = betBody(gameToken, 1_000);
    await walletCall(t, 'bet', won);
    await walletCall(t, 'win', winBody(gameToken, won, 2_500));
    t.clock.advance(1_000);
    const lost = betBody(gameToken, 2_000);
    await walletCall(t, 'bet', lost);
    await walletCall(t, 'win', winBody(gameToken, lost, 0));
    t.clock.advance(1_000);
    await walletCall(t, 'bet', betBody(gameToken, 500));
    t.clock.advance(1_000);
    const back = betBody(gameToken, 700);
    await walletCall(t, 'bet', back);
    await walletCall(t, 'rollback', rollbackBody(gameToken, back));
  });
  afterAll(() => t.close());

  it('lists every ledger movement of the wallet with its type and totals, paged and filtered by type', async () => {
    const all = (await call(t, 'accountRecord', { as: m, query: { pageSize: 3 } })).body.value;
    expect(all).toMatchObject({
      total: 7,
      totalPages: 3,
      pageNum: 1,
      pageSize: 3,
      totalIn: 1032,
      totalOut: 42,
      net: 990,
      startDate: manilaDay(-6),
      endDate: manilaDay(),
    });
    expect(all.content.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['game.rollback', 7],
      ['game.bet', -7],
      ['game.bet', -5],
    ]);
    expect(all.content[0]!.balanceAfter).toBe(990);
    const last = (await call(t, 'accountRecord', { as: m, query: { pageSize: 3, pageNum: 3 } })).body.value;
    expect(last.content.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([['test.fund', 1000]]);
    const bets = (await call(t, 'accountRecord', { as: m, query: { kind: 'game.bet' } })).body.value;
    expect(bets).toMatchObject({ total: 4, totalIn: 0, totalOut: 42, net: -42 });
    expect((await call(t, 'accountRecord', { as: m, query: { kind: 'deposit' } })).body.value.total).toBe(0);
    expect((await untyped(t, 'accountRecord', { as: m, query: { kind: 'nonsense' } })).status).toBe(400);
  });

  it('answers a page past the end with no rows but the true totals', async () => {
    const past = (await call(t, 'accountRecord', { as: m, query: { pageSize: 5, pageNum: 9 } })).body.value;
    expect(past).toMatchObject({ content: [], pageNum: 9, totalPages: 2, total: 7, net: 990 });
  });

  it('lists the rounds with bet, win and net, and totals of the settled ones', async () => {
    const rec = (await call(t, 'bettingRecord', { as: m })).body.value;
    expect(rec).toMatchObject({ total: 4, totalBet: 30, totalWin: 25, net: -5, openBet: 5 });
    expect(rec.content.map((r: { status: string; bet: number; win: number; net: number }) => [r.status, r.bet, r.win, r.net])).toEqual([
      ['rolled_back', 7, 0, 0],
      ['open', 5, 0, 0],
      ['settled', 20, 0, -20],
      ['settled', 10, 25, 15],
    ]);
    expect(rec.content[0]).toMatchObject({ gameType: 'RNG', vassalage: 'JL', nodeId: 10001 });
    expect((await call(t, 'bettingRecord', { as: m, query: { gameType: 'RNG', pageSize: 1, pageNum: 4 } })).body.value.content[0]!.net).toBe(15);
    expect((await call(t, 'bettingRecord', { as: m, query: { gameType: 'LIVE' } })).body.value).toMatchObject({ total: 0, totalBet: 0, net: 0 });
  });

  it("sums profit and loss by the members' day and game type; day ranges pick whole days", async () => {
    const today = manilaDay();
    expect((await call(t, 'profitLoss', { as: m })).body.value).toMatchObject({
      rows: [{ date: today, gameType: 'RNG', rounds: 2, bet: 30, win: 25, net: -5 }],
      totalBet: 30,
      totalWin: 25,
      net: -5,
    });
    t.clock.advance(86_400_000);
    // Sessions last 24 hours: sign in again on the next day.
    m = { ...m, token: await createSession(t.deps, m.memberId) };
    const round = betBody(await createGameToken(t.deps, m.memberId, GAME.nodeId), 4_000, { closed: true });
    await walletCall(t, 'bet', round);
    const tomorrow = manilaDay();
    const both = (await call(t, 'profitLoss', { as: m })).body.value;
    expect(both.rows.map((r: { date: string; net: number }) => [r.date, r.net])).toEqual([
      [tomorrow, -40],
      [today, -5],
    ]);
    expect(both.net).toBe(-45);
    const one = (await call(t, 'profitLoss', { as: m, query: { startDate: today, endDate: today } })).body.value;
    expect(one).toMatchObject({ startDate: today, endDate: today, net: -5 });
    expect((await call(t, 'bettingRecord', { as: m, query: { startDate: tomorrow, endDate: tomorrow } })).body.value).toMatchObject({
      total: 1,
      totalBet: 40,
      net: -40,
    });
    expect((await call(t, 'accountRecord', { as: m, query: { startDate: tomorrow } })).body.value).toMatchObject({ total: 1, totalOut: 40 });
  });

  it.each([
    ['the end day before the start day', 'startDate=2026-01-10&endDate=2026-01-01', 'endDate: the end day is before the start day'],
    ['a range over 366 days', 'startDate=2024-01-01&endDate=2025-01-01', 'endDate: at most 366 days'],
    ['a day that does not exist', 'startDate=2026-02-30', 'startDate: a real calendar day'],
    ['a day that is no date', 'endDate=yesterday', 'endDate: a day as yyyy-MM-dd'],
    // Year 0 and 1 left the years the database reads (answered 500); a start alone ran past the cap to today.
    ['a start in year 0', 'startDate=0000-01-01', 'startDate: a day from 2000-01-01 to 2999-12-31'],
    ['an end in year 1', 'endDate=0001-01-01', 'endDate: a day from 2000-01-01 to 2999-12-31'],
    ['a day in year 9999', 'startDate=2026-01-01&endDate=9999-12-31', 'endDate: a day from 2000-01-01 to 2999-12-31'],
    ['a start alone more than 366 days ago', 'startDate=2000-01-01', 'startDate: at most 366 days up to today'],
    ['page 0', 'pageNum=0', 'pageNum: Too small'],
    ['a negative page', 'pageNum=-2', 'pageNum: Too small'],
    ['a page that is no number', 'pageNum=two', 'pageNum: Invalid input'],
    ['a fractional page', 'pageNum=1.5', 'pageNum: Invalid input'],
    ['a page past the last one asked for', 'pageNum=10001', 'pageNum: Too big'],
    ['pages of more than 100', 'pageSize=101', 'pageSize: Too big'],
    ['an unknown filter', 'vendor=JL', 'Unrecognized key'],
  ])("refuses %s on every record list with 400 and the field's message", async (_name, query, message) => {
    for (const name of ['accountRecord', 'bonusDetails', 'bettingRecord', 'profitLoss'] as const) {
      // The profit and loss has no pages: a page there is an unknown key, refused all the same.
      const expected = name === 'profitLoss' && query.startsWith('page') ? 'Unrecognized key' : message;
      // The query string as written: its types refuse it.
      const res = await raw(t, routes[name].method, `${routes[name].path}?${query}`, { as: m });
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(res.body.message, name).toContain(expected);
    }
  });

  it('shows no bonus movements while none were paid, and refuses trial accounts', async () => {
    expect((await call(t, 'bonusDetails', { as: m })).body.value).toMatchObject({ total: 0, content: [], totalIn: 0 });
    const p = await newPlayer(t, 0, 4);
    const trial = { memberId: p.memberId, account: p.account, token: await createSession(t.deps, p.memberId) };
    const res = await call(t, 'accountRecord', { as: trial });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('member.trial');
  });
});
