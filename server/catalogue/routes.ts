import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ResponseCache } from '../http/response-cache.ts';
import { gameRoutes } from './game-list-routes.ts';
import { homeRoutes } from './home-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised catalogue and home answers; cleared by operator commands (server/ops/socket.ts) and tests. */
    catalogueCache: ResponseCache;
  }
}

/**
 * The catalogue (docs/product.md §7 Games) and the home page's banners and notices. A plugin that is not encapsulated, so
 * the cache it decorates is reachable from the root instance (the operator socket clears it).
 */
export const catalogueRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogueCache', new ResponseCache(app.deps.clock));
    await app.register(gameRoutes);
    await app.register(homeRoutes);
  },
  { name: 'catalogue-routes' },
);
