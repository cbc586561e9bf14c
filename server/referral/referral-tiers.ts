// Invite friends' achievement tiers (issue 39 item 6, docs/loyalty.md §invite friends): a tier's bonus is paid to a
// referrer once, when its qualified invitees (status A) reach the tier's count. Run by the referral settlement at
// the day close (referral-settle.ts), after the day's qualification, in the close's transaction.
//
// Once only: one settlements row per (rule, referrer, period = tier-<count>), inserted with on conflict do nothing,
// and paid by payoutSettlements under its ledger key. A second close, a retry or a second instance racing this one
// (both hold the programme's close lock in turn) finds the rows and pays nothing. A tier removed from the terms later
// stays paid; one added later is paid at the next close to everyone already past it.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { payoutSettlements } from '../shared/payouts.ts';
import type { ReferralConfig } from './referral-config.ts';
import { REFERRAL_KIND, REFERRAL_RULES, tierOfPeriod, tierPeriod } from './service.ts';

/** Writes and pays the rows of every tier reached and not paid yet; answers the transfers written and their sum. */
export async function payTiers(tx: Tx, now: Date, currency: string, c: ReferralConfig): Promise<{ paid: number; amount: number }> {
  if (c.tiers.length === 0) return { paid: 0, amount: 0 };
  const tiers = sql.join(
    c.tiers.map((t) => sql`(${tierPeriod(t.invitees)}::text, ${t.invitees}::int, ${t.bonus}::bigint)`),
    sql`, `,
  );
  // basis = the tier's friend count (the records' member count; the referrer may have more by then).
  await queryRows(
    tx,
    sql`insert into settlements (rule, member_id, period, basis, amount, created_at)
        select ${REFERRAL_RULES.tier}, q.referrer_id, t.period, t.invitees, t.bonus, ${now.toISOString()}::timestamptz
        from (select referrer_id, count(*) as n from referrals where status = 'A' group by referrer_id) q
        join (values ${tiers}) as t (period, invitees, bonus) on q.n >= t.invitees
        on conflict do nothing`,
  );
  const unpaid = await queryRows<{ period: string }>(
    tx,
    sql`select distinct period from settlements where rule = ${REFERRAL_RULES.tier} and transfer_id is null and amount > 0 order by period`,
  );
  let paid = 0;
  let amount = 0;
  for (const u of unpaid) {
    const r = await payoutSettlements(tx, {
      rules: [{ rule: REFERRAL_RULES.tier, memo: `Invite friends tier: ${tierOfPeriod(u.period)} qualified friends` }],
      period: u.period,
      kind: REFERRAL_KIND,
      currency,
      now,
    });
    paid += r.paid;
    amount += r.amount;
  }
  return { paid, amount };
}
