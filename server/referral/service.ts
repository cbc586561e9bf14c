// Invite friends (docs/loyalty.md §invite friends): a player's own referral code, the invitee a registration with it
// creates, and what the member reads (the link and totals, the invitee list). The settlement of qualification and
// income is referral-settle.ts; the income read models are referral-income.ts.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { referrals } from '../db/schema-loyalty.ts';
import type { Deps } from '../deps.ts';
import { MEMBER_TYPE } from '../../contract/rules/member-type.ts';
import { maskName } from '../catalogue/service.ts';
import { pageCount } from '../shared/day-range.ts';
import { referralProgramme } from './referral-config.ts';
import { Refusal } from '../shared/refusal.ts';

/** The ledger kinds of the programme's payouts: money (bonus details) and points (point details). */
export const REFERRAL_KIND = 'bonus.referral';
export const REFERRAL_POINTS_KIND = 'points.referral';

/** The settlements rules (docs/economy.md §settlement): per invitee (period = its id) and per day (period = the day). */
export const REFERRAL_RULES = {
  invite: 'referral:invite',
  qualified: 'referral:qualified',
  deposit: 'referral:deposit',
  bet: 'referral:bet',
  /** An achievement tier reached (period = `tier-<invitees>`, referral-tiers.ts). */
  tier: 'referral:tier',
} as const;

export type InviteeStatus = 'R' | 'A' | 'F' | 'M';

/** A tier's settlements period, and back. */
export const tierPeriod = (invitees: number) => `tier-${invitees}`;
export const tierOfPeriod = (period: string) => Number(period.slice('tier-'.length));

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A code in the link's form: letters and digits, upper case. */
export const normalCode = (code: string) => code.trim().toUpperCase();

/** The member's own code, created (unique, retried on a clash) the first time it is asked for. Players only. */
export async function ensureReferralCode(deps: Pick<Deps, 'db' | 'random'>, memberId: number): Promise<string> {
  const [m] = await deps.db.select({ code: members.referralCode, type: members.type }).from(members).where(eq(members.id, memberId));
  if (!m || m.type !== MEMBER_TYPE) throw new Refusal('referral.players.only', 'Only players can invite friends');
  if (m.code) return m.code;
  for (;;) {
    const code = [...deps.random.bytes(CODE_LENGTH)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    const [clash] = await deps.db.select({ id: members.id }).from(members).where(eq(members.referralCode, code));
    if (clash) continue;
    // Two first asks at once: the second finds the first's code (the update only fills a null).
    const [set] = await queryRows<{ code: string }>(
      deps.db,
      sql`update members set referral_code = coalesce(referral_code, ${code}) where id = ${memberId} returning referral_code as code`,
    );
    if (set) return set.code;
  }
}

export interface NewInvitee {
  inviteeId: number;
  referralCode: string;
  /** The registering browser's id (kept in its localStorage), or null. */
  device: string | null;
  mobile: string | null;
  now: Date;
}

/**
 * Inside the registration's transaction: a code of a player makes the new member its invitee, R (registered), or
 * M (duplicate, never paid) when the device already registered an earlier invitee or the mobile number is an
 * earlier member's. An unknown code, or a non-player's, is ignored (the registration stands, without a referrer).
 * Returns the row's status, or null when none was written.
 */
export async function recordInvitee(tx: Tx, n: NewInvitee): Promise<InviteeStatus | null> {
  const code = normalCode(n.referralCode);
  if (!code) return null;
  const [referrer] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.referralCode, code), eq(members.type, MEMBER_TYPE)));
  if (!referrer || referrer.id === n.inviteeId) return null;
  let duplicateOf: number | null = null;
  if (n.device) {
    // Two registrations from one browser at once: the second waits and sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`referral-device:${n.device}`}, 0))`);
    const [same] = await tx.select({ id: referrals.inviteeId }).from(referrals).where(eq(referrals.device, n.device)).orderBy(referrals.registeredAt).limit(1);
    duplicateOf = same?.id ?? null;
  }
  if (duplicateOf === null && n.mobile) {
    const [same] = await queryRows<{ id: number }>(tx, sql`select id from members where mobile = ${n.mobile} and id <> ${n.inviteeId} order by id limit 1`);
    duplicateOf = same ? Number(same.id) : null;
  }
  const status: InviteeStatus = duplicateOf === null ? 'R' : 'M';
  await tx.insert(referrals).values({ inviteeId: n.inviteeId, referrerId: referrer.id, status, device: n.device, duplicateOf, registeredAt: n.now });
  return status;
}

