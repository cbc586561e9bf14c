import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { requireModule } from '../http/whitelabel.ts';
import { loadRecentGames } from './game-launch.ts';
import { launchFreeGameUrl, launchGameUrl } from './launch-urls.ts';
import { handleWalletCall } from '../vendor/operator-wallet.ts';
import { SIGNATURE_HEADER, WALLET_ACTIONS } from '../vendor/protocol.ts';
import { registerCall } from '../http/call-route.ts';
import type { GameList } from '../../contract/catalogue/catalogue.ts';

/**
 * Game launch (docs/product.md §4, §7): a real-money launch for a signed-in real account (the route table refuses
 * trials), free play for anyone, the member's recent games; and the operator's wallet endpoint the game vendor
 * calls (docs/architecture.md §5).
 */
export async function launchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const { db } = deps;

  registerCall(app, 'launchGame', async (request) => {
    const { vassalage, gameType, gameCode, nodeId } = request.body;
    return ok(await launchGameUrl(deps, memberOf(request).id, { vassalage, gameType, gameCode, nodeId }));
  });

  registerCall(app, 'launchFreeGame', async (request, reply) => {
    await requireModule(app, 'FREEPLAY3');
    const { vassalage, gameType, gameCode, nodeId } = request.body;
    const value = await launchFreeGameUrl(deps, app.demoVendor, { vassalage, gameType, gameCode, nodeId });
    reply.header('cache-control', 'no-store');
    return ok(value);
  });

  registerCall(app, 'recentGames', async (request) => {
    const value: GameList = { list: await loadRecentGames(db, memberOf(request).id, request.query.limitNum) };
    return ok(value);
  });

  // The operator's seamless-wallet endpoint. The signature covers the exact bytes sent, so this context keeps
  // JSON bodies as the raw string and the handler parses them after checking it.
  await app.register(async (wallet) => {
    wallet.removeContentTypeParser('application/json');
    wallet.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    wallet.withTypeProvider<ZodTypeProvider>().post(
      '/vendor-wallet/:action',
      {
        schema: {
          tags: ['vendor wallet'],
          summary: 'Seamless wallet for the game vendor: balance, bet, win, rollback (HMAC-SHA256 signed; answers a status code)',
          params: z.strictObject({ action: z.enum(WALLET_ACTIONS) }),
        },
      },
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const raw = typeof request.body === 'string' ? request.body : '';
        return handleWalletCall(deps, request.params.action, raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
