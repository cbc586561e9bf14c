// Requests and read models of withdrawing (spec §2 withdraw, §4 Withdrawal confirmation; issue 6), beside the
// fixed WithdrawalView of withdrawal.ts: bank accounts, the payment password, the limits and the request.
import { z } from 'zod';
import { moneyAmount, pageFields, rangeFields, withRange, type DayRange, type Page } from './records.ts';
import type { WithdrawalStatus, WithdrawalView } from './withdrawal.ts';

/** Banks and e-wallets a member may bind (demo list for the Philippines). */
export const BANKS = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' },
  { code: 'UBP', name: 'UnionBank' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'GCASH', name: 'GCash' },
  { code: 'MAYA', name: 'Maya' },
] as const;
export type BankCode = (typeof BANKS)[number]['code'];
export const BANK_CODES = BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];
export const MAX_BANK_ACCOUNTS = 5;

/** POST /wps/relay/WDS_bankAccount */
export const bindBankAccountBody = z.strictObject({
  bankCode: z.enum(BANK_CODES),
  accountName: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[\p{L}][\p{L} .,'-]*$/u, 'letters, spaces and . , \' - only'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, '6 to 20 digits'),
});
export type BindBankAccountRequest = z.infer<typeof bindBankAccountBody>;

export interface BankAccountView {
  id: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  /** Only the last 4 digits are shown: "•••• 4821". */
  accountNumber: string;
}

/** The payment password: 6 digits. */
export const paymentPassword = z.string().regex(/^\d{6}$/, '6 digits');

/** POST /wps/relay/WDS_paymentPassword (encrypted): the first payment password. */
export const setPaymentPasswordBody = z.strictObject({ paymentPassword, confirmPaymentPassword: z.string().max(64) });
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordBody>;

/** PUT /wps/relay/WDS_paymentPassword (encrypted): a new one, with the old one. */
export const changePaymentPasswordBody = z.strictObject({
  oldPaymentPassword: z.string().min(1).max(64),
  newPaymentPassword: paymentPassword,
  confirmPaymentPassword: z.string().max(64),
});
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordBody>;

/** GET /wps/relay/WDS_withdrawInfo: everything the withdraw page needs. */
export interface WithdrawInfo {
  balance: number;
  currency: string;
  currencySymbol: string;
  min: number;
  max: number;
  /** Requests allowed per day (the members' day), used today and left. */
  dailyCount: number;
  usedToday: number;
  remainingToday: number;
  hasPaymentPassword: boolean;
  accounts: BankAccountView[];
  banks: { code: string; name: string }[];
  maxBankAccounts: number;
  /** Minutes the member has to confirm each paid part. */
  confirmMinutes: number;
}

/**
 * POST /wps/relay/WDS_withdraw (encrypted). requestId is made by the site once per submission: a resent request
 * with the same id is answered with the first withdrawal and holds nothing again.
 */
export const withdrawBody = z.strictObject({
  amount: moneyAmount,
  bankAccountId: z.number().int().positive().max(2_147_483_647),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
});
export type WithdrawRequest = z.infer<typeof withdrawBody>;

/** GET /wps/relay/WDS_withdrawals */
export const WITHDRAWAL_STATUSES = ['pending', 'paying', 'paid', 'completed', 'rejected'] as const satisfies readonly WithdrawalStatus[];
export const withdrawalsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, status: z.enum(WITHDRAWAL_STATUSES).optional() }));
export type WithdrawalPage = Page<WithdrawalView> & DayRange;

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** GET /wps/relay/WDS_withdrawal?id= */
export const withdrawalQuery = z.strictObject({ id });
/** POST /wps/relay/WDS_confirmReceived */
export const confirmPartBody = z.strictObject({ partId: id });
/** POST /wps/relay/WDS_confirmNotReceived?partId= (multipart/form-data: the proof images as files) */
export const notReceivedQuery = z.strictObject({ partId: id });
/** POST /wps/relay/WDS_confirmAllReceived */
export const confirmAllBody = z.strictObject({ withdrawalId: id });