export interface ReferralDetails {
  referralCode: string;
  link: string;
  /** The REFERRAL promotion is on now. */
  running: boolean;
  totalInvitations: number;
  qualified: number;
  /** Money (centavos) and points (hundredths) the programme paid the member, ever. */
  totalPrize: number;
  totalPoints: number;
  /** The achievement tiers (their invitee counts) paid to the member, ascending. */
  tiersPaid: number[];
}

/** The member's code (created on first ask), the registration link on `origin`, and the totals. */
export async function referralDetails(deps: Pick<Deps, 'db' | 'random'>, memberId: number, origin: string, now: Date): Promise<ReferralDetails> {
  const referralCode = await ensureReferralCode(deps, memberId);
  const programme = await referralProgramme(deps.db, now);
  const [totals] = await queryRows<{ invited: string; qualified: string; prize: string; points: string }>(
    deps.db,
    sql`select (select count(*) from referrals where referrer_id = ${memberId}) as invited,
               (select count(*) from referrals where referrer_id = ${memberId} and status = 'A') as qualified,
               (select coalesce(sum(amount), 0) from settlements where member_id = ${memberId} and rule in (${REFERRAL_RULES.qualified}, ${REFERRAL_RULES.deposit}, ${REFERRAL_RULES.bet}, ${REFERRAL_RULES.tier}) and transfer_id is not null) as prize,
               (select coalesce(sum(amount), 0) from settlements where member_id = ${memberId} and rule = ${REFERRAL_RULES.invite} and transfer_id is not null) as points`,
  );
  const tiers = await queryRows<{ period: string }>(
    deps.db,
    sql`select period from settlements where member_id = ${memberId} and rule = ${REFERRAL_RULES.tier} and transfer_id is not null`,
  );
  return {
    referralCode,
    link: `${origin.replace(/\/+$/, '')}/register?referralCode=${encodeURIComponent(referralCode)}`,
    running: programme?.running ?? false,
    totalInvitations: Number(totals?.invited ?? 0),
    qualified: Number(totals?.qualified ?? 0),
    totalPrize: Number(totals?.prize ?? 0),
    totalPoints: Number(totals?.points ?? 0),
    tiersPaid: tiers.map((r) => tierOfPeriod(r.period)).sort((a, b) => a - b),
  };
}

export interface InviteeRow {
  inviteeName: string;
  status: InviteeStatus;
  registerTime: Date;
  firstDepositTime: Date | null;
  qualifiedAt: Date | null;
}

export interface InviteListQuery {
  status?: InviteeStatus;
  from: Date;
  to: Date;
  pageNum: number;
  pageSize: number;
}

/** The member's invitees registered in [from, to), newest first, names masked, with their first deposit's time. */
export async function inviteList(db: Db, memberId: number, q: InviteListQuery) {
  const where = sql`r.referrer_id = ${memberId} and r.registered_at >= ${q.from.toISOString()}::timestamptz and r.registered_at < ${q.to.toISOString()}::timestamptz
    ${q.status ? sql`and r.status = ${q.status}` : sql``}`;
  const [count] = await queryRows<{ n: string }>(db, sql`select count(*) as n from referrals r where ${where}`);
  const rows = await queryRows<{
    account: string;
    status: InviteeStatus;
    registered_at: string | Date;
    first_deposit: string | Date | null;
    qualified_at: string | Date | null;
  }>(
    db,
    sql`select m.account, r.status, r.registered_at, r.qualified_at,
               (select min(d.closed_at) from deposit_orders d where d.member_id = r.invitee_id and d.status = 'paid') as first_deposit
        from referrals r join members m on m.id = r.invitee_id
        where ${where}
        order by r.registered_at desc, r.invitee_id desc
        limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
  );
  const total = Number(count?.n ?? 0);
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  const content: InviteeRow[] = rows.map((r) => ({
    inviteeName: maskName(r.account),
    status: r.status,
    registerTime: new Date(r.registered_at),
    firstDepositTime: date(r.first_deposit),
    qualifiedAt: date(r.qualified_at),
  }));
  return { content, total, totalPages: pageCount(total, q.pageSize) };
}
