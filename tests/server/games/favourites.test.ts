import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import type { CallBody, CallQuery } from '../../../contract/calls.ts';
import { call, raw, untyped } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { members } from '../../../server/db/schema.ts';
import { favouriteGames, games } from '../../../server/db/schema-games.ts';
import { FAVOURITES_LIMIT } from '../../../contract/rules/favourites.ts';

type GameRow = { nodeId: number; vassalage: string; gameType: string };

describe.each(dbKinds)('favourite games on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let demo: string;
  let agent: string;
  let some: GameRow[];
  beforeAll(async () => {
    t = await startTestServer({ kind });
    demo = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    agent = await runOpsCommand(t.deps, 'token', { account: 'agent01' });
    some = await t.db.select({ nodeId: games.nodeId, vassalage: games.vassalage, gameType: games.gameType }).from(games).orderBy(asc(games.nodeId)).limit(3);
  });
  afterAll(() => t.close());

  /** Loosely typed: the tests add with bad bodies too. */
  const add = (token: string | undefined, body: unknown) => untyped(t, 'addFavourite', { as: token, body });
  const addGame = (token: string | undefined, g: GameRow) =>
    call(t, 'addFavourite', { as: token, body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType as CallBody<'addFavourite'>['gameType'] } });
  const remove = (token: string | undefined, nodeId: number) => call(t, 'removeFavourite', { as: token, query: { nodeId } });
  const ids = async (token: string) => (await call(t, 'favouriteIds', { as: token })).body.value.nodeIds;
  const list = (token: string | undefined, query?: CallQuery<'favouritePage'>) => call(t, 'favouritePage', { as: token, query });
  /** A named call's path with a query string its types refuse, written as sent. */
  const badQuery = (name: 'removeFavourite' | 'favouritePage', q: string) => raw(t, routes[name].method, `${routes[name].path}?${q}`, { as: demo });
  const rowsOf = async (account: string) => {
    const [m] = await t.db.select({ id: members.id }).from(members).where(eq(members.account, account));
    return (await t.db.select({ n: count() }).from(favouriteGames).where(eq(favouriteGames.memberId, m!.id)))[0]!.n;
  };

  it('adds favourites, lists them newest first as ids and as paged games, and keeps them per member', async () => {
    expect(await ids(demo)).toEqual([]);
    for (const g of some) {
      const res = await addGame(demo, g);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, value: { nodeId: g.nodeId, favourite: true, changed: true }, message: '', errorCode: '' });
      t.clock.advance(1000);
    }
    const newest = some.map((g) => g.nodeId).reverse();
    expect(await ids(demo)).toEqual(newest);
    const first = (await list(demo, { pageNum: 1, pageSize: 2 })).body.value;
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, totalPages: 2, total: 3 });
    expect(first.content.map((g) => g.nodeId)).toEqual(newest.slice(0, 2));
    expect(first.content[0]).toMatchObject({ vassalage: some[2]!.vassalage, gameType: some[2]!.gameType, iconUrl: `/art/game/${some[2]!.nodeId}.svg` });
    const second = (await list(demo, { pageNum: 2, pageSize: 2 })).body.value;
    expect(second.content.map((g) => g.nodeId)).toEqual(newest.slice(2));
    expect((await list(demo)).body.value).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 1, total: 3 });
    expect(await ids(agent)).toEqual([]);
    expect((await list(agent)).body.value).toEqual({ content: [], pageNum: 1, pageSize: 20, totalPages: 0, total: 0 });
  });

  it('treats adding a favourite again as success that changes nothing', async () => {
    const before = await ids(demo);
    const again = await addGame(demo, some[0]!);
    expect(again.body).toMatchObject({ success: true, value: { nodeId: some[0]!.nodeId, favourite: true, changed: false } });
    expect(await ids(demo)).toEqual(before);
    expect(await rowsOf('demo')).toBe(3);
  });

  it('removes a favourite from every list; removing a non-favourite also succeeds', async () => {
    const res = await remove(demo, some[1]!.nodeId);
    expect(res.body).toMatchObject({ success: true, value: { nodeId: some[1]!.nodeId, favourite: false, changed: true } });
    expect(await ids(demo)).not.toContain(some[1]!.nodeId);
    expect((await list(demo)).body.value.content.map((g) => g.nodeId)).not.toContain(some[1]!.nodeId);
    expect((await remove(demo, some[1]!.nodeId)).body).toMatchObject({ success: true, value: { changed: false } });
    // Another member's remove touches only their own list.
    expect((await remove(agent, some[0]!.nodeId)).body).toMatchObject({ success: true, value: { changed: false } });
    expect(await ids(demo)).toContain(some[0]!.nodeId);
  });

  it("refuses an unknown game (404) and a vendor or game type that is not the game's (400), adding nothing", async () => {
    const g = some[1]!;
    const unknown = await add(demo, { nodeId: 2_000_000_000, vendor: g.vassalage, gameType: g.gameType });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'game.not.found' });
    const otherType = g.gameType === 'LIVE' ? 'FISH' : 'LIVE';
    for (const payload of [
      { nodeId: g.nodeId, vendor: 'NOPE', gameType: g.gameType },
      { nodeId: g.nodeId, vendor: g.vassalage, gameType: otherType },
    ]) {
      const res = await add(demo, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'game.mismatch' });
    }
    expect(await ids(demo)).not.toContain(g.nodeId);
  });

  it('answers bad input with 400 request.invalid and changes nothing', async () => {
    const g = some[1]!;
    const good = { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType };
    const bad: unknown[] = [
      {},
      { ...good, nodeId: -1 },
      { ...good, nodeId: 1.5 },
      { ...good, nodeId: 'x' },
      { ...good, nodeId: 99_999_999_999 },
      { ...good, vendor: 'pg;drop' },
      { ...good, vendor: '' },
      { ...good, gameType: 'CASINO' },
      { ...good, extra: 1 },
      { nodeId: g.nodeId },
    ];
    for (const payload of bad) {
      const res = await add(demo, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    for (const q of ['', 'nodeId=', 'nodeId=abc', 'nodeId=0', 'nodeId=1&extra=2']) {
      const res = await badQuery('removeFavourite', q);
      expect(res.status, q).toBe(400);
      expect(res.body.errorCode).toBe('request.invalid');
    }
    for (const q of ['pageNum=0', 'pageSize=0', 'pageSize=101', 'pageNum=x', 'page=1']) {
      const res = await badQuery('favouritePage', q);
      expect(res.status, q).toBe(400);
      expect(res.body.errorCode).toBe('request.invalid');
    }
    expect(await rowsOf('demo')).toBe(2);
  });

  it('needs a session (401) and a real account: a trial player is told to register (403 member.trial)', async () => {
    const g = some[0]!;
    const calls = [
      () => add(undefined, { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType }),
      () => remove(undefined, g.nodeId),
      () => list(undefined),
    ];
    for (const make of calls) {
      const res = await make();
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('login.not.session');
    }
    const trial = (await call(t, 'freePlay', { ip: '10.9.0.1' })).body.value.token;
    const trialCalls = [
      () => addGame(trial, g),
      () => add(trial, { nonsense: true }),
      () => remove(trial, g.nodeId),
      () => list(trial),
      () => call(t, 'favouriteIds', { as: trial }),
    ];
    for (const make of trialCalls) {
      const res = await make();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: 'member.trial', message: 'Please Register An Account First' });
    }
  });

  it(`keeps at most ${FAVOURITES_LIMIT} favourites a member`, async () => {
    const [m] = await t.db.select({ id: members.id }).from(members).where(eq(members.account, 'agent01'));
    const pool = await t.db
      .select({ nodeId: games.nodeId, vassalage: games.vassalage, gameType: games.gameType })
      .from(games)
      .orderBy(asc(games.nodeId))
      .limit(FAVOURITES_LIMIT + 1);
    const [extra] = pool.splice(FAVOURITES_LIMIT);
    await t.db.insert(favouriteGames).values(pool.map((g) => ({ memberId: m!.id, nodeId: g.nodeId, createdAt: t.clock.now() })));
    const res = await addGame(agent, extra!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, errorCode: 'favourite.limit', value: { limit: FAVOURITES_LIMIT } });
    expect(await rowsOf('agent01')).toBe(FAVOURITES_LIMIT);
    // Re-adding one it already has is still fine at the limit, and a remove makes room.
    expect((await addGame(agent, pool[0]!)).body).toMatchObject({ success: true, value: { changed: false } });
    await remove(agent, pool[0]!.nodeId);
    expect((await addGame(agent, extra!)).body).toMatchObject({ success: true, value: { changed: true } });
    expect((await list(agent, { pageSize: 100 })).body.value).toMatchObject({ total: FAVOURITES_LIMIT, totalPages: 5 });
  });

  it('never lets a browser or proxy keep an answer', async () => {
    const res = await call(t, 'favouriteIds', { as: demo });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
