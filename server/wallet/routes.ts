import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ApiError, ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { sendPrivate } from '../http/response-cache.ts';
import { readSetting } from '../system/system-status.ts';
import { CATALOGUE_TTL_SECONDS, loadVendors } from '../catalogue/service.ts';
import { transferUpline, uplineTransfersOn, walletBalances, walletTransfer } from './transfers.ts';
import { members } from '../db/schema.ts';
import { consolidatedContractsOf } from '../agent-contracts/contract-view.ts';
import type { MerchantWallet } from '../../contract/catalogue/catalogue.ts';
import { memberBalance } from '../ledger/accounts.ts';
import { toDecimal, toCentavos } from '../ledger/amounts.ts';

/** The wallet and transfers (docs/product.md §2 wallet, transferFund, transferUpline); who may call each is in contract/routes.ts. */
export async function walletRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  registerCall(app, 'balance', async (request) =>
    ok({
      balance: toDecimal(await memberBalance(db, memberOf(request).id)),
      currency: config.merchant.currency,
      currencySymbol: config.merchant.currencySymbol,
    }),
  );

  registerCall(app, 'consolidatedFunds', async (request) => {
    const wallets = await walletBalances(db, memberOf(request).id);
    return ok({
      balance: wallets[0]!.balance,
      currency: config.merchant.currency,
      wallets: wallets.map((w, i) => ({ name: i === 0 ? 'main' : w.name, balance: w.balance, code: w.code })),
      ...(await consolidatedContractsOf(db, memberOf(request).id)),
    });
  });

  // The same for every caller: built once per catalogue period and sent as ready bytes, like the catalogue.
  registerCall(
    app,
    'merchantWallet',
    async (request, reply) => {
      const code = request.query.merchantCode;
      if (code !== undefined && code !== config.merchant.code) throw new ApiError(400, 'merchant.invalid', "merchantCode must name this site's merchant");
      return sendPrivate(
        request,
        reply,
        await app.catalogueCache.get('merchantWallet', CATALOGUE_TTL_SECONDS * 1000, async (): Promise<MerchantWallet> => {
          const { isSingle } = await readSetting(db, 'merchant.wallet', { isSingle: true });
          const main = { code: 'MAIN', name: 'Main wallet', currency: config.merchant.currency };
          if (isSingle) return { isSingle, wallets: [main] };
          // Transfer wallets: one per provider (its first vendor's name), beside the main wallet.
          const providers = new Map<string, string>();
          for (const v of await loadVendors(db)) if (!providers.has(v.vassalage)) providers.set(v.vassalage, v.name);
          return { isSingle, wallets: [main, ...[...providers].map(([code, name]) => ({ code, name, currency: main.currency }))] };
        }),
      );
    },
    { sessionCheck: 'cached' },
  );

  const uplineOf = async (parentId: number | null) => {
    if (parentId === null) return null;
    const [agent] = await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, parentId));
    return agent ?? null;
  };

  registerCall(app, 'transferUplineInfo', async (request) => {
    const member = memberOf(request);
    const upline = await uplineOf(member.parentId);
    return ok({ enabled: (await uplineTransfersOn(db)) && !!upline, upline: upline?.account ?? null, balance: toDecimal(await memberBalance(db, member.id)) });
  });

  // The transfers' refusals are thrown by the domain (Refusal): registerCall answers them.
  await app.register(async (transfers) => {
    const deps = transfers.deps;

    registerCall(transfers, 'walletTransfer', async (request) => {
      const { from, to, amount, requestId } = request.body;
      return ok({ wallets: await walletTransfer(deps, memberOf(request).id, from, to, toCentavos(amount), requestId) });
    });

    registerCall(transfers, 'transferUpline', async (request) => {
      const member = memberOf(request);
      return ok(await transferUpline(deps, member, await uplineOf(member.parentId), toCentavos(request.body.amount), request.body.requestId));
    });
  });
}
