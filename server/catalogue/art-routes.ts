import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/envelope.ts';
import { langQuery } from '../http/lang-query.ts';
import { avatarImage, bannerImage, gameImage, promotionImage, vendorImage } from './art-images.ts';

const idParam = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const codeParam = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

/** These are plain routes, not calls: an unknown picture is the HTTP level's 404. */
const sendSvg = (reply: FastifyReply, svg: string | null) => {
  if (svg === null) throw new ApiError(404, 'request.not.found', 'No such image');
  return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
};

export async function artRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const schema = { tags: ['art'], params: idParam };

  app.get('/art/game/:id.svg', { schema }, async (request, reply) => sendSvg(reply, await gameImage(db, request.params.id)));

  app.get('/art/banner/:id.svg', { schema: { ...schema, querystring: langQuery } }, async (request, reply) =>
    sendSvg(reply, await bannerImage(db, request.params.id, request.query.lang ?? 'EN')),
  );

  app.get('/art/promotion/:code.svg', { schema: { tags: ['art'], params: codeParam, querystring: langQuery } }, async (request, reply) =>
    sendSvg(reply, await promotionImage(db, request.params.code, request.query.lang ?? 'EN')),
  );

  app.get('/art/avatar/:id.svg', { schema }, async (request, reply) => sendSvg(reply, avatarImage(request.params.id)));

  app.get('/art/vendor/:id.svg', { schema }, async (request, reply) => sendSvg(reply, await vendorImage(db, request.params.id)));
}
