// The referral programme's settlement at each day's close (docs/loyalty.md §invite friends), in the close's
// transaction, each step set-based and idempotent:
//
// 1. Duplicates found late: an invitee still R whose bank account (bound after registering) is one an earlier
//    member bound before becomes M (duplicate_of that member), never paid.
// 2. Qualification: an invitee still R whose first paid deposit reached minFirstDeposit and whose valid bets since
//    registering reached minValidBet, both within qualifyDays of registering (and before the closed day's end),
//    becomes A; one past its qualifyDays without becomes F.
// 3. Per qualified invitee, once (period = the invitee's id): the invitation bonus in points (referral:invite) and
//    the qualified-invitee bonus in money (referral:qualified), paid to the referrer.
// 4. Achievement tiers reached by the qualified invitees' count, each once per referrer (referral-tiers.ts).
// 5. The closed day's rebates (period = the day): depositRateBp of the paid deposits and betRateBp of the valid
//    bets (member_day_stats) of the referrer's qualified invitees that day (referral:deposit, referral:bet).
//
// Settlements rows are keyed (rule, referrer, period) and paid by payoutSettlements under their ledger keys, so a
// second close of the same day writes and pays nothing. Failed and duplicate invitees earn nothing.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { lockSettlements, payoutSettlements } from '../shared/payouts.ts';
import type { EconomyPeriod } from '../shared/periods.ts';
import { VALID_BET } from '../shared/valid-bet.ts';
import { referralProgramme, type ReferralConfig } from './referral-config.ts';
import { payTiers } from './referral-tiers.ts';
import { REFERRAL_KIND, REFERRAL_POINTS_KIND, REFERRAL_RULES } from './service.ts';

const DAY_MS = 86_400_000;

export interface ReferralClose {
  duplicates: number;
  qualified: number;
  failed: number;
  /** Transfers written now: money and points. */
  paid: number;
  /** Centavos and points (hundredths) they moved. */
  amount: number;
  points: number;
}

const count = (rows: { n: string | number }[]) => Number(rows[0]?.n ?? 0);

/** Settles the programme for a closed members' day; nothing when the REFERRAL promotion is off. */
export async function settleReferrals(tx: Tx, day: EconomyPeriod, now: Date, currency: string): Promise<ReferralClose | null> {
  if (day.kind !== 'day') throw new Error(`settleReferrals needs a day, not a ${day.kind}`);
  const programme = await referralProgramme(tx, now);
  if (!programme?.running) return null;
  const config = programme.config;
  // One close of the programme at a time (two instances, or a retry racing a slow run).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('referral-close', 0))`);
  const duplicates = await markBankDuplicates(tx);
  const { qualified, failed } = await qualify(tx, day, now, config);
  const perInvitee = await payInvitees(tx, now, currency, config);
  const tiers = await payTiers(tx, now, currency, config);
  const rebates = await payDayRebates(tx, day, now, currency, config);
  return {
    duplicates,
    qualified,
    failed,
    paid: perInvitee.paid + tiers.paid + rebates.paid,
    amount: perInvitee.amount + tiers.amount + rebates.amount,
    points: perInvitee.points,
  };
}

/** Step 1: R invitees sharing a bank account (bank and number) an earlier member bound before theirs. */
async function markBankDuplicates(tx: Tx): Promise<number> {
  return count(
    await queryRows<{ n: string }>(
      tx,
      sql`with dup as (
            select distinct on (r.invitee_id) r.invitee_id, other.member_id as duplicate_of
            from referrals r
            join bank_accounts mine on mine.member_id = r.invitee_id
            join bank_accounts other on other.bank_code = mine.bank_code and other.account_number = mine.account_number
              and other.member_id <> r.invitee_id and other.id < mine.id
            where r.status = 'R'
            order by r.invitee_id, other.id),
          updated as (
            update referrals r set status = 'M', duplicate_of = dup.duplicate_of from dup where r.invitee_id = dup.invitee_id returning 1)
          select count(*) as n from updated`,
    ),
  );
}

