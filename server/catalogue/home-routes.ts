import type { FastifyInstance } from 'fastify';
import { sendPublic } from '../http/response-cache.ts';
import { CATALOGUE_TTL_SECONDS, loadBanners, loadNotices } from './service.ts';
import { registerCall } from '../http/call-route.ts';

/**
 * Banners and the notice marquee of the home page (docs/product.md §2 Home). Resources and customer service are already in
 * the status answer (GET /wps/system/status, info.resources and info.customerService), so they are not repeated.
 */
export async function homeRoutes(app: FastifyInstance) {
  const { db, clock } = app.deps;
  const cache = app.catalogueCache;
  const ttl = CATALOGUE_TTL_SECONDS * 1000;

  registerCall(app, 'banners', async (request, reply) => {
    // Sorted and deduplicated, so "w_video,w_home" and "w_home,w_video,w_home" share one cache entry; per language, as
    // the captions are translated (issue 16).
    const groups = [...new Set(request.query.groupName.split(','))].sort();
    const key = `banners:${groups.join(',')}:${request.language}`;
    return sendPublic(request, reply, await cache.get(key, ttl, () => loadBanners(db, groups, request.language)), CATALOGUE_TTL_SECONDS, true);
  });

  // Per language: the notices' translations overlay the English rows (issue 16).
  registerCall(app, 'notices', async (request, reply) =>
    sendPublic(
      request,
      reply,
      await cache.get(`notices:${request.language}`, ttl, () => loadNotices(db, clock.now(), request.language)),
      CATALOGUE_TTL_SECONDS,
      true,
    ),
  );
}
