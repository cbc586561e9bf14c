// The member centre's records (spec §2 transactionHistory, personalHistoryCopy, personalProfit, bonusDetails;
// issue 6): date ranges of whole days in the members' time zone, both included; paging and totals.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { refuseTrialAccounts } from '../http/real-account.ts';
import { dayBounds } from '../domain/day-range.ts';
import { accountRecord, bettingRecord, profitLoss } from '../domain/records.ts';
import {
  accountRecordQuery,
  bettingRecordQuery,
  bonusDetailsQuery,
  profitLossQuery,
  type AccountRecordPage,
  type BettingRecordPage,
  type ProfitLoss,
} from '../../src/api/contract/records.ts';

const tags = ['records'];
const security = [{ token: [] }];
const config = { auth: 'session' } as const;
const rangeNote = 'startDate and endDate are yyyy-MM-dd days in the members\' time zone, both included (default: the last 7 days up to today).';

export async function recordRoutes(fastify: FastifyInstance) {
  refuseTrialAccounts(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config: cfg } = app.deps;
  const offset = cfg.wallet.timeZoneOffsetMinutes;

  app.get(
    '/wps/relay/MRS_accountRecord',
    { config, schema: { tags, security, summary: 'Account record: every movement of the member\'s wallet with its type, paged, with totals', description: rangeNote, querystring: accountRecordQuery } },
    async (request) => {
      const q = request.query;
      const range = dayBounds(q, clock.now(), offset);
      const page = await accountRecord(db, memberOf(request).id, range, q.kind, q.pageNum, q.pageSize);
      const value: AccountRecordPage = { ...page, pageNum: q.pageNum, pageSize: q.pageSize, startDate: range.startDate, endDate: range.endDate };
      return ok(value);
    },
  );

  app.get(
    '/wps/relay/MRS_bonusDetails',
    { config, schema: { tags, security, summary: 'Bonus details: the wallet movements of bonus kinds, paged, with totals', description: rangeNote, querystring: bonusDetailsQuery } },
    async (request) => {
      const q = request.query;
      const range = dayBounds(q, clock.now(), offset);
      const page = await accountRecord(db, memberOf(request).id, range, 'bonus', q.pageNum, q.pageSize);
      const value: AccountRecordPage = { ...page, pageNum: q.pageNum, pageSize: q.pageSize, startDate: range.startDate, endDate: range.endDate };
      return ok(value);
    },
  );

  app.get(
    '/wps/relay/MRS_bettingRecord',
    { config, schema: { tags, security, summary: 'Betting record: the member\'s rounds, paged, with bet, win and net totals of the settled ones', description: rangeNote, querystring: bettingRecordQuery } },
    async (request) => {
      const q = request.query;
      const range = dayBounds(q, clock.now(), offset);
      const page = await bettingRecord(db, memberOf(request).id, range, q.gameType, q.pageNum, q.pageSize);
      const value: BettingRecordPage = { ...page, pageNum: q.pageNum, pageSize: q.pageSize, startDate: range.startDate, endDate: range.endDate };
      return ok(value);
    },
  );

  app.get(
    '/wps/relay/MRS_profitLoss',
    { config, schema: { tags, security, summary: 'Personal profit and loss of settled rounds by day and game type', description: rangeNote, querystring: profitLossQuery } },
    async (request) => {
      const q = request.query;
      const range = dayBounds(q, clock.now(), offset);
      const value: ProfitLoss = { ...(await profitLoss(db, memberOf(request).id, range, q.gameType, offset)), startDate: range.startDate, endDate: range.endDate };
      return ok(value);
    },
  );
}
