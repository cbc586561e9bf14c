// The chart of accounts: every account the ledger holds, by code, with its currency and whether it may go below
// zero. Money accounts are in the merchant's currency (centavos), points accounts in PTS (hundredths of a point); a
// transfer between two currencies is refused (ledger_transfer, ledger_bulk_guard and the transfers' foreign keys,
// migration 0023). Accounts are created on first use.
//
// An account that may go below zero (the last column) keeps no balance row: a transfer neither locks nor updates
// it, its entries carry no running balance, and its balance is the sum of its entries (balanceOf; migration 0024),
// so players never wait on each other's commits on a house or vendor account (docs/decisions.md, issue 38). An
// account that may not go below zero keeps its balance, and its no-overdraft check under its own row lock.
//
// | code                              | holds                                             | currency | below 0 |
// | member:<id>                       | a member's wallet                                 | merchant | never   |
// | member:<id>:wallet:<provider>     | a member's transfer wallet at a vendor            | merchant | never   |
// | points:<id>                       | a member's points                                 | PTS      | never   |
// | house                             | opening balances, trial credit, redeemed cash     | merchant | yes     |
// | house:bonus                       | every bonus, rebate, reward and wage paid         | merchant | yes     |
// | house:points                      | every point given out or taken back               | PTS      | yes     |
// | hold:points / hold:redeem         | a redemption's points / cash until decided        | PTS / m. | never   |
// | deposit:<provider>                | what a payment provider settles                   | merchant | yes     |
// | withdrawal:hold                   | withdrawals not yet paid out                      | merchant | never   |
// | withdrawal:payout                 | paid-out withdrawals (refunds come back from it)  | merchant | never   |
// | <vendor>:<0-7>                    | a game vendor's result, in 8 shards by member     | merchant | yes     |
//   (the last is created by the wallet functions in SQL: wallet_vendor_account, migration 0011; the shards date
//   from before migration 0024 and are kept so the books keep their codes, though they no longer need splitting)
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';

export const POINTS_CURRENCY = 'PTS';

export const HOUSE_ACCOUNT = 'house';
export const HOUSE_BONUS_ACCOUNT = 'house:bonus';
export const HOUSE_POINTS_ACCOUNT = 'house:points';
export const HELD_POINTS_ACCOUNT = 'hold:points';
export const HELD_REDEEM_CASH_ACCOUNT = 'hold:redeem';
export const WITHDRAWAL_HOLD_ACCOUNT = 'withdrawal:hold';
export const WITHDRAWAL_PAYOUT_ACCOUNT = 'withdrawal:payout';
export const memberAccountCode = (memberId: number) => `member:${memberId}`;
export const pointsAccountCode = (memberId: number) => `points:${memberId}`;
export const vendorWalletCode = (memberId: number, provider: string) => `${memberAccountCode(memberId)}:wallet:${provider}`;
export const depositAccountCode = (provider: string) => `deposit:${provider}`;

/** The account's id, creating it on first use. */
export async function accountId(db: Db | Tx, code: string, currency: string, opts: { memberId?: number; allowNegative?: boolean } = {}): Promise<number> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ code, currency, memberId: opts.memberId ?? null, allowNegative: opts.allowNegative ?? false })
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row!.id;
}

export const memberWalletId = (db: Db | Tx, memberId: number, currency: string) => accountId(db, memberAccountCode(memberId), currency, { memberId });
export const vendorWalletId = (db: Db | Tx, memberId: number, provider: string, currency: string) =>
  accountId(db, vendorWalletCode(memberId, provider), currency, { memberId });
export const pointsAccountId = (db: Db | Tx, memberId: number) => accountId(db, pointsAccountCode(memberId), POINTS_CURRENCY, { memberId });

export const houseAccountId = (db: Db | Tx, currency: string) => accountId(db, HOUSE_ACCOUNT, currency, { allowNegative: true });
export const houseBonusAccountId = (db: Db | Tx, currency: string) => accountId(db, HOUSE_BONUS_ACCOUNT, currency, { allowNegative: true });
export const housePointsAccountId = (db: Db | Tx) => accountId(db, HOUSE_POINTS_ACCOUNT, POINTS_CURRENCY, { allowNegative: true });
export const heldPointsAccountId = (db: Db | Tx) => accountId(db, HELD_POINTS_ACCOUNT, POINTS_CURRENCY);
/** The money account the cash part of a redemption in process waits in (like hold:points for its points). */
export const heldCashAccountId = (db: Db | Tx, currency: string) => accountId(db, HELD_REDEEM_CASH_ACCOUNT, currency);
export const depositAccountId = (db: Db | Tx, provider: string, currency: string) =>
  accountId(db, depositAccountCode(provider), currency, { allowNegative: true });
export const withdrawalHoldAccountId = (db: Db | Tx, currency: string) => accountId(db, WITHDRAWAL_HOLD_ACCOUNT, currency);
export const payoutAccountId = (db: Db | Tx, currency: string) => accountId(db, WITHDRAWAL_PAYOUT_ACCOUNT, currency);

/**
 * An account's balance by code (0 before it exists): centavos for money, hundredths for points. For an account that
 * may go below zero, the sum of its entries (it keeps no balance row), so it costs a read of all its entries.
 */
export async function balanceOf(db: Db | Tx, code: string): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`select case when a.allow_negative then coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
                    else a.balance end as balance
        from ledger_accounts a where a.code = ${code}`,
  );
  return Number(row?.balance ?? 0);
}

/** A member's wallet balance in centavos (0 before the wallet exists). */
export const memberBalance = (db: Db | Tx, memberId: number) => balanceOf(db, memberAccountCode(memberId));
/** A member's points in hundredths (0 before the account exists). */
export const pointBalance = (db: Db | Tx, memberId: number) => balanceOf(db, pointsAccountCode(memberId));
