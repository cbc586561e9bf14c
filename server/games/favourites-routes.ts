import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from './favourites.ts';
import { FAVOURITES_LIMIT } from '../../contract/rules/favourites.ts';

/** Favourite games (docs/product.md §7 Games, §4 Favourites): real accounts only (the route table says 'member'). */
export async function favouriteRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;

  registerCall(app, 'favouriteIds', async (request) => ok({ nodeIds: await favouriteIds(db, memberOf(request).id) }));

  registerCall(app, 'favouritePage', async (request) => ok(await favouritePage(db, memberOf(request).id, request.query.pageNum, request.query.pageSize)));

  registerCall(app, 'addFavourite', async (request) => {
    const { nodeId } = request.body;
    const outcome = await addFavourite(db, clock, memberOf(request).id, request.body, FAVOURITES_LIMIT);
    return ok({ nodeId, favourite: true, changed: outcome === 'added' });
  });

  registerCall(app, 'removeFavourite', async (request) => {
    const { nodeId } = request.query;
    return ok({ nodeId, favourite: false, changed: await removeFavourite(db, memberOf(request).id, nodeId) });
  });
}
