// Invite friends (issue 15, docs/loyalty.md §invite friends). Thin: the rules live in
// service.ts and referral-*.ts; the settlement runs at the day close (server/jobs/day-close.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { dayBounds } from '../shared/day-range.ts';
import { registerRangeCall } from '../http/range-call.ts';
import { referralTerms } from './referral-config.ts';
import { referralDetails } from './service.ts';
import { incomeOverview, incomeRecordPage, invitePage } from './referral-pages.ts';
import { toDecimal } from '../ledger/amounts.ts';

/** The invitee list and the records cover the last 30 days by default. */
const LIST_DAYS = 30;

/** The site's origin the link points at: the request's Origin, else its own scheme and host. */
const originOf = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
};

export async function referralRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;

  registerCall(app, 'referralPromotion', async () => ok(await referralTerms(db, clock.now())));

  registerCall(app, 'referralDetails', async (request) => {
    const d = await referralDetails(app.deps, memberOf(request).id, originOf(request), clock.now());
    return ok({ ...d, totalPrize: toDecimal(d.totalPrize), totalPoints: toDecimal(d.totalPoints) });
  });

  registerRangeCall(app, 'inviteList', (request, range) => invitePage(db, memberOf(request).id, range, request.query), { defaultDays: LIST_DAYS });

  // The chosen days default to the last 7, the lists to the last 30.
  registerCall(app, 'incomeOverview', async (request) =>
    ok(await incomeOverview(db, memberOf(request).id, dayBounds(request.query, clock.now(), offset), clock.now(), offset)),
  );

  registerRangeCall(
    app,
    'referralRecords',
    (request, range) => incomeRecordPage(db, memberOf(request).id, request.query.stream, range, offset, request.query),
    {
      defaultDays: LIST_DAYS,
    },
  );
}
