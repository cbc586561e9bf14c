// Bulk payout of a settlement (docs/economy.md §settlement): every written and unpaid `settlements` row of one
// period and one or more rules becomes a ledger transfer from the house bonus account to the member's wallet, all
// in a few set-based statements inside the caller's transaction, so the rows and their money commit together or
// not at all.
//
// It writes exactly what one `ledger_transfer` call writes (migration 0001) for each row: one ledger_transfers row
// under the key `settle:<rule>:<member>:<period>`, two ledger_entries (the debit negative, the credit positive, each
// with the balance after it: a running balance in transfer order for the house and for a member paid under several
// rules), and the balances moved. The accounts are locked first in id order, the order ledger_transfer locks them
// in, so it never deadlocks with the wallet's transfers; each (rule, period) is held under an advisory lock
// (lockSettlements), so two payouts of it never interleave. Whoever writes a rule's rows takes that lock first, in
// the transaction that writes them: a row written between the payout's locking of the wallets and its batch
// would find its wallet unlocked.
// Used by rebates here, and meant for every later bet-fed rule (cashback, agent wages, dividends).
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { LedgerError } from '../ledger.ts';
import { houseBonusAccountId } from './rewards.ts';
import { housePointsAccountId, POINTS_CURRENCY } from '../loyalty/points-ledger.ts';

export interface PayoutSpec {
  /**
   * The settlements rules paid together (`rebate:RNG`, `cashback:<promotion>` ...), each with the memo of its
   * transfers (the account record's detail column). One rule is the usual case; a day's rebates pay their game
   * types in one go, so each wallet is updated once.
   */
  rules: readonly { rule: string; memo: string }[];
  /** The period key (`2026-11-22`, `w2026-11-22` ...). */
  period: string;
  /** The ledger kind of the transfers (`bonus.rebate`). */
  kind: string;
  currency: string;
  now: Date;
  /**
   * Pays points instead of money: from `house:points` to each member's `points:<member>` account (currency PTS,
   * docs/loyalty.md §points); the rows' amounts are then hundredths of a point.
   */
  points?: boolean;
}

export interface PayoutResult {
  /** Transfers written now. */
  paid: number;
  /** Centavos they moved. */
  amount: number;
}

/**
 * Holds each (rule, period) under its advisory lock until the transaction ends, in one order, so overlapping
 * writers and payouts queue instead of deadlocking. Re-entrant: the payout takes it again.
 */
