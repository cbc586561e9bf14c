// What the withdraw page shows before a request: the balance, the merchant's limits, the day's count (the VIP
// level may raise it), the bank accounts and whether a payment password is set.
import type { Deps } from '../deps.ts';
import { memberBalance } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { dailyWithdrawalLimit } from '../vip/service.ts';
import { BANKS, MAX_BANK_ACCOUNTS, type WithdrawInfo } from '../../contract/withdrawal/withdraw.ts';
import { hasPaymentPassword, memberBankAccounts } from './bank-accounts.ts';
import { usedToday } from './place-withdrawal.ts';

export async function withdrawInfo(deps: Pick<Deps, 'db' | 'clock' | 'config'>, memberId: number): Promise<WithdrawInfo> {
  const { db } = deps;
  const wallet = deps.config.wallet;
  const used = await usedToday(deps, memberId);
  const dailyCount = await dailyWithdrawalLimit(db, memberId, wallet.withdrawDailyCount);
  return {
    balance: toDecimal(await memberBalance(db, memberId)),
    currency: deps.config.merchant.currency,
    currencySymbol: deps.config.merchant.currencySymbol,
    min: toDecimal(wallet.withdrawMin),
    max: toDecimal(wallet.withdrawMax),
    dailyCount,
    usedToday: used,
    remainingToday: Math.max(0, dailyCount - used),
    hasPaymentPassword: await hasPaymentPassword(db, memberId),
    accounts: await memberBankAccounts(db, memberId),
    banks: BANKS.map((b) => ({ code: b.code, name: b.name })),
    maxBankAccounts: MAX_BANK_ACCOUNTS,
    confirmMinutes: wallet.withdrawalConfirmMinutes,
  };
}
