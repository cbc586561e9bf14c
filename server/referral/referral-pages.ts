// The invite-friends pages as the site shows them: the invitee list, the income overview (today, yesterday and the
// chosen days) and the income records of one stream. The reads are in service.ts and referral-income.ts.
import type { Db } from '../db/client.ts';
import { dayOf, dayStart, type Bounds } from '../shared/day-range.ts';
import { inviteList } from './service.ts';
import { incomeRecords, incomeWindow, type IncomeWindow as DomainWindow, type Stream } from './referral-income.ts';
import type { IncomeWindow } from '../../contract/referral/referral.ts';
import { toDecimal } from '../ledger/amounts.ts';

const DAY = 86_400_000;

interface Page {
  pageNum: number;
  pageSize: number;
}

export async function invitePage(db: Db, memberId: number, range: Bounds, q: Page & { status?: Parameters<typeof inviteList>[2]['status'] }) {
  const page = await inviteList(db, memberId, { status: q.status, from: range.from, to: range.to, pageNum: q.pageNum, pageSize: q.pageSize });
  return {
    total: page.total,
    totalPages: page.totalPages,
    content: page.content.map((r) => ({
      inviteeName: r.inviteeName,
      status: r.status,
      registerTime: r.registerTime.toISOString(),
      firstDepositTime: r.firstDepositTime?.toISOString() ?? null,
      qualifiedAt: r.qualifiedAt?.toISOString() ?? null,
    })),
  };
}

const windowView = (w: DomainWindow, days: { startDate: string; endDate: string }): IncomeWindow => ({
  ...days,
  invitation: { amount: toDecimal(w.invitation.amount), memberCount: w.invitation.memberCount },
  achievement: { amount: toDecimal(w.achievement.amount), memberCount: w.achievement.memberCount },
  depositRebate: { amount: toDecimal(w.depositRebate.amount), memberCount: w.depositRebate.memberCount },
  betRebate: { amount: toDecimal(w.betRebate.amount), memberCount: w.betRebate.memberCount },
  tier: { amount: toDecimal(w.tier.amount), memberCount: w.tier.memberCount },
  totalMoney: toDecimal(w.totalMoney),
  memberCount: w.memberCount,
  memberQualifiedCount: w.memberQualifiedCount,
});

/** What the member earned from invitees today, yesterday and over the chosen days, by stream. */
export async function incomeOverview(db: Db, memberId: number, range: Bounds, now: Date, offsetMinutes: number) {
  const today = dayOf(now, offsetMinutes);
  const todayFrom = dayStart(today, offsetMinutes);
  const yesterdayFrom = new Date(todayFrom.getTime() - DAY);
  const yesterday = dayOf(yesterdayFrom, offsetMinutes);
  const of = async (startDate: string, endDate: string, from: Date, to: Date) =>
    windowView(await incomeWindow(db, memberId, from, to, offsetMinutes), { startDate, endDate });
  return {
    today: await of(today, today, todayFrom, new Date(todayFrom.getTime() + DAY)),
    yesterday: await of(yesterday, yesterday, yesterdayFrom, todayFrom),
    range: await of(range.startDate, range.endDate, range.from, range.to),
  };
}

/** One stream's credits in the range; the rebates are paid per day, the other streams per invitee. */
export async function incomeRecordPage(db: Db, memberId: number, stream: Stream, range: Bounds, offsetMinutes: number, q: Page) {
  const page = await incomeRecords(db, memberId, stream, range.from, range.to, offsetMinutes, q.pageNum, q.pageSize);
  const perDay = stream === 'depositRebate' || stream === 'betRebate';
  return {
    stream,
    total: page.total,
    totalPages: page.totalPages,
    totalAmount: toDecimal(page.totalAmount),
    content: page.content.map((r) => ({
      creditedAt: r.creditedAt.toISOString(),
      day: perDay ? r.period : null,
      inviteeName: r.inviteeName,
      // A tier's basis is its friend count, shown as the member count instead.
      basis: stream === 'tier' ? null : toDecimal(r.basis),
      amount: toDecimal(r.amount),
      memberCount: r.memberCount,
    })),
  };
}