export async function lockSettlements(tx: Tx, rules: readonly string[], period: string): Promise<void> {
  for (const rule of [...rules].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`settle:${rule}:${period}`}, 0))`);
}

/** The ledger key of a settlement's transfer. */
export const settlementKey = (rule: string, memberId: number, period: string) => `settle:${rule}:${memberId}:${period}`;

/**
 * Pays every unpaid row (transfer_id null, amount > 0) of the rules in the period inside the caller's transaction.
 * A row already paid pays nothing again; a row whose key the ledger already holds (paid by an earlier run that
 * died after its transfer) is linked to that transfer, not paid twice.
 */
export async function payoutSettlements(tx: Tx, spec: PayoutSpec): Promise<PayoutResult> {
  const { period, kind } = spec;
  const currency = spec.points ? POINTS_CURRENCY : spec.currency;
  if (spec.rules.length === 0) return { paid: 0, amount: 0 };
  const now = spec.now.toISOString();
  const rules = [...spec.rules].sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  const ruleList = sql.join(rules.map((r) => sql`${r.rule}`), sql`, `);
  const memos = sql.join(rules.map((r) => sql`(${r.rule}::text, ${r.memo}::text)`), sql`, `);
  const unpaid = sql`s.rule in (${ruleList}) and s.period = ${period} and s.transfer_id is null and s.amount > 0`;
  const key = sql`'settle:' || s.rule || ':' || s.member_id || ':' || s.period`;
  // memberAccountCode (ledger.ts) or pointsAccountCode (points-ledger.ts) in SQL.
  const wallet = spec.points ? sql`'points:' || s.member_id` : sql`'member:' || s.member_id`;

  await lockSettlements(tx, rules.map((r) => r.rule), period);
  const house = spec.points ? await housePointsAccountId(tx) : await houseBonusAccountId(tx, currency);

  // Wallets the members do not have yet (a member who never received money).
  await tx.execute(
    sql`insert into ledger_accounts (code, currency, member_id, allow_negative)
        select distinct ${wallet}, ${currency}, s.member_id, false
        from settlements s where ${unpaid} and not exists (select 1 from ledger_accounts a where a.code = ${wallet})
        on conflict (code) do nothing`,
  );

  // Transfers that already exist under a row's key: the same terms are linked, other terms are a conflict.
  const linked = await queryRows<{ same: boolean }>(
    tx,
    sql`update settlements s set transfer_id = t.id
        from ledger_transfers t join ledger_accounts a on a.id = t.to_account_id
        where ${unpaid} and t.idempotency_key = ${key}
        returning (t.kind = ${kind} and t.from_account_id = ${house} and a.code = ${wallet} and t.amount = s.amount) as same`,
  );
  if (linked.some((r) => !r.same)) throw new LedgerError('ledger.idempotency.conflict', `A settlement key of ${period} was used for another transfer`);

  // Lock the house and every wallet to be paid, in id order (as ledger_transfer does), before reading a balance.
  await tx.execute(
    sql`select a.id from ledger_accounts a
        where a.id in (select ${house}::integer union all select w.id from settlements s join ledger_accounts w on w.code = ${wallet} where ${unpaid})
        order by a.id for update of a`,
  );

  // Every row takes its transfer id from the ledger's sequence up front, so each statement below reads the batch
  // alone (no join of one write's output to another's: those have no statistics and would plan as loops). A
  // member paid under several rules gets several transfers, each entry with its running balance, and one update.
  const [result] = await queryRows<{ paid: string; amount: string }>(
    tx,
    sql`with memos (rule, memo) as (values ${memos}),
        batch as materialized (
          select p.*, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) as transfer_id from (
            select s.rule, s.member_id, s.amount, a.id as account_id, a.balance as before, ${key} as key, m.memo
            from settlements s join ledger_accounts a on a.code = ${wallet} join memos m on m.rule = s.rule
            where ${unpaid} order by s.member_id, s.rule) p),
        run as materialized (
          select b.*, h.balance - sum(b.amount) over (order by b.transfer_id) as house_after,
                 b.before + sum(b.amount) over (partition by b.account_id order by b.transfer_id) as wallet_after
          from batch b cross join (select balance from ledger_accounts where id = ${house}) h),
        moved as (
          insert into ledger_transfers (id, idempotency_key, kind, from_account_id, to_account_id, amount, memo, created_at)
          select transfer_id, key, ${kind}, ${house}, account_id, amount, memo, ${now}::timestamptz from batch order by transfer_id),
        entries as (
          insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
          select transfer_id, account_id, amount, balance_after, ${now}::timestamptz from (
            select transfer_id, ${house}::integer as account_id, -amount as amount, house_after as balance_after, 0 as side from run
            union all
            select transfer_id, account_id, amount, wallet_after, 1 from run) e
          order by transfer_id, side),
        wallets as (
          update ledger_accounts a set balance = a.balance + w.total
          from (select account_id, sum(amount) as total from batch group by account_id) w where a.id = w.account_id),
        house as (
          update ledger_accounts set balance = balance - (select coalesce(sum(amount), 0) from batch) where id = ${house}),
        marked as (
          update settlements s set transfer_id = b.transfer_id from batch b where s.rule = b.rule and s.period = ${period} and s.member_id = b.member_id)
        select count(*) as paid, coalesce(sum(amount), 0) as amount from batch`,
  );
  return { paid: Number(result?.paid ?? 0), amount: Number(result?.amount ?? 0) };
}
