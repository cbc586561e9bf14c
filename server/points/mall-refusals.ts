// The refusals of points or cash short, shared by a redemption and a conversion: checked before the payment
// password, and again as the ledger's overdraft inside the transaction.
import { LedgerError } from '../ledger/transfer.ts';
import { Refusal } from '../shared/refusal.ts';

export const shortPoints = () => new Refusal('pointMall.points.insufficient', 'You do not have enough points');
export const shortCash = () => new Refusal('pointMall.cash.insufficient', 'Your balance is not enough');

/** A transfer whose overdraft is the given refusal (thrown: the transaction keeps nothing). */
export async function refusing<T>(refusal: () => Refusal, move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'ledger.insufficient.funds') throw refusal();
    throw err;
  }
}