/** Step 2: R invitees qualified (A) or failed (F) by what they did up to the closed day's end. */
async function qualify(tx: Tx, day: EconomyPeriod, now: Date, c: ReferralConfig): Promise<{ qualified: number; failed: number }> {
  const end = day.to.toISOString();
  const window = c.qualifyDays * DAY_MS;
  // The window each invitee's activity counts in: from registering to the earlier of its deadline and the day's end.
  const qualified = count(
    await queryRows<{ n: string }>(
      tx,
      sql`with w as (
            select r.invitee_id, r.registered_at as since,
                   least(r.registered_at + make_interval(secs => ${window / 1000}), ${end}::timestamptz) as until
            from referrals r where r.status = 'R' and r.registered_at < ${end}::timestamptz),
          reached as (
            select w.invitee_id from w
            where (select d.amount from deposit_orders d
                   where d.member_id = w.invitee_id and d.status = 'paid' and d.closed_at < w.until
                   order by d.closed_at, d.id limit 1) >= ${c.minFirstDeposit}
              and (select coalesce(sum(${VALID_BET}), 0) from game_rounds r join games g on g.node_id = r.node_id
                   where r.member_id = w.invitee_id and r.status = 'settled'
                     and r.settled_at >= w.since and r.settled_at < w.until) >= ${c.minValidBet}),
          updated as (
            update referrals r set status = 'A', qualified_at = ${now.toISOString()}::timestamptz
            from reached where r.invitee_id = reached.invitee_id returning 1)
          select count(*) as n from updated`,
    ),
  );
  const failed = count(
    await queryRows<{ n: string }>(
      tx,
      sql`with updated as (
            update referrals set status = 'F'
            where status = 'R' and registered_at + make_interval(secs => ${window / 1000}) <= ${end}::timestamptz returning 1)
          select count(*) as n from updated`,
    ),
  );
  return { qualified, failed };
}

/** Step 3: the per-invitee bonuses of every qualified invitee not paid yet (a retry finishes what a crash left). */
async function payInvitees(tx: Tx, now: Date, currency: string, c: ReferralConfig) {
  const at = now.toISOString();
  await queryRows(
    tx,
    sql`insert into settlements (rule, member_id, period, basis, amount, created_at)
        select rule, r.referrer_id, r.invitee_id::text,
               coalesce((select d.amount from deposit_orders d where d.member_id = r.invitee_id and d.status = 'paid' order by d.closed_at, d.id limit 1), 0),
               amount, ${at}::timestamptz
        from referrals r
        cross join (values (${REFERRAL_RULES.invite}::text, ${c.invitePoints}::bigint), (${REFERRAL_RULES.qualified}::text, ${c.qualifiedBonus}::bigint)) as b (rule, amount)
        where r.status = 'A' and b.amount > 0
        on conflict do nothing`,
  );
  const unpaid = await queryRows<{ rule: string; period: string }>(
    tx,
    sql`select distinct rule, period from settlements
        where rule in (${REFERRAL_RULES.invite}, ${REFERRAL_RULES.qualified}) and transfer_id is null and amount > 0 order by period, rule`,
  );
  let paid = 0;
  let amount = 0;
  let points = 0;
  for (const u of unpaid) {
    const isPoints = u.rule === REFERRAL_RULES.invite;
    const memo = isPoints ? `Invitation bonus (invitee ${u.period})` : `Qualified invitee bonus (invitee ${u.period})`;
    const r = await payoutSettlements(tx, {
      rules: [{ rule: u.rule, memo }],
      period: u.period,
      kind: isPoints ? REFERRAL_POINTS_KIND : REFERRAL_KIND,
      currency,
      now,
      points: isPoints,
    });
    paid += r.paid;
    if (isPoints) points += r.amount;
    else amount += r.amount;
  }
  return { paid, amount, points };
}

/**
 * Step 5: the closed day's deposit and bet rebates on the qualified invitees, one row per referrer and rule, rounded
 * down to the centavo as every rebate is (sum() answers numeric, whose cast to the bigint amount would round half up).
 */
async function payDayRebates(tx: Tx, day: EconomyPeriod, now: Date, currency: string, c: ReferralConfig) {
  const rules = [
    { rule: REFERRAL_RULES.deposit, memo: `Invitees' deposit rebate ${day.key}` },
    { rule: REFERRAL_RULES.bet, memo: `Invitees' bet rebate ${day.key}` },
  ];
  await lockSettlements(
    tx,
    rules.map((r) => r.rule),
    day.key,
  );
  const at = now.toISOString();
  await queryRows(
    tx,
    sql`with deposits as (
          select r.referrer_id, sum(d.amount) as basis
          from referrals r join deposit_orders d on d.member_id = r.invitee_id
          where r.status = 'A' and d.status = 'paid'
            and d.closed_at >= ${day.from.toISOString()}::timestamptz and d.closed_at < ${day.to.toISOString()}::timestamptz
          group by r.referrer_id),
        bets as (
          select r.referrer_id, sum(s.valid_bet) as basis
          from referrals r join member_day_stats s on s.member_id = r.invitee_id
          where r.status = 'A' and s.day = ${day.key}
          group by r.referrer_id)
        insert into settlements (rule, member_id, period, basis, amount, created_at)
        select ${REFERRAL_RULES.deposit}, referrer_id, ${day.key}, basis, floor(basis * ${c.depositRateBp} / 10000), ${at}::timestamptz from deposits where basis > 0
        union all
        select ${REFERRAL_RULES.bet}, referrer_id, ${day.key}, basis, floor(basis * ${c.betRateBp} / 10000), ${at}::timestamptz from bets where basis > 0
        on conflict do nothing`,
  );
  return payoutSettlements(tx, { rules, period: day.key, kind: REFERRAL_KIND, currency, now });
}
