// The member centre's records (docs/product.md §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails;
// issue 6): date ranges of whole days in the members' time zone, both included; paging and totals.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerRangeCall } from '../http/range-call.ts';
import { accountRecord, bettingRecord, profitLoss } from './service.ts';

export async function recordRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;

  registerRangeCall(app, 'accountRecord', (request, range) =>
    accountRecord(db, memberOf(request).id, range, request.query.kind, request.query.pageNum, request.query.pageSize),
  );

  registerRangeCall(app, 'bonusDetails', (request, range) =>
    accountRecord(db, memberOf(request).id, range, 'bonus', request.query.pageNum, request.query.pageSize),
  );

  registerRangeCall(app, 'bettingRecord', (request, range) =>
    bettingRecord(db, memberOf(request).id, range, request.query.gameType, request.query.pageNum, request.query.pageSize),
  );

  registerRangeCall(app, 'profitLoss', (request, range) => profitLoss(db, memberOf(request).id, range, request.query.gameType, offset));
}
