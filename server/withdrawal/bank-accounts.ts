// The member's bank accounts and whether a payment password is set: what withdrawing needs in place first. The
// account area reads these too (its security page shows them), so they stand apart from the withdrawal's rules.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { bankAccounts, paymentPasswords } from '../db/schema-wallet.ts';
import { members } from '../db/schema.ts';
import { BANKS, MAX_BANK_ACCOUNTS, type BankAccountView } from '../../contract/withdrawal/withdraw.ts';
import { Refusal } from '../shared/refusal.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const bankName = (code: string) => BANKS.find((b) => b.code === code)?.name ?? code;
export const maskNumber = (n: string) => `•••• ${n.slice(-4)}`;
export const payeeOf = (a: BankAccountRow) => `${a.bankCode} ${maskNumber(a.accountNumber)}`;

export const bankAccountView = (a: BankAccountRow): BankAccountView => ({
  id: a.id,
  bankCode: a.bankCode,
  bankName: bankName(a.bankCode),
  accountName: a.accountName,
  accountNumber: maskNumber(a.accountNumber),
});

export const bankAccountsOf = (db: Db | Tx, memberId: number) =>
  db.select().from(bankAccounts).where(eq(bankAccounts.memberId, memberId)).orderBy(asc(bankAccounts.id));

/**
 * Binds a bank account, or says why not. The member's row is locked first, so parallel binds are decided one
 * after the other and neither the limit nor the one-binding-per-account rule gives way.
 */
export function bindBankAccount(
  db: Db,
  now: Date,
  memberId: number,
  account: Pick<BankAccountRow, 'bankCode' | 'accountName' | 'accountNumber'>,
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const existing = await bankAccountsOf(tx, memberId);
    if (existing.some((a) => a.bankCode === account.bankCode && a.accountNumber === account.accountNumber))
      throw new Refusal('bank.account.exists', 'This bank account is already bound');
    if (existing.length >= MAX_BANK_ACCOUNTS) throw new Refusal('bank.account.limit', `At most ${MAX_BANK_ACCOUNTS} bank accounts can be bound`);
    const [row] = await tx
      .insert(bankAccounts)
      .values({ memberId, ...account, createdAt: now })
      .returning();
    return row!;
  });
}

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ m: paymentPasswords.memberId }).from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  return !!row;
}

/** The member's bound accounts as the site shows them (numbers masked). */
export const memberBankAccounts = async (db: Db | Tx, memberId: number) => (await bankAccountsOf(db, memberId)).map(bankAccountView);

/** Binds an account (bindBankAccount's rules) and answers it as the site shows it. */
export const addBankAccount = async (db: Db, now: Date, memberId: number, account: Pick<BankAccountRow, 'bankCode' | 'accountName' | 'accountNumber'>) =>
  bankAccountView(await bindBankAccount(db, now, memberId, account));
