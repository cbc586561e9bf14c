// The member centre's records (docs/product.md §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails;
// issue 6): date ranges of whole days in the members' time zone, both included; paging and totals.
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall, type CallRequest } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { dayBounds, type Bounds } from '../shared/day-range.ts';
import { accountRecord, bettingRecord, profitLoss } from './service.ts';
import type { AccountRecordPage, BettingRecordPage, DayRange, ProfitLoss } from '../../contract/records/records.ts';

interface Paging {
  pageNum: number;
  pageSize: number;
}
/** What a list reads for itself; the range it covers and its paging are added by `recordRoute`. */
type Body<V> = Omit<V, keyof DayRange | keyof Paging>;
type RecordCall = 'accountRecord' | 'bonusDetails' | 'bettingRecord' | 'profitLoss';

export async function recordRoutes(app: FastifyInstance) {
  const { db, clock, config: cfg } = app.deps;
  const offset = cfg.wallet.timeZoneOffsetMinutes;

  /** One record list: the days made bounds, and the answer told which days and page it covers. */
  function recordRoute<N extends RecordCall>(name: N, read: (q: CallRequest<N>['query'], memberId: number, range: Bounds) => Promise<object>) {
    registerCall(app, name, async (request) => {
      const q = request.query as CallRequest<N>['query'] & Partial<DayRange> & Partial<Paging>;
      const range = dayBounds(q, clock.now(), offset);
      const paging = q.pageNum === undefined ? {} : { pageNum: q.pageNum, pageSize: q.pageSize };
      return ok({ ...(await read(q, memberOf(request).id, range)), ...paging, startDate: range.startDate, endDate: range.endDate });
    });
  }

  recordRoute('accountRecord', (q, memberId, range): Promise<Body<AccountRecordPage>> => accountRecord(db, memberId, range, q.kind, q.pageNum, q.pageSize));

  recordRoute('bonusDetails', (q, memberId, range): Promise<Body<AccountRecordPage>> => accountRecord(db, memberId, range, 'bonus', q.pageNum, q.pageSize));

  recordRoute('bettingRecord', (q, memberId, range): Promise<Body<BettingRecordPage>> => bettingRecord(db, memberId, range, q.gameType, q.pageNum, q.pageSize));

  recordRoute('profitLoss', (q, memberId, range): Promise<Body<ProfitLoss>> => profitLoss(db, memberId, range, q.gameType, offset));
}
