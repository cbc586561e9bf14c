// Invite friends (issue 15, docs/loyalty.md §invite friends). Thin: the rules live in
// service.ts and referral-*.ts; the settlement runs at the day close (server/jobs/day-close.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { dayBounds, dayOf, dayStart } from '../shared/day-range.ts';
import { referralProgramme, referralConfig } from './referral-config.ts';
import { inviteList, referralDetails } from './service.ts';
import { incomeRecords, incomeWindow, type IncomeWindow as DomainWindow } from './referral-income.ts';
import type { IncomeWindow } from '../../contract/referral/referral.ts';
import { toDecimal } from '../ledger/amounts.ts';

const DAY = 86_400_000;
/** The invitee list and the records cover the last 30 days by default. */
const LIST_DAYS = 30;

/** The site's origin the link points at: the request's Origin, else its own scheme and host. */
const originOf = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
};

const windowView = (w: DomainWindow, range: { startDate: string; endDate: string }): IncomeWindow => ({
  ...range,
  invitation: { amount: toDecimal(w.invitation.amount), memberCount: w.invitation.memberCount },
  achievement: { amount: toDecimal(w.achievement.amount), memberCount: w.achievement.memberCount },
  depositRebate: { amount: toDecimal(w.depositRebate.amount), memberCount: w.depositRebate.memberCount },
  betRebate: { amount: toDecimal(w.betRebate.amount), memberCount: w.betRebate.memberCount },
  totalMoney: toDecimal(w.totalMoney),
  memberCount: w.memberCount,
  memberQualifiedCount: w.memberQualifiedCount,
});

export async function referralRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.deps;
  const offset = config.wallet.timeZoneOffsetMinutes;

  registerCall(app, 'referralPromotion', async () => {
    const programme = await referralProgramme(db, clock.now());
    const c = programme?.config ?? referralConfig.parse({});
    return ok({
      enabled: programme?.running ?? false,
      minFirstDeposit: toDecimal(c.minFirstDeposit),
      minValidBet: toDecimal(c.minValidBet),
      qualifyDays: c.qualifyDays,
      invitePoints: toDecimal(c.invitePoints),
      qualifiedBonus: toDecimal(c.qualifiedBonus),
      depositRatePercent: c.depositRateBp / 100,
      betRatePercent: c.betRateBp / 100,
    });
  });

  registerCall(app, 'referralDetails', async (request) => {
    const d = await referralDetails(app.deps, memberOf(request).id, originOf(request), clock.now());
    return ok({ ...d, totalPrize: toDecimal(d.totalPrize), totalPoints: toDecimal(d.totalPoints) });
  });

  registerCall(app, 'inviteList', async (request) => {
    const { pageNum, pageSize, status } = request.query;
    const bounds = dayBounds(request.query, clock.now(), offset, LIST_DAYS);
    const page = await inviteList(db, memberOf(request).id, { status, from: bounds.from, to: bounds.to, pageNum, pageSize });
    return ok({
      startDate: bounds.startDate,
      endDate: bounds.endDate,
      pageNum,
      pageSize,
      total: page.total,
      totalPages: page.totalPages,
      content: page.content.map((r) => ({
        inviteeName: r.inviteeName,
        status: r.status,
        registerTime: r.registerTime.toISOString(),
        firstDepositTime: r.firstDepositTime?.toISOString() ?? null,
        qualifiedAt: r.qualifiedAt?.toISOString() ?? null,
      })),
    });
  });

  registerCall(app, 'incomeOverview', async (request) => {
    const now = clock.now();
    const memberId = memberOf(request).id;
    const today = dayOf(now, offset);
    const todayFrom = dayStart(today, offset);
    const yesterday = dayOf(new Date(todayFrom.getTime() - DAY), offset);
    const range = dayBounds(request.query, now, offset);
    const of = async (startDate: string, endDate: string, from: Date, to: Date) =>
      windowView(await incomeWindow(db, memberId, from, to, offset), { startDate, endDate });
    return ok({
      today: await of(today, today, todayFrom, new Date(todayFrom.getTime() + DAY)),
      yesterday: await of(yesterday, yesterday, new Date(todayFrom.getTime() - DAY), todayFrom),
      range: await of(range.startDate, range.endDate, range.from, range.to),
    });
  });

  registerCall(app, 'referralRecords', async (request) => {
    const { pageNum, pageSize, stream } = request.query;
    const bounds = dayBounds(request.query, clock.now(), offset, LIST_DAYS);
    const page = await incomeRecords(db, memberOf(request).id, stream, bounds.from, bounds.to, offset, pageNum, pageSize);
    const perDay = stream === 'depositRebate' || stream === 'betRebate';
    return ok({
      startDate: bounds.startDate,
      endDate: bounds.endDate,
      stream,
      pageNum,
      pageSize,
      total: page.total,
      totalPages: page.totalPages,
      totalAmount: toDecimal(page.totalAmount),
      content: page.content.map((r) => ({
        creditedAt: r.creditedAt.toISOString(),
        day: perDay ? r.period : null,
        inviteeName: r.inviteeName,
        basis: toDecimal(r.basis),
        amount: toDecimal(r.amount),
        memberCount: r.memberCount,
      })),
    });
  });
}
