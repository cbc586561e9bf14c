import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { sendPrivate } from '../http/response-cache.ts';
import { CATALOGUE_TTL_SECONDS } from '../catalogue/service.ts';
import { transferUpline, walletTransfer } from './transfers.ts';
import { balanceOf, consolidatedFunds, merchantWallet, transferUplineInfo } from './wallet-views.ts';
import { toCentavos } from '../ledger/amounts.ts';

/** The wallet and transfers (docs/product.md §2 wallet, transferFund, transferUpline); who may call each is in contract/routes.ts. */
export async function walletRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { config } = deps;

  registerCall(app, 'balance', async (request) => ok(await balanceOf(deps, memberOf(request).id)));

  registerCall(app, 'consolidatedFunds', async (request) => ok(await consolidatedFunds(deps, memberOf(request).id)));

  // The same for every caller: built once per catalogue period and sent as ready bytes, like the catalogue.
  registerCall(
    app,
    'merchantWallet',
    async (request, reply) => {
      const code = request.query.merchantCode;
      if (code !== undefined && code !== config.merchant.code) throw new ApiError(400, 'merchant.invalid', "merchantCode must name this site's merchant");
      return sendPrivate(request, reply, await app.catalogueCache.get('merchantWallet', CATALOGUE_TTL_SECONDS * 1000, () => merchantWallet(deps)));
    },
    { sessionCheck: 'cached' },
  );

  registerCall(app, 'transferUplineInfo', async (request) => ok(await transferUplineInfo(deps.db, memberOf(request))));

  // The transfers' refusals are thrown by the domain (Refusal): registerCall answers them.
  await app.register(async (transfers) => {
    const deps = transfers.deps;

    registerCall(transfers, 'walletTransfer', async (request) => {
      const { from, to, amount, requestId } = request.body;
      return ok({ wallets: await walletTransfer(deps, memberOf(request).id, from, to, toCentavos(amount), requestId) });
    });

    registerCall(transfers, 'transferUpline', async (request) =>
      ok(await transferUpline(deps, memberOf(request), toCentavos(request.body.amount), request.body.requestId)),
    );
  });
}
