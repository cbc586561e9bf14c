import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/auth.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { roleOf } from '../../contract/rules/member-type.ts';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from '../domain/favourites.ts';
import {
  FAVOURITES_LIMIT,
  addFavouriteBody,
  favouriteListQuery,
  removeFavouriteQuery,
  type FavouriteChange,
  type FavouriteIds,
} from '../../contract/favourites.ts';

const tags = ['favourites'];
const security = [{ token: [] }];
const config = { auth: 'session' } as const;

/**
 * Favourite games (spec §7 Games, §4 Favourites). Login required, and a real account: a trial player has no
 * favourites (the site asks them to register), so every call refuses one with 403 member.trial.
 */
export async function favouriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;

  // onRequest runs after the session check (a root hook) and before the body is validated, so a trial player
  // hears "register first" whatever they sent.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth && roleOf(memberOf(request).type) === 'trial')
      throw new ApiError(403, 'member.trial', 'Please Register An Account First');
  });
  // Answers differ per member and change with every toggle: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { config, schema: { tags, security, summary: "The member's favourite game ids, newest first (value.nodeIds)" } },
    async (request) => {
      const value: FavouriteIds = { nodeIds: await favouriteIds(db, memberOf(request).id) };
      return ok(value);
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { config, schema: { tags, security, summary: 'A page of the favourite games, newest first (value: content, pageNum, pageSize, totalPages, total)', querystring: favouriteListQuery } },
    async (request) => ok(await favouritePage(db, memberOf(request).id, request.query.pageNum, request.query.pageSize)),
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Add a favourite game; adding one that already is a favourite succeeds and changes nothing',
        description: `vendor and gameType must be the game's own. At most ${FAVOURITES_LIMIT} favourites (favourite.limit).`,
        body: addFavouriteBody,
      },
    },
    async (request) => {
      const { nodeId } = request.body;
      const outcome = await addFavourite(db, clock, memberOf(request).id, request.body, FAVOURITES_LIMIT);
      if (outcome === 'unknownGame') throw new ApiError(404, 'game.not.found', `No game with nodeId ${nodeId}`);
      if (outcome === 'mismatch') throw new ApiError(400, 'game.mismatch', `vendor and gameType must be those of game ${nodeId}`);
      if (outcome === 'full') return refused('favourite.limit', `At most ${FAVOURITES_LIMIT} favourite games`, { limit: FAVOURITES_LIMIT });
      const value: FavouriteChange = { nodeId, favourite: true, changed: outcome === 'added' };
      return ok(value);
    },
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    {
      config,
      schema: { tags, security, summary: 'Remove a favourite game (nodeId in the query); removing one that is not a favourite succeeds', querystring: removeFavouriteQuery },
    },
    async (request) => {
      const { nodeId } = request.query;
      const value: FavouriteChange = { nodeId, favourite: false, changed: await removeFavourite(db, memberOf(request).id, nodeId) };
      return ok(value);
    },
  );
}
