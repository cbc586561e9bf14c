// The wallet's system accounts and the API's amounts (issue 6).
import type { Db, Tx } from '../db/client.ts';
import { accountId } from './ledger.ts';

/** Decimal with 2 places to centavos. */
export const toCentavos = (amount: number) => Math.round(amount * 100);

/** What the payment provider settles: credits to members come from here (it may go below zero). */
export const depositAccountId = (db: Db | Tx, provider: string, currency: string) => accountId(db, `deposit:${provider}`, currency, { allowNegative: true });
/** Amounts held for withdrawals not yet paid out. */
export const withdrawalHoldAccountId = (db: Db | Tx, currency: string) => accountId(db, 'withdrawal:hold', currency);
/** Paid-out withdrawals (the house's payout account); a refund of a part never received comes back from here. */
export const payoutAccountId = (db: Db | Tx, currency: string) => accountId(db, 'withdrawal:payout', currency);
