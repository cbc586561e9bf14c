// Rebates (issue 13, docs/economy.md §rebates): the member's rebate page and the manual claim. Rebates need MYRBT3;
// claims MANPLAYREB3 as well (function.not.available otherwise).
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { moduleOn, requireModule } from '../http/whitelabel.ts';
import { MANUAL_REBATE_MODULE, REBATE_MODULE, claimRebate } from './service.ts';
import { rebatePage } from './rebate-page.ts';
import { toDecimal } from '../ledger/amounts.ts';

export async function rebateRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;

  registerCall(app, 'getRebate', async (request) => {
    await requireModule(app, REBATE_MODULE);
    return ok(await rebatePage(db, memberOf(request).id, clock.now(), offset, await moduleOn(app, MANUAL_REBATE_MODULE)));
  });

  registerCall(app, 'rebateDisburse', async (request) => {
    await requireModule(app, REBATE_MODULE);
    await requireModule(app, MANUAL_REBATE_MODULE);
    const claim = await claimRebate(db, clock, config.merchant.currency, offset, memberOf(request).id, request.body.gameType);
    return ok({ day: claim.day, paid: claim.paid.map((p) => ({ gameType: p.gameType, amount: toDecimal(p.amount) })), total: toDecimal(claim.total) });
  });
}
