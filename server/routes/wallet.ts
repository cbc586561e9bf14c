import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { memberOf } from '../http/auth.ts';
import { memberBalance, toDecimal } from '../domain/ledger.ts';
import type { BalanceValue, ConsolidatedFunds } from '../../src/api/contract/member.ts';

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
    { config: { auth: 'session' }, schema: { tags, security, summary: 'Consolidated funds (single wallet)' } },
    async (request) => {
      const balance = toDecimal(await memberBalance(db, memberOf(request).id));
      const value: ConsolidatedFunds = { balance, currency: config.merchant.currency, wallets: [{ name: 'main', balance }] };
      return ok(value);
    },
  );
}
