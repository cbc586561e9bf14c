// A date-range list call (records, claims, orders, team reports, wages): its days made bounds in the members' zone
// (server/shared/day-range.ts) and its answer told which days and page it covers, here once, so each list's service
// reads only its rows and totals.
import type { CallValue, TabledCall } from '../../contract/calls.ts';
import type { DayRange } from '../../contract/records/records.ts';
import { dayBounds, type Bounds } from '../shared/day-range.ts';
import { registerCall, type CallRequest } from './call-route.ts';
import { ok } from './envelope.ts';
import type { FastifyInstance } from 'fastify';

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** What a list reads for itself: its answer without the range and the paging, which the call adds. */
export type RangeBody<N extends TabledCall> = Omit<CallValue<N>, keyof DayRange | keyof Paging>;

export interface RangeOptions {
  /** The days a list covers when none are given, up to today (7 unless said). */
  defaultDays?: number;
}

export function registerRangeCall<N extends TabledCall>(
  app: FastifyInstance,
  name: N,
  read: (request: CallRequest<N>, range: Bounds) => Promise<RangeBody<N>>,
  options: RangeOptions = {},
) {
  const { clock, config } = app.deps;
  registerCall(app, name, async (request) => {
    const q = request.query as Partial<DayRange> & Partial<Paging>;
    const range = dayBounds(q, clock.now(), config.wallet.timeZoneOffsetMinutes, options.defaultDays);
    const paging = q.pageNum === undefined ? {} : { pageNum: q.pageNum, pageSize: q.pageSize };
    return ok({ ...(await read(request, range)), ...paging, startDate: range.startDate, endDate: range.endDate });
  });
}
