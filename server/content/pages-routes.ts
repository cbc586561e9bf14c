// Content pages and app download links (issue 16). Thin: content-pages.ts decides the language and what is
// published. Public answers, the same for everyone of one language, built once per period (like the catalogue).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCall } from '../http/call-route.ts';
import { sendPublic } from '../http/response-cache.ts';
import { CATALOGUE_TTL_SECONDS } from '../catalogue/service.ts';
import { promotionArt } from '../catalogue/art.ts';
import { langQuery } from '../http/lang-query.ts';
import { contentListOf, contentPageOf, coverTitle } from './content-pages.ts';
import { appDownloadsOf } from './app-downloads.ts';
import { CONTENT_KINDS, SLUG_MAX, SLUG_PATTERN } from '../../contract/rules/content.ts';

const coverParams = z.strictObject({ kind: z.enum(CONTENT_KINDS), slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN) });

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  const cache = app.catalogueCache;
  const ttl = CATALOGUE_TTL_SECONDS * 1000;

  registerCall(app, 'contentList', async (request, reply) => {
    const { kind } = request.query;
    const lang = request.language;
    const answer = await cache.get(`content:${kind}:${lang}`, ttl, async () => ({ list: await contentListOf(db, kind, lang, clock.now()) }));
    return sendPublic(request, reply, answer, CATALOGUE_TTL_SECONDS, true);
  });

  registerCall(app, 'contentPage', async (request, reply) => {
    const { kind, slug } = request.query;
    const lang = request.language;
    // A missing page throws inside the load, and a failed load is not kept: the next write shows at once.
    const answer = await cache.get(`content:${kind}:${slug ?? ''}:${lang}`, ttl, () => contentPageOf(db, kind, slug, lang, clock.now()));
    return sendPublic(request, reply, answer, CATALOGUE_TTL_SECONDS, true);
  });

  registerCall(app, 'appDownloads', async (request, reply) =>
    sendPublic(request, reply, await cache.get('appDownloads', ttl, () => appDownloadsOf(db)), CATALOGUE_TTL_SECONDS),
  );

  // The seeded covers: generated pictures (nothing is fetched from elsewhere) with the page's title in the language
  // (?lang=, issue 16), else its English title.
  app.get('/art/cover/:kind/:slug.svg', { schema: { tags: ['art'], params: coverParams, querystring: langQuery } }, async (request, reply) => {
    const { kind, slug } = request.params;
    const title = await coverTitle(db, kind, slug, request.query.lang);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(promotionArt(title, `${kind}/${slug}`));
  });
}
