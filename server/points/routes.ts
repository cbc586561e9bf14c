// The points mall's calls (issue 15, docs/loyalty.md §points mall) and its goods pictures. Thin: the rules live in
// redeem-goods.ts and convert-cash.ts, one transaction per redemption or conversion. Shown while PTSYS3 is on.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { registerRangeCall } from '../http/range-call.ts';
import { goodsImage } from './points-mall-art.ts';
import { goodsOnSale, pointConfigOf } from './mall-goods.ts';
import { memberPointBalance, pointDetailsOf } from './member-points.ts';
import { redemptionPageOf } from './redemptions.ts';
import { redeemPoints } from './redeem-goods.ts';
import { convertPoints } from './convert-cash.ts';

/** The whitelabel module of the points mall. */
export const POINTS_MODULE = 'PTSYS3';

const codeParam = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

export async function pointRoutes(root: FastifyInstance) {
  await root.register(async (app) => {
    const deps = app.deps;
    const { db } = deps;

    const mall = () => requireModule(app, POINTS_MODULE);

    registerCall(app, 'pointBalance', async (request) => {
      await mall();
      return ok(await memberPointBalance(db, memberOf(request).id));
    });

    registerCall(app, 'pointConfig', async () => {
      await mall();
      return ok(await pointConfigOf(db));
    });

    registerCall(app, 'pointGoods', async (request) => {
      await mall();
      return ok({ list: await goodsOnSale(db, request.language, request.query.type) });
    });

    registerCall(app, 'redeemPoints', async (request) => {
      await mall();
      return ok(await redeemPoints(deps, memberOf(request).id, request.body));
    });

    registerRangeCall(app, 'pointRedemptions', async (request, range) => {
      await mall();
      const q = request.query;
      return redemptionPageOf(db, memberOf(request).id, range, q.status, q.pageNum, q.pageSize);
    });

    registerRangeCall(app, 'pointDetails', async (request, range) => {
      await mall();
      return pointDetailsOf(db, memberOf(request).id, range, request.query.pageNum, request.query.pageSize);
    });

    registerCall(app, 'convertPoints', async (request) => {
      await mall();
      return ok(await convertPoints(deps, memberOf(request).id, request.body));
    });
  });

  // A good's picture (point_goods.image_url). A plain route, not a call: an unknown code is the HTTP level's 404.
  const art = root.withTypeProvider<ZodTypeProvider>();
  art.get('/art/goods/:code.svg', { schema: { tags: ['art'], params: codeParam } }, async (request, reply) => {
    const svg = await goodsImage(root.deps.db, request.params.code);
    if (svg === null) throw new ApiError(404, 'request.not.found', 'No such image');
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
