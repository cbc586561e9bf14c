import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { banners } from '../db/schema-content.ts';
import { promotions } from '../db/schema-economy.ts';
import { games, vendors } from '../db/schema-games.ts';
import { ApiError } from '../http/envelope.ts';
import { avatarArt, bannerArt, gameArt, promotionArt, vendorArt } from './art.ts';
import { AVATAR_COUNT } from '../../contract/rules/avatars.ts';
import { langQuery } from '../http/lang-query.ts';
import { overlayTranslations } from '../content/translations.ts';

const notFound = () => new ApiError(404, 'request.not.found', 'No such image');
const idParam = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const codeParam = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

const sendSvg = (reply: FastifyReply, svg: string) => reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);

export async function artRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const schema = { tags: ['art'], params: idParam };

  app.get('/art/game/:id.svg', { schema }, async (request, reply) => {
    const [game] = await db.select({ name: games.gameName, vendor: games.vassalage }).from(games).where(eq(games.nodeId, request.params.id));
    if (!game) throw notFound();
    return sendSvg(reply, gameArt(game.name, game.vendor));
  });

  app.get('/art/banner/:id.svg', { schema: { ...schema, querystring: langQuery } }, async (request, reply) => {
    const [banner] = await db.select().from(banners).where(eq(banners.id, request.params.id));
    if (!banner) throw notFound();
    const [caption] = await overlayTranslations(db, 'BANNER', [{ id: banner.id, title: banner.title, content: banner.title }], request.query.lang ?? 'EN');
    return sendSvg(reply, bannerArt(caption!.title, banner.groupName, banner.title));
  });

  // A promotion's card picture (promotions.image_url), by its code; a disabled promotion's too (old links keep working).
  app.get('/art/promotion/:code.svg', { schema: { tags: ['art'], params: codeParam, querystring: langQuery } }, async (request, reply) => {
    const [promotion] = await db
      .select({ id: promotions.id, title: promotions.title, content: promotions.title })
      .from(promotions)
      .where(eq(promotions.code, request.params.code));
    if (!promotion) throw notFound();
    const [text] = await overlayTranslations(db, 'PROMOTION', [promotion], request.query.lang ?? 'EN');
    return sendSvg(reply, promotionArt(text!.title, request.params.code));
  });

  app.get('/art/avatar/:id.svg', { schema }, async (request, reply) => {
    if (request.params.id > AVATAR_COUNT) throw notFound();
    return sendSvg(reply, avatarArt(request.params.id));
  });

  app.get('/art/vendor/:id.svg', { schema }, async (request, reply) => {
    const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, request.params.id));
    if (!vendor) throw notFound();
    return sendSvg(reply, vendorArt(vendor.name));
  });
}
