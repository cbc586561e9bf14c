// The ledger's invariants, counted: each must be 0. The tests, the bench and the load test read the same counts.
// An account that may go below zero keeps no balance row and no running balance (migration 0024): its balance is
// the sum of its entries, its row's balance stays 0 and its entries' balance_after null; the counts check that too.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';

export interface LedgerViolations {
  /** Currencies whose balances (kept, or the entries' sum where none is kept) do not sum to 0 (money is neither made nor lost). */
  unbalancedCurrencies: number;
  /** Accounts that may not go below zero and are below zero. */
  overdrawn: number;
  /** Transfers without exactly two entries summing to 0. */
  unbalancedTransfers: number;
  /** Transfers whose two accounts hold different currencies. */
  mixedCurrency: number;
  /** Accounts whose kept balance is not the sum of their entries, or that keep one when they may go below zero. */
  balanceNotEntries: number;
  /** Entries whose balance_after is not the one before plus the amount (in id order per account), or is set on an account that keeps none. */
  brokenChain: number;
  /** Accounts keeping a balance whose last entry's balance_after is not the balance. */
  lastNotBalance: number;
}

export const LEDGER_OK: LedgerViolations = {
  unbalancedCurrencies: 0,
  overdrawn: 0,
  unbalancedTransfers: 0,
  mixedCurrency: 0,
  balanceNotEntries: 0,
  brokenChain: 0,
  lastNotBalance: 0,
};

export async function ledgerViolations(db: Db | Tx): Promise<LedgerViolations> {
  const [row] = await queryRows<Record<keyof LedgerViolations, string>>(
    db,
    sql`with sums as (select account_id, sum(amount) as s from ledger_entries group by account_id),
          accounts as (select a.*, coalesce(e.s, 0) as entries from ledger_accounts a left join sums e on e.account_id = a.id)
        select (select count(*) from (select currency from accounts group by currency
                  having sum(case when allow_negative then entries else balance end) <> 0) c) as "unbalancedCurrencies",
               (select count(*) from ledger_accounts where not allow_negative and balance < 0) as overdrawn,
               (select count(*) from ledger_transfers t
                  left join (select transfer_id, count(*) as c, sum(amount) as s from ledger_entries group by transfer_id) e on e.transfer_id = t.id
                  where coalesce(e.c, 0) <> 2 or coalesce(e.s, 0) <> 0) as "unbalancedTransfers",
               (select count(*) from ledger_transfers t
                  join ledger_accounts f on f.id = t.from_account_id join ledger_accounts o on o.id = t.to_account_id
                  where f.currency <> o.currency or t.currency <> f.currency) as "mixedCurrency",
               (select count(*) from accounts where balance <> case when allow_negative then 0 else entries end) as "balanceNotEntries",
               (select count(*) from (
                  select a.allow_negative, e.balance_after,
                         e.balance_after - e.amount - coalesce(lag(e.balance_after) over (partition by e.account_id order by e.id), 0) as gap
                  from ledger_entries e join ledger_accounts a on a.id = e.account_id) g
                  where case when g.allow_negative then g.balance_after is not null else g.gap is distinct from 0 end) as "brokenChain",
               (select count(*) from ledger_accounts a
                  join lateral (select balance_after from ledger_entries e where e.account_id = a.id order by id desc limit 1) l on true
                  where not a.allow_negative and l.balance_after is distinct from a.balance) as "lastNotBalance"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as LedgerViolations;
}
