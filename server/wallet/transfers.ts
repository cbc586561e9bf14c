// Transfers between a member's main wallet and the vendors' transfer wallets, and to the member's agent
// (issue 6). Each is one ledger transfer keyed by the member's request id, so a resend moves nothing again.
import { asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, members } from '../db/schema.ts';
import { vendors } from '../db/schema-games.ts';
import type { Deps } from '../deps.ts';
import { LedgerError, transferIn } from '../ledger/transfer.ts';
import { readSetting } from '../system/system-status.ts';
import { MAIN_WALLET, type WalletBalance } from '../../contract/wallet/transfer.ts';
import { accountId, memberAccountCode, vendorWalletCode } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { Refusal } from '../shared/refusal.ts';
import { lockAccounts, transferMade } from '../ledger/locks.ts';
import { refuseWhileTurnoverOwed, turnoverRefusal } from '../rewards/turnover.ts';

export const isSingleWallet = async (db: Db) => (await readSetting(db, 'merchant.wallet', { isSingle: true })).isSingle;
export const uplineTransfersOn = async (db: Db) => (await readSetting(db, 'wallet.transferUpline', { enabled: false })).enabled;

/** Providers with a transfer wallet: one per provider code, named after its first vendor. */
export async function providers(db: Db): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const v of await db.select({ code: vendors.vassalage, name: vendors.name }).from(vendors).orderBy(asc(vendors.sort)))
    if (!out.has(v.code)) out.set(v.code, v.name);
  return out;
}

export async function walletBalances(db: Db, memberId: number): Promise<WalletBalance[]> {
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(or(eq(ledgerAccounts.code, memberAccountCode(memberId)), like(ledgerAccounts.code, `${memberAccountCode(memberId)}:%`)));
  const byCode = new Map(rows.map((r) => [r.code, r.balance]));
  const main: WalletBalance = { code: MAIN_WALLET, name: 'Main wallet', balance: toDecimal(byCode.get(memberAccountCode(memberId)) ?? 0) };
  if (await isSingleWallet(db)) return [main];
  return [main, ...[...(await providers(db))].map(([code, name]) => ({ code, name, balance: toDecimal(byCode.get(vendorWalletCode(memberId, code)) ?? 0) }))];
}

export async function walletTransfer(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  memberId: number,
  from: string,
  to: string,
  amount: number,
  requestId: string,
) {
  const { db, clock, config } = deps;
  if (await isSingleWallet(db)) throw new Refusal('wallet.transfer.single', 'This site uses a single wallet: there is nothing to transfer');
  if (from === to) throw new Refusal('wallet.transfer.same', 'Choose two different wallets');
  if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw new Refusal('wallet.transfer.main', 'Transfers go to or from the main wallet');
  const known = await providers(db);
  const vendor = from === MAIN_WALLET ? to : from;
  if (!known.has(vendor)) throw new Refusal('wallet.unknown', 'No such wallet');
  const currency = config.merchant.currency;
  const main = await accountId(db, memberAccountCode(memberId), currency, { memberId });
  const vendorAccount = await accountId(db, vendorWalletCode(memberId, vendor), currency, { memberId });
  try {
    await transferIn(db, clock, {
      key: `transfer:${memberId}:${requestId}`,
      kind: from === MAIN_WALLET ? 'transfer.out' : 'transfer.in',
      fromAccountId: from === MAIN_WALLET ? main : vendorAccount,
      toAccountId: from === MAIN_WALLET ? vendorAccount : main,
      amount,
      memo: from === MAIN_WALLET ? `To the ${known.get(vendor)} wallet` : `From the ${known.get(vendor)} wallet`,
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'ledger.insufficient.funds')
      throw new Refusal('wallet.insufficient.balance', 'The amount is more than the wallet holds');
    if (err instanceof LedgerError && err.code === 'ledger.idempotency.conflict')
      throw new Refusal('wallet.transfer.conflict', 'This request id was already used for another transfer');
    throw err;
  }
  return walletBalances(db, memberId);
}

/** The member's agent, who an upline transfer goes to. */
export async function uplineOf(db: Db, parentId: number | null): Promise<{ id: number; account: string } | null> {
  if (parentId === null) return null;
  const [agent] = await db.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, parentId));
  return agent ?? null;
}

export async function transferUpline(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  member: { id: number; parentId: number | null },
  amount: number,
  requestId: string,
) {
  const { db, clock, config } = deps;
  const upline = await uplineOf(db, member.parentId);
  if (!(await uplineTransfersOn(db))) throw new Refusal('function.not.available', 'This function is not available');
  if (!upline) throw new Refusal('transfer.upline.none', 'You have no agent to transfer to');
  const currency = config.merchant.currency;
  const key = `upline:${member.id}:${requestId}`;
  const fromAccountId = await accountId(db, memberAccountCode(member.id), currency, { memberId: member.id });
  const toAccountId = await accountId(db, memberAccountCode(upline.id), currency, { memberId: upline.id });
  try {
    const moved = await db.transaction(async (tx) => {
      await lockAccounts(tx, [fromAccountId, toAccountId]);
      if (!(await transferMade(tx, key)))
        await refuseWhileTurnoverOwed(tx, member.id, clock.now(), turnoverRefusal('transfer.turnover.pending', config.merchant.currencySymbol));
      return transferIn(tx, clock, { key, kind: 'transfer.upline', fromAccountId, toAccountId, amount, memo: `To the agent ${upline.account}` });
    });
    return { balance: toDecimal(moved.fromBalance), upline: upline.account };
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'ledger.insufficient.funds')
      throw new Refusal('wallet.insufficient.balance', 'The amount is more than the wallet holds');
    if (err instanceof LedgerError && err.code === 'ledger.idempotency.conflict')
      throw new Refusal('wallet.transfer.conflict', 'This request id was already used for another transfer');
    throw err;
  }
}
