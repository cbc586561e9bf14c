// The ledger's invariants, counted: each must be 0. The tests, the bench and the load test read the same counts.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';

export interface LedgerViolations {
  /** Currencies whose balances do not sum to 0 (money is neither made nor lost). */
  unbalancedCurrencies: number;
  /** Accounts that may not go below zero and are below zero. */
  overdrawn: number;
  /** Transfers without exactly two entries summing to 0. */
  unbalancedTransfers: number;
  /** Transfers whose two accounts hold different currencies. */
  mixedCurrency: number;
  /** Accounts whose balance is not the sum of their entries. */
  balanceNotEntries: number;
  /** Entries whose balance_after is not the one before plus the amount (in id order per account). */
  brokenChain: number;
  /** Accounts whose last entry's balance_after is not the balance. */
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
    sql`select (select count(*) from (select currency from ledger_accounts group by currency having sum(balance) <> 0) c) as "unbalancedCurrencies",
               (select count(*) from ledger_accounts where not allow_negative and balance < 0) as overdrawn,
               (select count(*) from ledger_transfers t
                  left join (select transfer_id, count(*) as c, sum(amount) as s from ledger_entries group by transfer_id) e on e.transfer_id = t.id
                  where coalesce(e.c, 0) <> 2 or coalesce(e.s, 0) <> 0) as "unbalancedTransfers",
               (select count(*) from ledger_transfers t
                  join ledger_accounts f on f.id = t.from_account_id join ledger_accounts o on o.id = t.to_account_id
                  where f.currency <> o.currency or t.currency <> f.currency) as "mixedCurrency",
               (select count(*) from ledger_accounts a
                  left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
                  where a.balance <> coalesce(e.s, 0)) as "balanceNotEntries",
               (select count(*) from (
                  select balance_after - amount - coalesce(lag(balance_after) over (partition by account_id order by id), 0) as gap
                  from ledger_entries) g where g.gap <> 0) as "brokenChain",
               (select count(*) from ledger_accounts a
                  join lateral (select balance_after from ledger_entries e where e.account_id = a.id order by id desc limit 1) l on true
                  where l.balance_after <> a.balance) as "lastNotBalance"`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as LedgerViolations;
}
