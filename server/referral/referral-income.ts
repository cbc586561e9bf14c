// The referrer's income read models (docs/loyalty.md §invite friends): the overview of the four streams and the
// records of one stream, read from the programme's paid settlements rows (referral-settle.ts). Income counts on the
// instant it was credited (the close that paid it). Reads only.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { maskName } from '../catalogue/service.ts';
import { pageCount } from '../shared/day-range.ts';
import { REFERRAL_RULES } from './service.ts';

export const STREAMS = ['invitation', 'achievement', 'depositRebate', 'betRebate', 'tier'] as const;
export type Stream = (typeof STREAMS)[number];

export const STREAM_RULE: Record<Stream, string> = {
  invitation: REFERRAL_RULES.invite,
  achievement: REFERRAL_RULES.qualified,
  depositRebate: REFERRAL_RULES.deposit,
  betRebate: REFERRAL_RULES.bet,
  tier: REFERRAL_RULES.tier,
};

/** The instant a members' day key (yyyy-MM-dd) starts, in SQL, for a settlements row `s`. */
const dayFrom = (offsetMinutes: number) => sql`((s.period || 'T00:00:00Z')::timestamptz - make_interval(mins => ${offsetMinutes}))`;

/**
 * SQL: how many invitees a paid row `s` was computed from: 1 for a per-invitee bonus; for a day's rebate the
 * referrer's invitees qualified by its close with a paid deposit (or valid bets) that day; for a tier, its friend
 * count (the row's basis, referral-tiers.ts).
 */
function memberCountSql(offsetMinutes: number): SQL {
  const from = dayFrom(offsetMinutes);
  return sql`(case
    when s.rule in (${REFERRAL_RULES.invite}, ${REFERRAL_RULES.qualified}) then 1
    when s.rule = ${REFERRAL_RULES.tier} then s.basis
    when s.rule = ${REFERRAL_RULES.deposit} then (
      select count(distinct r.invitee_id) from referrals r join deposit_orders d on d.member_id = r.invitee_id
      where r.referrer_id = s.member_id and r.status = 'A' and r.qualified_at <= s.created_at and d.status = 'paid'
        and d.closed_at >= ${from} and d.closed_at < ${from} + interval '1 day')
    else (
      select count(distinct r.invitee_id) from referrals r join member_day_stats m on m.member_id = r.invitee_id
      where r.referrer_id = s.member_id and r.status = 'A' and r.qualified_at <= s.created_at and m.day = s.period and m.valid_bet > 0)
    end)`;
}

export interface StreamTotal {
  /** Centavos, or points in hundredths for the invitation stream. */
  amount: number;
  memberCount: number;
}

export interface IncomeWindow {
  invitation: StreamTotal;
  achievement: StreamTotal;
  depositRebate: StreamTotal;
  betRebate: StreamTotal;
  tier: StreamTotal;
  /** Money of the four money streams (centavos). */
  totalMoney: number;
  /** Invitees who registered, and who qualified, in the window. */
  memberCount: number;
  memberQualifiedCount: number;
}

/** The member's income credited in [from, to), per stream, and the invitees registered and qualified then. */
export async function incomeWindow(db: Db, memberId: number, from: Date, to: Date, offsetMinutes: number): Promise<IncomeWindow> {
  const f = from.toISOString();
  const t = to.toISOString();
  const rows = await queryRows<{ rule: string; amount: string; members: string }>(
    db,
    sql`select s.rule, sum(s.amount) as amount, sum(${memberCountSql(offsetMinutes)}) as members
        from settlements s
        where s.member_id = ${memberId} and s.rule like 'referral:%' and s.transfer_id is not null
          and s.created_at >= ${f}::timestamptz and s.created_at < ${t}::timestamptz
        group by s.rule`,
  );
  const [counts] = await queryRows<{ registered: string; qualified: string }>(
    db,
    sql`select count(*) filter (where registered_at >= ${f}::timestamptz and registered_at < ${t}::timestamptz) as registered,
               count(*) filter (where status = 'A' and qualified_at >= ${f}::timestamptz and qualified_at < ${t}::timestamptz) as qualified
        from referrals where referrer_id = ${memberId}`,
  );
  const of = (stream: Stream): StreamTotal => {
    const row = rows.find((r) => r.rule === STREAM_RULE[stream]);
    return { amount: Number(row?.amount ?? 0), memberCount: Number(row?.members ?? 0) };
  };
  const w = {
    invitation: of('invitation'),
    achievement: of('achievement'),
    depositRebate: of('depositRebate'),
    betRebate: of('betRebate'),
    tier: of('tier'),
  };
  return {
    ...w,
    totalMoney: w.achievement.amount + w.depositRebate.amount + w.betRebate.amount + w.tier.amount,
    memberCount: Number(counts?.registered ?? 0),
    memberQualifiedCount: Number(counts?.qualified ?? 0),
  };
}

export interface IncomeRecord {
  creditedAt: Date;
  /** The day (rebates) or the invitee's id (bonuses) the row settled. */
  period: string;
  /** Per-invitee bonuses: the invitee, masked. */
  inviteeName: string | null;
  /** What the amount was computed from: the invitee's first deposit, or the day's deposits or valid bets. */
  basis: number;
  amount: number;
  memberCount: number;
}

/** One stream's paid rows credited in [from, to), newest first, paged. */
export async function incomeRecords(db: Db, memberId: number, stream: Stream, from: Date, to: Date, offsetMinutes: number, pageNum: number, pageSize: number) {
  const where = sql`s.member_id = ${memberId} and s.rule = ${STREAM_RULE[stream]} and s.transfer_id is not null
    and s.created_at >= ${from.toISOString()}::timestamptz and s.created_at < ${to.toISOString()}::timestamptz`;
  const [totals] = await queryRows<{ n: string; amount: string }>(
    db,
    sql`select count(*) as n, coalesce(sum(s.amount), 0) as amount from settlements s where ${where}`,
  );
  const perInvitee = stream === 'invitation' || stream === 'achievement';
  const rows = await queryRows<{ created_at: string | Date; period: string; basis: string; amount: string; members: string; account: string | null }>(
    db,
    sql`select s.created_at, s.period, s.basis, s.amount, ${memberCountSql(offsetMinutes)} as members,
               ${perInvitee ? sql`(select m.account from members m where m.id::text = s.period)` : sql`null::text`} as account
        from settlements s where ${where}
        order by s.created_at desc, s.period desc
        limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
  );
  const total = Number(totals?.n ?? 0);
  const content: IncomeRecord[] = rows.map((r) => ({
    creditedAt: new Date(r.created_at),
    period: r.period,
    inviteeName: r.account === null ? null : maskName(r.account),
    basis: Number(r.basis),
    amount: Number(r.amount),
    memberCount: Number(r.members),
  }));
  return { content, total, totalPages: pageCount(total, pageSize), totalAmount: Number(totals?.amount ?? 0) };
}
