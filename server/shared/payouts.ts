// Bulk payout of a settlement (docs/economy.md §settlement): every written and unpaid `settlements` row of one
// period and one or more rules becomes a ledger transfer from the house bonus account to the member's wallet, all
// in a few set-based statements inside the caller's transaction, so the rows and their money commit together or
// not at all.
//
// The money moves through the ledger's set-based entry (server/ledger/bulk.ts): one transfer per row under the key
// `settle:<rule>:<member>:<period>`, with its entries and running balances; each (rule, period) is held under an advisory lock
// (lockSettlements), so two payouts of it never interleave. Whoever writes a rule's rows takes that lock first, in
// the transaction that writes them: a row written between the payout's locking of the wallets and its batch
// would find its wallet unlocked.
// Used by rebates here, and meant for every later bet-fed rule (cashback, agent wages, dividends).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { LedgerError } from '../ledger/transfer.ts';
import { bulkTransfers } from '../ledger/bulk.ts';
import type { TransferKind } from '../ledger/kinds.ts';
import { houseBonusAccountId, housePointsAccountId, POINTS_CURRENCY } from '../ledger/accounts.ts';

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
  kind: TransferKind;
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
  const ruleList = sql.join(
    rules.map((r) => sql`${r.rule}`),
    sql`, `,
  );
  const memos = sql.join(
    rules.map((r) => sql`(${r.rule}::text, ${r.memo}::text)`),
    sql`, `,
  );
  const unpaid = sql`s.rule in (${ruleList}) and s.period = ${period} and s.transfer_id is null and s.amount > 0`;
  const key = sql`'settle:' || s.rule || ':' || s.member_id || ':' || s.period`;
  // memberAccountCode (ledger.ts) or pointsAccountCode (points-ledger.ts) in SQL.
  const wallet = spec.points ? sql`'points:' || s.member_id` : sql`'member:' || s.member_id`;

  await lockSettlements(
    tx,
    rules.map((r) => r.rule),
    period,
  );
  const house = spec.points ? await housePointsAccountId(tx) : await houseBonusAccountId(tx, currency);

  // Wallets the members do not have yet (a member who never received money).
  await tx.execute(
    sql`insert into ledger_accounts (code, currency, member_id, allow_negative)
        select distinct ${wallet}, ${currency}, s.member_id, false
        from settlements s where ${unpaid} and not exists (select 1 from ledger_accounts a where a.code = ${wallet})
        on conflict (code) do nothing`,
  );

  // Transfers that already exist under a row's key: the same terms are linked, other terms are a conflict.
  const linkPaid = async () => {
    const linked = await queryRows<{ same: boolean }>(
      tx,
      sql`update settlements s set transfer_id = t.id
          from ledger_transfers t join ledger_accounts a on a.id = t.to_account_id
          where ${unpaid} and t.idempotency_key = ${key}
          returning (t.kind = ${kind} and t.from_account_id = ${house} and a.code = ${wallet} and t.amount = s.amount) as same`,
    );
    if (linked.some((r) => !r.same)) throw new LedgerError('ledger.idempotency.conflict', `A settlement key of ${period} was used for another transfer`);
  };
  await linkPaid();

  // The ledger's set-based entry writes the batch (locking the house and every wallet first, in id order); each
  // row is then linked to its transfer by key, as the rows an earlier run paid were above.
  const paid = await bulkTransfers(
    tx,
    sql`with memos (rule, memo) as (values ${memos})
        select row_number() over (order by s.member_id, s.rule) as ord, ${key} as key, ${kind}::text as kind,
               ${house}::integer as from_account_id, a.id as to_account_id, s.amount, m.memo, ${now}::timestamptz as created_at
        from settlements s join ledger_accounts a on a.code = ${wallet} join memos m on m.rule = s.rule
        where ${unpaid}`,
  );
  await linkPaid();
  return { paid: paid.count, amount: paid.amount };
}

export interface SettleResult extends PayoutResult {
  /** settlements rows written now. */
  rows: number;
}

/**
 * Writes a period's settlements rows and pays them, inside the caller's transaction: `due` is a query with the
 * columns `rule, member_id, basis, amount` (one row per member and rule; rows of amount <= 0 are not written).
 * Each new row is written with its transfer's id, in the statement that makes the transfer (bulkTransfers'
 * `alongside`), so no update links it afterwards. A row already written is left as it is (idempotent); one written
 * but unpaid (by a writer that pays later) is paid first, as payoutSettlements pays it.
 */
export async function settleAndPay(tx: Tx, spec: PayoutSpec, due: SQL): Promise<SettleResult> {
  const { period, kind } = spec;
  const currency = spec.points ? POINTS_CURRENCY : spec.currency;
  if (spec.rules.length === 0) return { rows: 0, paid: 0, amount: 0 };
  const earlier = await payoutSettlements(tx, spec);
  const now = spec.now.toISOString();
  const memos = sql.join(
    spec.rules.map((r) => sql`(${r.rule}::text, ${r.memo}::text)`),
    sql`, `,
  );
  const wallet = spec.points ? sql`'points:' || d.member_id` : sql`'member:' || d.member_id`;
  // The rows to write: due, above 0, of the spec's rules, not written yet (the rules' locks keep writers apart).
  const fresh = sql`select d.rule, d.member_id, d.basis, d.amount from (${due}) d join memos m on m.rule = d.rule
        where d.amount > 0 and not exists (
          select 1 from settlements s where s.rule = d.rule and s.member_id = d.member_id and s.period = ${period})`;
  const house = spec.points ? await housePointsAccountId(tx) : await houseBonusAccountId(tx, currency);

  // Wallets the members do not have yet (a member who never received money).
  await tx.execute(
    sql`with memos (rule, memo) as (values ${memos})
        insert into ledger_accounts (code, currency, member_id, allow_negative)
        select distinct ${wallet}, ${currency}, d.member_id, false from (${fresh}) d
        where not exists (select 1 from ledger_accounts a where a.code = ${wallet})
        on conflict (code) do nothing`,
  );

  const paid = await bulkTransfers(
    tx,
    sql`with memos (rule, memo) as (values ${memos})
        select row_number() over (order by d.member_id, d.rule) as ord,
               'settle:' || d.rule || ':' || d.member_id || ':' || ${period}::text as key, ${kind}::text as kind,
               ${house}::integer as from_account_id, a.id as to_account_id, d.amount, m.memo, ${now}::timestamptz as created_at,
               d.rule as settle_rule, d.member_id as settle_member, d.basis as settle_basis
        from (${fresh}) d join ledger_accounts a on a.code = ${wallet} join memos m on m.rule = d.rule`,
    sql`insert into settlements (rule, member_id, period, basis, amount, created_at, transfer_id)
        select settle_rule, settle_member, ${period}, settle_basis, amount, created_at, transfer_id from batch`,
  );
  return { rows: paid.count, paid: earlier.paid + paid.count, amount: earlier.amount + paid.amount };
}
