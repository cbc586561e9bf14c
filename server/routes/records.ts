// The member centre's records (spec §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails;
// issue 6): date ranges of whole days in the members' time zone, both included; paging and totals.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { memberOf } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { refuseTrialAccounts } from '../http/real-account.ts';
import { dayBounds, type Bounds } from '../domain/day-range.ts';
import { accountRecord, bettingRecord, profitLoss } from '../domain/records.ts';
import {
  accountRecordQuery,
  bettingRecordQuery,
  bonusDetailsQuery,
  profitLossQuery,
  type AccountRecordPage,
  type BettingRecordPage,
  type DayRange,
  type ProfitLoss,
} from '../../contract/records.ts';

const tags = ['records'];
const security = [{ token: [] }];
const config = { auth: 'session' } as const;
const rangeNote = 'startDate and endDate are yyyy-MM-dd days in the members\' time zone, both included (default: the last 7 days up to today).';

interface Paging {
  pageNum: number;
  pageSize: number;
}
/** What a list reads for itself; the range it covers and its paging are added by `recordRoute`. */
type Body<V> = Omit<V, keyof DayRange | keyof Paging>;
type RangeQuery = Partial<DayRange> & Partial<Paging>;

export async function recordRoutes(fastify: FastifyInstance) {
  refuseTrialAccounts(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config: cfg } = app.deps;
  const offset = cfg.wallet.timeZoneOffsetMinutes;

  /** One record list: the query checked by its schema, the days made bounds, and the answer told which days and page it covers. */
  function recordRoute<S extends z.ZodType<RangeQuery>>(path: string, summary: string, querystring: S, read: (q: z.output<S>, memberId: number, range: Bounds) => Promise<object>) {
    app.get(path, { config, schema: { tags, security, summary, description: rangeNote, querystring } }, async (request) => {
      const q = request.query as z.output<S>;
      const range = dayBounds(q, clock.now(), offset);
      const paging = q.pageNum === undefined ? {} : { pageNum: q.pageNum, pageSize: q.pageSize };
      return ok({ ...(await read(q, memberOf(request).id, range)), ...paging, startDate: range.startDate, endDate: range.endDate });
    });
  }

  recordRoute(
    '/wps/relay/MRS_accountRecord',
    'Account record: every movement of the member\'s wallet with its type, paged, with totals',
    accountRecordQuery,
    (q, memberId, range): Promise<Body<AccountRecordPage>> => accountRecord(db, memberId, range, q.kind, q.pageNum, q.pageSize),
  );

  recordRoute(
    '/wps/relay/MRS_bonusDetails',
    'Bonus details: the wallet movements of bonus kinds, paged, with totals',
    bonusDetailsQuery,
    (q, memberId, range): Promise<Body<AccountRecordPage>> => accountRecord(db, memberId, range, 'bonus', q.pageNum, q.pageSize),
  );

  recordRoute(
    '/wps/relay/MRS_bettingRecord',
    'Betting record: the member\'s rounds, paged, with bet, win and net totals of the settled ones',
    bettingRecordQuery,
    (q, memberId, range): Promise<Body<BettingRecordPage>> => bettingRecord(db, memberId, range, q.gameType, q.pageNum, q.pageSize),
  );

  recordRoute(
    '/wps/relay/MRS_profitLoss',
    'Personal profit and loss of settled rounds by day and game type',
    profitLossQuery,
    (q, memberId, range): Promise<Body<ProfitLoss>> => profitLoss(db, memberId, range, q.gameType, offset),
  );
}
