// Requests and read models of withdrawing (docs/product.md §2 withdraw, §4 Withdrawal confirmation; issue 6), beside the
// fixed WithdrawalView of withdrawal.ts: bank accounts, the payment password, the limits and the request.
import { z } from 'zod';
import type { CallTable } from '../call.ts';
import { PAYMENT_PASSWORD } from '../rules/payment-password.ts';
import { dayRange, moneyAmount, pageFields, pageOf, rangeFields, withRange } from '../records/records.ts';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, withdrawalView, type WithdrawalStatus } from './withdrawal.ts';

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
    .regex(/^[\p{L}][\p{L} .,'-]*$/u, "letters, spaces and . , ' - only"),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, '6 to 20 digits'),
});
export type BindBankAccountRequest = z.infer<typeof bindBankAccountBody>;

export const bankAccountView = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last 4 digits are shown: "•••• 4821". */
  accountNumber: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

/** The payment password: 6 digits. */
export const paymentPassword = z.string().regex(PAYMENT_PASSWORD, '6 digits');

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
export const withdrawInfo = z.object({
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  min: z.number(),
  max: z.number(),
  /** Requests allowed per day (the members' day), used today and left. */
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
  hasPaymentPassword: z.boolean(),
  accounts: z.array(bankAccountView),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
  maxBankAccounts: z.number().int(),
  /** Minutes the member has to confirm each paid part. */
  confirmMinutes: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

/**
 * POST /wps/relay/WDS_withdraw (encrypted). requestId is made by the site once per submission: a resent request
 * with the same id is answered with the first withdrawal and holds nothing again.
 */
export const withdrawBody = z.strictObject({
  amount: moneyAmount,
  bankAccountId: z.number().int().positive().max(2_147_483_647),
  paymentPassword: z.string().min(1).max(64),
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type WithdrawRequest = z.infer<typeof withdrawBody>;

/** GET /wps/relay/WDS_withdrawals */
export const WITHDRAWAL_STATUSES = ['pending', 'paying', 'paid', 'completed', 'rejected'] as const satisfies readonly WithdrawalStatus[];
export const withdrawalsQuery = withRange(z.strictObject({ ...pageFields, ...rangeFields, status: z.enum(WITHDRAWAL_STATUSES).optional() }));
export const withdrawalPage = pageOf(withdrawalView).extend(dayRange.shape);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** GET /wps/relay/WDS_withdrawal?id= */
export const withdrawalQuery = z.strictObject({ id });
/** POST /wps/relay/WDS_confirmReceived */
export const confirmPartBody = z.strictObject({ partId: id });
/** POST /wps/relay/WDS_confirmNotReceived?partId= (multipart/form-data: the proof images as files) */
export const notReceivedQuery = z.strictObject({ partId: id });
/** Its multipart body, for the document only: the server reads the files itself and checks their content. */
export const notReceivedForm = z.object({
  proof: z
    .array(z.file().max(PROOF_MAX_BYTES))
    .min(1)
    .max(PROOF_MAX_FILES)
    .describe(`1 to ${PROOF_MAX_FILES} files named proof: png or jpg, ${PROOF_MAX_BYTES / 1024 / 1024} MB each`),
});
/** POST /wps/relay/WDS_confirmAllReceived */
export const confirmAllBody = z.strictObject({ withdrawalId: id });

const tag = 'withdraw';
/** An encrypted call's own refusals of its envelope (docs/architecture.md §4). */
const proofLimits = { maxFiles: PROOF_MAX_FILES, maxBytes: PROOF_MAX_BYTES };

export const withdrawCalls = {
  withdrawInfo: { tag, summary: 'Limits, balance, bound bank accounts and whether a payment password is set', value: withdrawInfo },
  bankAccounts: { tag, summary: "The member's bank accounts, numbers masked", value: z.array(bankAccountView) },
  addBankAccount: {
    tag,
    summary: 'Bind a bank account (bank, account name, number)',
    body: bindBankAccountBody,
    value: bankAccountView,
    errors: { 'bank.account.exists': 200, 'bank.account.limit': 200 },
  },
  setPaymentPassword: {
    tag,
    summary: 'Set the payment password (encrypted: paymentPassword, confirmPaymentPassword; 6 digits)',
    description: 'paymentPassword.already.set: change it with PUT.',
    body: setPaymentPasswordBody,
    value: z.null(),
    errors: { 'paymentPassword.already.set': 200, 'paymentPassword.mismatch': 200 },
  },
  changePaymentPassword: {
    tag,
    summary: 'Change the payment password (encrypted: oldPaymentPassword, newPaymentPassword, confirmPaymentPassword)',
    description: 'paymentPassword.incorrect has value { attemptsLeft }; paymentPassword.locked comes after 5 wrong tries in an hour.',
    body: changePaymentPasswordBody,
    value: z.null(),
    errors: { 'paymentPassword.unset': 200, 'paymentPassword.mismatch': 200, 'paymentPassword.incorrect': 200, 'paymentPassword.locked': 429 },
  },
  withdraw: {
    tag,
    summary: 'Withdraw (encrypted: amount, bankAccountId, paymentPassword, requestId); the amount is held at once',
    description:
      'value is the WithdrawalView. The refusals hold nothing; the amount ones carry value { min, max }, paymentPassword.incorrect value { attemptsLeft }. ' +
      'A resent request with the same requestId answers the first withdrawal. withdraw.turnover.pending has value { required, played, remaining }: ' +
      'the bonus turnover still to play (docs/economy.md §turnover).',
    body: withdrawBody,
    value: withdrawalView,
    errors: {
      'paymentPassword.unset': 200,
      'withdraw.bankAccount.missing': 200,
      'withdraw.amount.below.min': 200,
      'withdraw.amount.above.max': 200,
      'withdraw.daily.limit': 200,
      'paymentPassword.incorrect': 200,
      'withdraw.insufficient.balance': 200,
      'withdraw.turnover.pending': 200,
      'paymentPassword.locked': 429,
    },
  },
  withdrawals: {
    tag,
    summary: "The member's withdrawals with their parts, newest first, by day range and status",
    query: withdrawalsQuery,
    value: withdrawalPage,
  },
  withdrawal: {
    tag,
    summary: 'One withdrawal as the confirmation view (parts, received and remaining amounts)',
    query: withdrawalQuery,
    value: withdrawalView,
    errors: { 'withdrawal.unknown': 200 },
  },
  confirmReceived: {
    tag,
    summary: 'Mark a paid part as received (a repeat changes nothing)',
    description: 'value is the WithdrawalView.',
    body: confirmPartBody,
    value: withdrawalView,
    errors: { 'withdrawal.part.unknown': 200, 'withdrawal.part.answered': 200 },
  },
  confirmAllReceived: {
    tag,
    summary: 'Mark every part still awaiting an answer as received',
    description: 'value is the WithdrawalView.',
    body: confirmAllBody,
    value: withdrawalView,
    errors: { 'withdrawal.unknown': 200 },
  },
  confirmNotReceived: {
    tag,
    summary: `Report a paid part as not received, with 1 to ${PROOF_MAX_FILES} proof images (multipart/form-data; png or jpg, ${PROOF_MAX_BYTES / 1024 / 1024} MB each)`,
    description:
      `value is the WithdrawalView; the part goes to the dispute queue. The refusals store nothing; the proof ones carry value ${JSON.stringify(proofLimits)} ` +
      '(images are checked by content); past the deadline a part counts as received (withdrawal.part.autoReceived).',
    query: notReceivedQuery,
    body: notReceivedForm,
    value: withdrawalView,
    errors: {
      'proof.missing': 200,
      'proof.too.many': 200,
      'proof.too.large': 200,
      'proof.not.image': 200,
      'withdrawal.part.autoReceived': 200,
      'withdrawal.part.answered': 200,
      'withdrawal.part.unknown': 200,
    },
  },
} as const satisfies CallTable;
