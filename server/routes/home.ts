import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublic } from '../http/response-cache.ts';
import { CATALOGUE_TTL_SECONDS, loadBanners, loadNotices } from '../domain/catalogue.ts';
import { bannersQuery, noticesQuery } from '../../contract/catalogue.ts';

const tags = ['home'];

/**
 * Banners and the notice marquee of the home page (spec §2 Home). Resources and customer service are already in
 * the status answer (GET /wps/system/status, info.resources and info.customerService), so they are not repeated.
 */
export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  const cache = app.catalogueCache;
  const ttl = CATALOGUE_TTL_SECONDS * 1000;

  app.get(
    '/wps/relay/MCSFE_getBanners',
    { schema: { tags, summary: 'Banners of one or more groups (w_home, w_video, w_event ...), in sort order', querystring: bannersQuery } },
    async (request, reply) => {
      // Sorted and deduplicated, so "w_video,w_home" and "w_home,w_video,w_home" share one cache entry.
      const groups = [...new Set(request.query.groupName.split(','))].sort();
      return sendPublic(request, reply, await cache.get(`banners:${groups.join(',')}`, ttl, () => loadBanners(db, groups)), CATALOGUE_TTL_SECONDS);
    },
  );

  app.get(
    '/wps/relay/MCSFE_getListNotices',
    {
      schema: {
        tags,
        summary: 'Notices for the marquee, newest first, HTML sanitised',
        description: 'types, platform and execution are validated only: notices have no type or audience, every visitor sees them all.',
        querystring: noticesQuery,
      },
    },
    async (request, reply) => sendPublic(request, reply, await cache.get('notices', ttl, () => loadNotices(db, clock.now())), CATALOGUE_TTL_SECONDS),
  );
}
