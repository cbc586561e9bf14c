import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ok, refused } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { refuseTrialAccounts } from '../http/real-account.ts';
import { memberBalance, toDecimal } from '../domain/ledger.ts';
import { toCentavos } from '../domain/money.ts';
import { TransferError, transferUpline, uplineTransfersOn, walletBalances, walletTransfer } from '../domain/transfers.ts';
import { members } from '../db/schema.ts';
import type { BalanceValue, ConsolidatedFunds } from '../../contract/member.ts';
import { transferUplineBody, walletTransferBody, type TransferUplineInfo, type TransferUplineValue, type WalletTransferValue } from '../../contract/transfer.ts';

const tags = ['wallet'];
const security = [{ token: [] }];

export async function walletRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  app.get('/wps/v2/wallets/balance', { config: { auth: 'session' }, schema: { tags, security, summary: 'Wallet balance from the ledger' } }, async (request) => {
    const balance = toDecimal(await memberBalance(db, memberOf(request).id));
    const value: BalanceValue = { balance, currency: config.merchant.currency, currencySymbol: config.merchant.currencySymbol };
    return ok(value);
  });

  app.get(
    '/wps/member/info/funds/consolidated',
    { config: { auth: 'session' }, schema: { tags, security, summary: 'Consolidated funds: the main wallet, and the transfer wallets when the merchant runs them' } },
    async (request) => {
      const wallets = await walletBalances(db, memberOf(request).id);
      const value: ConsolidatedFunds = {
        balance: wallets[0]!.balance,
        currency: config.merchant.currency,
        wallets: wallets.map((w, i) => ({ name: i === 0 ? 'main' : w.name, balance: w.balance, code: w.code })),
      };
      return ok(value);
    },
  );

  await app.register(async (fastify) => {
    refuseTrialAccounts(fastify);
    const scoped = fastify.withTypeProvider<ZodTypeProvider>();
    const deps = scoped.deps;
    scoped.setErrorHandler((err, _request, reply) => {
      if (err instanceof TransferError) return reply.status(200).send(refused(err.code, err.message));
      throw err;
    });

    scoped.post(
      '/wps/relay/GCS_walletTransfer',
      {
        config: { auth: 'session' },
        schema: {
          tags,
          security,
          summary: 'Transfer between the main wallet (MAIN) and a provider\'s transfer wallet',
          description:
            'Only when GCS_merchantWallet says isSingle false; value.wallets has every balance after it. Refusals: wallet.transfer.single, wallet.transfer.same, ' +
            'wallet.transfer.main (one side must be MAIN), wallet.unknown, wallet.insufficient.balance, wallet.transfer.conflict (a used requestId with other terms). ' +
            'A resend with the same requestId moves nothing again.',
          body: walletTransferBody,
        },
      },
      async (request) => {
        const { from, to, amount, requestId } = request.body;
        const value: WalletTransferValue = { wallets: await walletTransfer(deps, memberOf(request).id, from, to, toCentavos(amount), requestId) };
        return ok(value);
      },
    );

    const uplineOf = async (parentId: number | null) => {
      if (parentId === null) return null;
      const [agent] = await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, parentId));
      return agent ?? null;
    };

    scoped.get(
      '/wps/relay/MCS_transferUplineInfo',
      { config: { auth: 'session' }, schema: { tags, security, summary: 'Whether the member may transfer to their agent, and to whom' } },
      async (request) => {
        const member = memberOf(request);
        const upline = await uplineOf(member.parentId);
        const value: TransferUplineInfo = { enabled: (await uplineTransfersOn(db)) && !!upline, upline: upline?.account ?? null, balance: toDecimal(await memberBalance(db, member.id)) };
        return ok(value);
      },
    );

    scoped.post(
      '/wps/relay/MCS_transferUpline',
      {
        config: { auth: 'session' },
        schema: {
          tags,
          security,
          summary: 'Transfer from the main wallet to the member\'s agent (where the merchant allows it)',
          description: 'Refusals: function.not.available (the merchant setting is off), transfer.upline.none, wallet.insufficient.balance, wallet.transfer.conflict.',
          body: transferUplineBody,
        },
      },
      async (request) => {
        const member = memberOf(request);
        const value: TransferUplineValue = await transferUpline(deps, member, await uplineOf(member.parentId), toCentavos(request.body.amount), request.body.requestId);
        return ok(value);
      },
    );
  });
}
