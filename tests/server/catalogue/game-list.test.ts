import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ilike, lte, type SQL } from 'drizzle-orm';
import { MERCHANT_HEADERS, dbKinds, startTestServer } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { games } from '../../../server/db/schema-games.ts';
import type { GameListPage } from '../../../contract/catalogue/catalogue.ts';
import { pathOf } from '../call-client.ts';

describe.each(dbKinds)('gameList on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    token = await runOpsCommand(t.deps, 'token', { account: 'demo' });
  });
  afterAll(() => t.close());

  // The query strings as the spec's requests write them (empty values, "null"): sent as written, on the call's path.
  const list = (query: string, auth = true) =>
    t.app.inject({ method: 'GET', url: `${pathOf('gameList')}?${query}`, headers: { ...MERCHANT_HEADERS, ...(auth ? { authorization: token } : {}) } });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, query).toBe(200);
    return res.json().value as GameListPage;
  };
  const countWhere = async (where: SQL | undefined) => (await t.db.select({ n: count() }).from(games).where(where))[0]!.n;

  it('pages through a game type as the spec request sends it: 20 a page, every game once', async () => {
    const first = await page(
      'clientType=3&platform=flash,html5-desktop&merchant=playstate&gameType=RNG&vassalage=&gameClassify=&gameName=&minBet=&minLineNum=null&pageNo=1&pageSize=20&language=EN',
    );
    expect(first.games).toHaveLength(20);
    expect(first.total).toBe(await countWhere(eq(games.gameType, 'RNG')));
    expect(first.games.every((g) => g.gameType === 'RNG' && g.iconUrl === `/art/game/${g.nodeId}.svg`)).toBe(true);
    const seen = new Set<number>();
    for (let pageNo = 1; pageNo <= Math.ceil(first.total / 100); pageNo++)
      for (const g of (await page(`gameType=RNG&pageSize=100&pageNo=${pageNo}`)).games) seen.add(g.nodeId);
    expect(seen.size).toBe(first.total);
  });

  it('filters by provider, sub-category, part of the name (any case) and the highest minimum bet', async () => {
    const filtered = await page('gameType=RNG&vassalage=PG&gameClassify=JP&gameName=gold&minBet=5&pageSize=100');
    const expected = await countWhere(
      and(eq(games.gameType, 'RNG'), eq(games.vassalage, 'PG'), eq(games.gameClassify, 'JP'), ilike(games.gameName, '%gold%'), lte(games.minBet, 5)),
    );
    expect(expected).toBeGreaterThan(0);
    expect(filtered.total).toBe(expected);
    for (const g of filtered.games) {
      expect(g).toMatchObject({ vassalage: 'PG', gameClassify: 'JP' });
      expect(g.gameName.toLowerCase()).toContain('gold');
      expect(g.minBet).toBeLessThanOrEqual(5);
    }
  });

  it("treats LIKE's wildcards in a name as plain text, and an empty page past the end", async () => {
    expect((await page('gameType=RNG&gameName=%25')).total).toBe(0);
    expect((await page('gameType=RNG&gameName=_')).total).toBe(0);
    const beyond = await page('gameType=LIVE&pageNo=500');
    expect(beyond.games).toEqual([]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('needs a session and refuses bad queries with 400', async () => {
    expect((await list('gameType=RNG', false)).statusCode).toBe(401);
    for (const q of [
      '',
      'gameType=CASINO',
      'gameType=RNG&pageSize=500',
      'gameType=RNG&pageNo=0',
      'gameType=RNG&vassalage=pg;drop',
      'gameType=RNG&gameClassify=XX',
      'gameType=RNG&minBet=-1',
      'gameType=RNG&extra=1',
    ]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    const foreign = await list('gameType=RNG&merchant=other');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorCode).toBe('merchant.invalid');
  });
});
