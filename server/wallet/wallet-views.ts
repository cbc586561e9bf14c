// What the wallet calls show: the main balance, every wallet with the member's contracts, the merchant's wallets and
// whether the member may transfer to the agent.
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { memberBalance } from '../ledger/accounts.ts';
import { toDecimal } from '../ledger/amounts.ts';
import { readSetting } from '../system/system-status.ts';
import { loadVendors } from '../catalogue/service.ts';
import { consolidatedContractsOf } from '../agent-contracts/contract-view.ts';
import type { MerchantWallet } from '../../contract/catalogue/catalogue.ts';
import { uplineOf, uplineTransfersOn, walletBalances } from './transfers.ts';

export async function balanceOf({ db, config }: Pick<Deps, 'db' | 'config'>, memberId: number) {
  return { balance: toDecimal(await memberBalance(db, memberId)), currency: config.merchant.currency, currencySymbol: config.merchant.currencySymbol };
}

export async function consolidatedFunds({ db, config }: Pick<Deps, 'db' | 'config'>, memberId: number) {
  const wallets = await walletBalances(db, memberId);
  return {
    balance: wallets[0]!.balance,
    currency: config.merchant.currency,
    wallets: wallets.map((w, i) => ({ name: i === 0 ? 'main' : w.name, balance: w.balance, code: w.code })),
    ...(await consolidatedContractsOf(db, memberId)),
  };
}

/** The same for every caller. Transfer wallets: one per provider (its first vendor's name), beside the main wallet. */
export async function merchantWallet({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<MerchantWallet> {
  const { isSingle } = await readSetting(db, 'merchant.wallet', { isSingle: true });
  const main = { code: 'MAIN', name: 'Main wallet', currency: config.merchant.currency };
  if (isSingle) return { isSingle, wallets: [main] };
  const providers = new Map<string, string>();
  for (const v of await loadVendors(db)) if (!providers.has(v.vassalage)) providers.set(v.vassalage, v.name);
  return { isSingle, wallets: [main, ...[...providers].map(([code, name]) => ({ code, name, currency: main.currency }))] };
}

export async function transferUplineInfo(db: Db, member: { id: number; parentId: number | null }) {
  const upline = await uplineOf(db, member.parentId);
  return { enabled: (await uplineTransfersOn(db)) && !!upline, upline: upline?.account ?? null, balance: toDecimal(await memberBalance(db, member.id)) };
}
