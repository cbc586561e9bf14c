import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { MERCHANT_HEADERS, dbKinds, startTestServer } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { seedRuns } from '../../../server/db/schema.ts';
import { notices } from '../../../server/db/schema-content.ts';
import { gameWins, games, vendors } from '../../../server/db/schema-games.ts';
import { seedDemoData } from '../../../server/seed/seed.ts';
import { SEEDED_WIN_COUNT } from '../../../server/catalogue/wins-seed.ts';
import { VENDORS } from '../../../server/catalogue/seed.ts';
import type { GameMenu } from '../../../contract/catalogue/catalogue.ts';
import type { CallQuery, CallValue, TabledCall } from '../../../contract/calls.ts';
import { routes } from '../../../contract/routes.ts';
import { call, pathOf } from '../call-client.ts';

describe.each(dbKinds)('the catalogue API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
  });
  afterAll(() => t.close());

  /** The request itself (its headers and bytes, which these tests read), made on a named call's path. */
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...MERCHANT_HEADERS, ...headers } });
  const value = async <N extends TabledCall>(name: N, query?: CallQuery<N>, headers: Record<string, string> = {}): Promise<CallValue<N>> => {
    const res = await call(t, name, { query, headers });
    expect(res.status, name).toBe(200);
    expect(res.body).toMatchObject({ success: true, errorCode: '' });
    return res.body.value;
  };
  /** A named call's path with a query string its types refuse, written as sent. */
  const expectBad = async (name: TabledCall, q: string, errorCode = 'request.invalid', headers: Record<string, string> = {}) => {
    const url = `${routes[name].path}${q}`;
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toMatchObject({ success: false, errorCode });
  };
  const expectArt = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  };

  describe('gameMenus', () => {
    it('lists the categories in order with their vendors as filed on the server, leaving out empty ones', async () => {
      const menus = await value('gameMenus', { prizeMode: 'LOTT' });
      // JL, ESPORTS and COCKFIGHT have no vendors filed under them: the site makes them by rearranging.
      expect(menus.map((m) => m.gameCategory)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
      const sports = menus.find((m) => m.gameCategory === 'SPORTS')!.vendors.map((v) => v.vassalage);
      expect(sports).toEqual(['SABA', 'CMD', 'TF', 'DS88']);
      const rng = menus.find((m) => m.gameCategory === 'RNG')!.vendors;
      expect(rng[0]).toMatchObject({ vassalage: 'JL', gameType: 'RNG', name: 'JILI', linkUrl: '' });
      for (const menu of menus) {
        const sorts = menu.vendors.map((v) => v.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
        for (const v of menu.vendors) expect(Object.keys(v).sort()).toEqual(['gameType', 'iconUrl', 'linkUrl', 'name', 'sort', 'vassalage']);
      }
      expect(rng[0]!.iconUrl).toMatch(/^\/art\/vendor\/\d+\.svg$/);
      await expectArt(rng[0]!.iconUrl);
    });

    it('takes every prize mode of docs/product.md §9, changes nothing with it, and refuses anything else', async () => {
      const plain = await value('gameMenus');
      for (const mode of ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const) expect(await value('gameMenus', { prizeMode: mode })).toEqual(plain);
      for (const q of ['?prizeMode=lott', '?prizeMode=VN', '?other=1']) await expectBad('gameMenus', q);
    });

    it('is publicly cacheable, answers 304 to a matching ETag, and shows catalogue changes once the cache is cleared', async () => {
      const first = await get(pathOf('gameMenus'));
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(pathOf('gameMenus'), { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await t.db.update(vendors).set({ category: 'PVP' }).where(eq(vendors.vassalage, 'SABA'));
      expect(await value('gameMenus')).toEqual(first.json().value); // still the cached answer
      t.app.catalogueCache.invalidate();
      const changed = await get(pathOf('gameMenus'), { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      const menus = changed.json().value as GameMenu[];
      expect(menus.find((m) => m.gameCategory === 'PVP')!.vendors.map((v) => v.vassalage)).toContain('SABA');
      await t.db.update(vendors).set({ category: 'SPORTS' }).where(eq(vendors.vassalage, 'SABA'));
      t.app.catalogueCache.invalidate();
    });
  });

  describe('hotGames', () => {
    const query = { merchantCode: 'playstate', isPlatform: '2', platform: 'flash,html5-desktop', language: 'EN' } as const;
    const url = pathOf('hotGames', query);

    it('lists the first 20 hot games by rank, in the game shape', async () => {
      const { list } = await value('hotGames', query);
      const ranked = await t.db.select({ nodeId: games.nodeId }).from(games).where(isNotNull(games.hotRank)).orderBy(asc(games.hotRank));
      expect(ranked.length).toBeGreaterThan(20);
      expect(list.map((g) => g.nodeId)).toEqual(ranked.slice(0, 20).map((g) => g.nodeId));
      expect(Object.keys(list[0]!).sort()).toEqual([
        'gameClassify',
        'gameCode',
        'gameName',
        'gameType',
        'iconUrl',
        'isGame',
        'minBet',
        'minLineNum',
        'nodeId',
        'vassalage',
      ]);
      expect(list[0]!.iconUrl).toBe(`/art/game/${list[0]!.nodeId}.svg`);
      await expectArt(list[0]!.iconUrl);
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=60');
      expect(await value('hotGames')).toEqual({ list });
    });

    it('sends the bytes compressed the way the caller accepts, the same answer as plain', async () => {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const cases: [string, string, (b: Buffer) => Buffer][] = [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ];
      for (const [accept, encoding, inflate] of cases) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(plain.json());
      }
      expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    });

    it('refuses bad queries and a foreign merchant code', async () => {
      for (const q of ['isPlatform=3', 'language=XX', 'platform=<script>', 'limit=5']) await expectBad('hotGames', `?${q}`);
      await expectBad('hotGames', '?merchantCode=other', 'merchant.invalid');
    });
  });

  describe('winnerBoard', () => {
    const query = { gameCategory: 'ALL', language: 'EN', limitNum: 20 } as const;
    const url = pathOf('winnerBoard', query);

    it('lists the newest seeded wins first, at most limitNum, names masked, amounts with 2 decimals', async () => {
      const { list } = await value('winnerBoard', query);
      expect(list).toHaveLength(20);
      const newest = await t.db
        .select({ nodeId: gameWins.nodeId, name: gameWins.playerName, amount: gameWins.amount })
        .from(gameWins)
        .orderBy(desc(gameWins.occurredAt), desc(gameWins.id))
        .limit(20);
      expect(list.map((w) => [w.nodeId, w.winAmount])).toEqual(newest.map((w) => [w.nodeId, w.amount / 100]));
      for (const [i, card] of list.entries()) {
        expect(card.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]$/);
        expect(card.customerName).not.toBe(newest[i]!.name);
        expect(card.customerName[0]).toBe(newest[i]!.name[0]);
        expect(Math.round(card.winAmount * 100) / 100).toBe(card.winAmount);
        expect(card.iconUrl).toBe(`/art/game/${card.nodeId}.svg`);
      }
      expect(Object.keys(list[0]!).sort()).toEqual([
        'customerName',
        'gameCode',
        'gameName',
        'gameType',
        'iconUrl',
        'isGame',
        'nodeId',
        'vassalage',
        'winAmount',
      ]);
      expect((await value('winnerBoard', { limitNum: 5 })).list).toEqual(list.slice(0, 5));
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=15');
    });

    it('filters by game type and shows a new win first once the cache is cleared', async () => {
      const rng = (await value('winnerBoard', { gameCategory: 'RNG', limitNum: 50 })).list;
      expect(rng.length).toBeGreaterThan(0);
      expect(rng.every((w) => w.gameType === 'RNG')).toBe(true);
      const [game] = await t.db.select().from(games).where(eq(games.gameType, 'FISH')).limit(1);
      await t.db.insert(gameWins).values({ nodeId: game!.nodeId, playerName: 'demo', amount: 123_456, occurredAt: t.clock.now(), round: 'test-round-1' });
      t.app.catalogueCache.invalidate();
      const [top] = (await value('winnerBoard', query)).list;
      expect(top).toMatchObject({ nodeId: game!.nodeId, winAmount: 1234.56, customerName: 'd***o', gameName: game!.gameName });
    });

    it('refuses bad queries', async () => {
      for (const q of ['limitNum=0', 'limitNum=51', 'limitNum=abc', 'gameCategory=XYZ', 'gameCategory=all', 'page=1']) await expectBad('winnerBoard', `?${q}`);
    });
  });

  describe('banners and notices', () => {
    it('lists the banners of the groups asked for, in sort order, with their art', async () => {
      const home = await value('banners', { groupName: 'w_home' });
      expect(home.length).toBe(4);
      expect(home.every((b) => b.groupName === 'w_home')).toBe(true);
      expect(home.map((b) => b.sort)).toEqual([...home.map((b) => b.sort)].sort((a, b) => a - b));
      expect(Object.keys(home[0]!).sort()).toEqual(['groupName', 'id', 'linkage', 'linkageType', 'sort', 'title', 'url']);
      expect(home[0]!.url).toBe(`/art/banner/${home[0]!.id}.svg`);
      await expectArt(home[0]!.url);
      const video = await value('banners', { groupName: 'w_video,w_event' });
      expect(new Set(video.map((b) => b.groupName))).toEqual(new Set(['w_video', 'w_event']));
      expect(await value('banners', { groupName: 'w_nothing' })).toEqual([]);
      for (const q of ['', '?groupName=', '?groupName=W_HOME', '?groupName=w_home;x', '?groupName=w_home&x=1']) await expectBad('banners', q);
    });

    it('lists started notices newest first with their HTML sanitised', async () => {
      const now = t.clock.now();
      await t.db.insert(notices).values([
        {
          title: 'Unsafe',
          content: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">link</a></p>',
          startDate: new Date(now.getTime() - 1000),
        },
        { title: 'Not yet', content: 'later', startDate: new Date(now.getTime() + 86_400_000) },
      ]);
      t.app.catalogueCache.invalidate();
      const list = await value('notices', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
      expect(list.map((n) => n.title)).not.toContain('Not yet');
      const unsafe = list.find((n) => n.title === 'Unsafe')!;
      expect(unsafe.startDateStr).toBe(new Date(now.getTime() - 1000).toISOString());
      expect(unsafe.content).not.toMatch(/script|onclick|javascript/);
      expect(unsafe.content).toContain('Hi');
      expect(Object.keys(unsafe).sort()).toEqual(['content', 'id', 'startDateStr', 'title']);
      const dates = list.map((n) => n.startDateStr);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const q of ['?types=b;drop', '?platform=X', '?execution=Z', '?limit=1']) await expectBad('notices', q);
    });
  });

  describe('login-required catalogue calls', () => {
    const auth = () => ({ authorization: token });
    const paths = [
      pathOf('gameVendors', { merchantCode: 'playstate' }),
      pathOf('vendorGameTypes', { vassalage: 'JL' }),
      pathOf('merchantWallet', { merchantCode: 'playstate' }),
    ];

    it('answer 401 without a session and are never stored by the browser', async () => {
      for (const path of paths) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(401);
        expect(res.json()).toMatchObject({ errorCode: 'login.not.session' });
        expect((await get(path, auth())).headers['cache-control'], path).toBe('private, no-store');
      }
    });

    it('list the vendors, a vendor’s game types and the single wallet', async () => {
      const list = await value('gameVendors', { merchantCode: 'playstate' }, auth());
      expect(list).toHaveLength(VENDORS.length);
      expect(list.find((v) => v.vassalage === 'DS88')).toMatchObject({ gameType: 'COCKFIGHT', gameCategory: 'SPORTS' });
      const types = await value('vendorGameTypes', { vassalage: 'JL' }, auth());
      expect(types).toEqual([
        { vassalage: 'JL', gameType: 'RNG', gameCategory: 'RNG', name: 'JILI', gameCount: 1260 },
        { vassalage: 'JL', gameType: 'FISH', gameCategory: 'FISH', name: 'JILI Fishing', gameCount: 24 },
      ]);
      expect(await value('vendorGameTypes', { vassalage: 'NOPE' }, auth())).toEqual([]);
      expect(await value('merchantWallet', { merchantCode: 'playstate' }, auth())).toEqual({
        isSingle: true,
        wallets: [{ code: 'MAIN', name: 'Main wallet', currency: 'PHP' }],
      });
    });

    it('refuse bad queries', async () => {
      const bad: [TabledCall, string][] = [
        ['vendorGameTypes', ''],
        ['vendorGameTypes', '?vassalage=jl'],
        ['gameVendors', '?merchantCode=a%20b'],
        ['merchantWallet', '?x=1'],
      ];
      for (const [name, q] of bad) await expectBad(name, q, 'request.invalid', auth());
      await expectBad('merchantWallet', '?merchantCode=other', 'merchant.invalid', auth());
    });
  });

  describe('the home seed', () => {
    it('runs once; a database seeded before it existed gets its wins on the next start', async () => {
      const wins = async () => (await t.db.select({ n: count() }).from(gameWins))[0]!.n;
      expect(await seedDemoData(t.db, t.clock, t.deps.config.merchant)).toBe(false);
      await t.db.delete(gameWins);
      await t.db.delete(seedRuns).where(eq(seedRuns.name, 'home'));
      expect(await seedDemoData(t.db, t.clock, t.deps.config.merchant)).toBe(true);
      expect(await wins()).toBe(SEEDED_WIN_COUNT);
      expect(await seedDemoData(t.db, t.clock, t.deps.config.merchant)).toBe(false);
      expect(await wins()).toBe(SEEDED_WIN_COUNT);
    });
  });
});
