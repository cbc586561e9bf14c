import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { liveRooms, memberOpenedNumbers, openedNumbers, recentLotteries, vnLotteryMenu } from './lottery.ts';

/**
 * The lottery lobby's calls (docs/product.md §7) and the live-casino rooms. Reading a result after its draw closed
 * draws it once and settles the tickets that were waiting for it.
 */
export async function lotteryRoutes(app: FastifyInstance) {
  const deps = app.deps;

  registerCall(app, 'vnLotteryMenu', async (_request, reply) => {
    const value = await vnLotteryMenu(deps);
    // The next draw time changes each period: a short public cache is enough.
    reply.header('cache-control', 'public, max-age=5');
    return ok(value);
  });

  registerCall(app, 'recentLotteries', async (request) => ok(await recentLotteries(deps, memberOf(request).id, request.query.limitNum ?? 20)));

  registerCall(app, 'openedNumbers', async (request, reply) => {
    const value = await openedNumbers(deps, app.demoLottery, request.query.limitNum ?? 50);
    reply.header('cache-control', 'public, max-age=5');
    return ok(value);
  });

  registerCall(app, 'memberOpenedNumbers', async (request) =>
    ok(await memberOpenedNumbers(deps, app.demoLottery, memberOf(request).id, request.query.limitNum ?? 20)),
  );

  registerCall(app, 'liveRooms', async (request) => ok(await liveRooms(deps, request.query.vassalage)));
}
