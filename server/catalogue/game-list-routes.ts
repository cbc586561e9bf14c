import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../http/envelope.ts';
import { sendPrivate, sendPublic } from '../http/response-cache.ts';
import {
  CATALOGUE_TTL_SECONDS,
  WINS_TTL_SECONDS,
  loadGameListPage,
  loadGameMenus,
  loadHotGames,
  loadVendorGameTypes,
  loadVendors,
  loadWinnerBoard,
} from './service.ts';
import type { GameList, WinnerBoard } from '../../contract/catalogue/catalogue.ts';
import { registerCall } from '../http/call-route.ts';

const cached = { sessionCheck: 'cached' } as const;
/** Browse pages kept in the catalogue cache, per filter. */
const GAME_LIST_CACHED_PAGES = 3;

/**
 * The game catalogue (docs/product.md §7 Games). Every answer is the same for every caller, so each is built once per period
 * (ResponseCache) and sent as ready bytes; the public ones may also be kept by browsers, the login-required ones
 * may not (the site keeps those in session storage itself, docs/product.md §4 Caching).
 */
export async function gameRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const cache = app.catalogueCache;
  const ttl = CATALOGUE_TTL_SECONDS * 1000;

  // The Merchant header is already checked (request-context); a merchantCode in the query must agree with it.
  const sameMerchant = (code: string | undefined) => {
    if (code !== undefined && code !== config.merchant.code) throw new ApiError(400, 'merchant.invalid', "merchantCode must name this site's merchant");
  };

  registerCall(app, 'gameMenus', async (request, reply) =>
    sendPublic(request, reply, await cache.get('menus', ttl, () => loadGameMenus(db)), CATALOGUE_TTL_SECONDS),
  );

  registerCall(
    app,
    'gameVendors',
    async (request, reply) => {
      sameMerchant(request.query.merchantCode);
      return sendPrivate(request, reply, await cache.get('vendors', ttl, () => loadVendors(db)));
    },
    cached,
  );

  registerCall(
    app,
    'gameList',
    async (request, reply) => {
      const q = request.query;
      sameMerchant(q.merchant);
      const filter = {
        gameType: q.gameType,
        vassalage: q.vassalage || undefined,
        gameClassify: q.gameClassify || undefined,
        gameName: q.gameName || undefined,
        minBet: q.minBet === '' ? undefined : q.minBet,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
      // The first pages of a browse (no name typed) are what every player opens: built once per period like the
      // rest of the catalogue. Searches and deeper pages go to the database, so they cannot crowd the cache out.
      if (!filter.gameName && filter.pageNo <= GAME_LIST_CACHED_PAGES) {
        const key = `gameList:${filter.gameType}:${filter.vassalage ?? ''}:${filter.gameClassify ?? ''}:${filter.minBet ?? ''}:${filter.pageNo}:${filter.pageSize}`;
        return sendPrivate(request, reply, await cache.get(key, ttl, () => loadGameListPage(db, filter)));
      }
      return ok(await loadGameListPage(db, filter));
    },
    cached,
  );

  registerCall(
    app,
    'vendorGameTypes',
    async (request, reply) => {
      const { merchantCode, vassalage } = request.query;
      sameMerchant(merchantCode);
      return sendPrivate(request, reply, await cache.get(`vassGameType:${vassalage}`, ttl, () => loadVendorGameTypes(db, vassalage)));
    },
    cached,
  );

  registerCall(app, 'hotGames', async (request, reply) => {
    sameMerchant(request.query.merchantCode);
    const answer = await cache.get('hotGames', ttl, async (): Promise<GameList> => ({ list: await loadHotGames(db) }));
    return sendPublic(request, reply, answer, CATALOGUE_TTL_SECONDS);
  });

  registerCall(app, 'winnerBoard', async (request, reply) => {
    const category = request.query.gameCategory ?? 'ALL';
    const limit = request.query.limitNum ?? 20;
    const load = async (): Promise<WinnerBoard> => ({ list: await loadWinnerBoard(db, category, limit) });
    return sendPublic(request, reply, await cache.get(`rankList:${category}:${limit}`, WINS_TTL_SECONDS * 1000, load), WINS_TTL_SECONDS);
  });
}
