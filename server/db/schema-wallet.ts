// The wallet and member-centre tables (issue 6): deposit orders of the demo payment provider, bank accounts and
// the payment password, withdrawals paid out in parts with their confirmations and proofs, platform messages.
// Money is integer centavos; every movement is a ledger transfer whose id the row keeps.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTransfers, members } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Deposit orders. status as stored: pending, paid, cancelled, expired. A pending order past expires_at is expired
 * (written so the first time it is touched; shown so at once). Paid exactly once: ledger key deposit:<order_no>.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** When it was paid, cancelled or found expired. */
    closedAt: at('closed_at'),
    providerRef: text('provider_ref'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('deposit_orders_no_uq').on(t.orderNo),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    check('deposit_orders_positive', sql`${t.amount} > 0`),
  ],
);

/** Bank accounts a member may withdraw to. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_accounts_member_number_uq').on(t.memberId, t.bankCode, t.accountNumber)],
);

/** The payment password (scrypt), asked for every withdrawal. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  hash: text('hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Withdrawals: the amount is held (member -> withdrawal-hold) when requested, then paid out in parts. status:
 * pending, paying, paid, completed, rejected (contract/withdrawal/withdrawal.ts). request_id makes a resent request a
 * replay of the first.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** The payee as it was when requested, masked. */
    payee: text('payee').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('withdrawals_no_uq').on(t.orderNo),
    uniqueIndex('withdrawals_request_uq').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    check('withdrawals_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The parts a withdrawal is paid in (hold -> payout). status: awaiting, received, notReceived, autoReceived;
 * dispute (for notReceived): open, refunded, rejected.
 */
export const withdrawalParts = pgTable(
  'withdrawal_parts',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: at('paid_at').notNull(),
    confirmBy: at('confirm_by').notNull(),
    status: text('status').notNull(),
    confirmedAt: at('confirmed_at'),
    dispute: text('dispute'),
    disputeClosedAt: at('dispute_closed_at'),
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('withdrawal_parts_seq_uq').on(t.withdrawalId, t.seq),
    index('withdrawal_parts_due_idx').on(t.status, t.confirmBy),
    index('withdrawal_parts_dispute_idx').on(t.dispute),
    check('withdrawal_parts_positive', sql`${t.amount} > 0`),
  ],
);

/** Proof images of a part reported as not received: png or jpeg, checked by content, at most 3 of 5 MB. */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    partId: integer('part_id')
      .notNull()
      .references(() => withdrawalParts.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawal_proofs_part_idx').on(t.partId)],
);

/** Platform messages (the member centre's messageV2): to every member (member_id null) or to one. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.createdAt)],
);

/** A member has read a message. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] })],
);

/** The member's own profile fields shown in the security centre (docs/product.md §3.12 Profile fields). */
export const memberProfiles = pgTable('member_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
