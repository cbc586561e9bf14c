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
import type { Banner, Game, GameMenu, MerchantWallet, Notice, Vendor, VendorGameType, WinnerCard } from '../../../contract/catalogue/catalogue.ts';

describe.each(dbKinds)('the catalogue API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...MERCHANT_HEADERS, ...headers } });
  const value = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(200);
    expect(res.json()).toMatchObject({ success: true, errorCode: '' });
    return res.json().value as T;
  };
  const expectBad = async (url: string, errorCode = 'request.invalid', headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode, url).toBe(400);
    expect(res.json(), url).toMatchObject({ success: false, errorCode });
  };
  const expectArt = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  };

  describe('GET /lgw/games/game_menus', () => {
    it('lists the categories in order with their vendors as filed on the server, leaving out empty ones', async () => {
      const menus = await value<GameMenu[]>('/lgw/games/game_menus?prizeMode=LOTT');
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
      const plain = await value('/lgw/games/game_menus');
      for (const mode of ['LOTT', 'ZY', 'ELOTT', 'SEA']) expect(await value(`/lgw/games/game_menus?prizeMode=${mode}`)).toEqual(plain);
      for (const q of ['?prizeMode=lott', '?prizeMode=VN', '?other=1']) await expectBad(`/lgw/games/game_menus${q}`);
    });

    it('is publicly cacheable, answers 304 to a matching ETag, and shows catalogue changes once the cache is cleared', async () => {
      const first = await get('/lgw/games/game_menus');
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get('/lgw/games/game_menus', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await t.db.update(vendors).set({ category: 'PVP' }).where(eq(vendors.vassalage, 'SABA'));
      expect(await value('/lgw/games/game_menus')).toEqual(first.json().value); // still the cached answer
      t.app.catalogueCache.invalidate();
      const changed = await get('/lgw/games/game_menus', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      const menus = changed.json().value as GameMenu[];
      expect(menus.find((m) => m.gameCategory === 'PVP')!.vendors.map((v) => v.vassalage)).toContain('SABA');
      await t.db.update(vendors).set({ category: 'SPORTS' }).where(eq(vendors.vassalage, 'SABA'));
      t.app.catalogueCache.invalidate();
    });
  });

  describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
    const url = '/wps/relay/GCSGAME_hotGamesV2?merchantCode=playstate&isPlatform=2&platform=flash,html5-desktop&language=EN';

    it('lists the first 20 hot games by rank, in the game shape', async () => {
      const { list } = await value<{ list: Game[] }>(url);
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
      expect(await value('/wps/relay/GCSGAME_hotGamesV2')).toEqual({ list });
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
      for (const q of ['isPlatform=3', 'language=XX', 'platform=<script>', 'limit=5']) await expectBad(`/wps/relay/GCSGAME_hotGamesV2?${q}`);
      await expectBad('/wps/relay/GCSGAME_hotGamesV2?merchantCode=other', 'merchant.invalid');
    });
  });

  describe('GET /wps/relay/GCSGAME_getRankList', () => {
    const url = '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20';

    it('lists the newest seeded wins first, at most limitNum, names masked, amounts with 2 decimals', async () => {
      const { list } = await value<{ list: WinnerCard[] }>(url);
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
      expect((await value<{ list: WinnerCard[] }>('/wps/relay/GCSGAME_getRankList?limitNum=5')).list).toEqual(list.slice(0, 5));
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=15');
    });

    it('filters by game type and shows a new win first once the cache is cleared', async () => {
      const rng = (await value<{ list: WinnerCard[] }>('/wps/relay/GCSGAME_getRankList?gameCategory=RNG&limitNum=50')).list;
      expect(rng.length).toBeGreaterThan(0);
      expect(rng.every((w) => w.gameType === 'RNG')).toBe(true);
      const [game] = await t.db.select().from(games).where(eq(games.gameType, 'FISH')).limit(1);
      await t.db.insert(gameWins).values({ nodeId: game!.nodeId, playerName: 'demo', amount: 123_456, occurredAt: t.clock.now(), round: 'test-round-1' });
      t.app.catalogueCache.invalidate();
      const [top] = (await value<{ list: WinnerCard[] }>(url)).list;
      expect(top).toMatchObject({ nodeId: game!.nodeId, winAmount: 1234.56, customerName: 'd***o', gameName: game!.gameName });
    });

    it('refuses bad queries', async () => {
      for (const q of ['limitNum=0', 'limitNum=51', 'limitNum=abc', 'gameCategory=XYZ', 'gameCategory=all', 'page=1'])
        await expectBad(`/wps/relay/GCSGAME_getRankList?${q}`);
    });
  });

  describe('banners and notices', () => {
    it('lists the banners of the groups asked for, in sort order, with their art', async () => {
      const home = await value<Banner[]>('/wps/relay/MCSFE_getBanners?groupName=w_home');
      expect(home.length).toBe(4);
      expect(home.every((b) => b.groupName === 'w_home')).toBe(true);
      expect(home.map((b) => b.sort)).toEqual([...home.map((b) => b.sort)].sort((a, b) => a - b));
      expect(Object.keys(home[0]!).sort()).toEqual(['groupName', 'id', 'linkage', 'linkageType', 'sort', 'title', 'url']);
      expect(home[0]!.url).toBe(`/art/banner/${home[0]!.id}.svg`);
      await expectArt(home[0]!.url);
      const video = await value<Banner[]>('/wps/relay/MCSFE_getBanners?groupName=w_video,w_event');
      expect(new Set(video.map((b) => b.groupName))).toEqual(new Set(['w_video', 'w_event']));
      expect(await value('/wps/relay/MCSFE_getBanners?groupName=w_nothing')).toEqual([]);
      for (const q of ['', '?groupName=', '?groupName=W_HOME', '?groupName=w_home;x', '?groupName=w_home&x=1'])
        await expectBad(`/wps/relay/MCSFE_getBanners${q}`);
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
      const list = await value<Notice[]>('/wps/relay/MCSFE_getListNotices?types=B,PL,PU,PR&platform=W&execution=B');
      expect(list.map((n) => n.title)).not.toContain('Not yet');
      const unsafe = list.find((n) => n.title === 'Unsafe')!;
      expect(unsafe.startDateStr).toBe(new Date(now.getTime() - 1000).toISOString());
      expect(unsafe.content).not.toMatch(/script|onclick|javascript/);
      expect(unsafe.content).toContain('Hi');
      expect(Object.keys(unsafe).sort()).toEqual(['content', 'id', 'startDateStr', 'title']);
      const dates = list.map((n) => n.startDateStr);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const q of ['?types=b;drop', '?platform=X', '?execution=Z', '?limit=1']) await expectBad(`/wps/relay/MCSFE_getListNotices${q}`);
    });
  });

  describe('login-required catalogue calls', () => {
    const auth = () => ({ authorization: token });
    const paths = [
      '/wps/relay/GCSGAME_gameVendor?merchantCode=playstate',
      '/wps/relay/GCSGAME_getVassGameType?vassalage=JL',
      '/wps/relay/GCS_merchantWallet?merchantCode=playstate',
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
      const list = await value<Vendor[]>(paths[0]!, auth());
      expect(list).toHaveLength(VENDORS.length);
      expect(list.find((v) => v.vassalage === 'DS88')).toMatchObject({ gameType: 'COCKFIGHT', gameCategory: 'SPORTS' });
      const types = await value<VendorGameType[]>(paths[1]!, auth());
      expect(types).toEqual([
        { vassalage: 'JL', gameType: 'RNG', gameCategory: 'RNG', name: 'JILI', gameCount: 1260 },
        { vassalage: 'JL', gameType: 'FISH', gameCategory: 'FISH', name: 'JILI Fishing', gameCount: 24 },
      ]);
      expect(await value('/wps/relay/GCSGAME_getVassGameType?vassalage=NOPE', auth())).toEqual([]);
      expect(await value<MerchantWallet>(paths[2]!, auth())).toEqual({ isSingle: true, wallets: [{ code: 'MAIN', name: 'Main wallet', currency: 'PHP' }] });
    });

    it('refuse bad queries', async () => {
      for (const q of ['GCSGAME_getVassGameType', 'GCSGAME_getVassGameType?vassalage=jl', 'GCSGAME_gameVendor?merchantCode=a%20b', 'GCS_merchantWallet?x=1'])
        await expectBad(`/wps/relay/${q}`, 'request.invalid', auth());
      await expectBad('/wps/relay/GCS_merchantWallet?merchantCode=other', 'merchant.invalid', auth());
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
