// A transfer amount as typed (docs/product.md §2 transferFund, transferUpline): read as every amount is (./amount.ts), then
// checked against what the sending wallet holds. The server checks again (400 for a malformed amount,
// wallet.insufficient.balance for too much).
import type { FieldProblem } from '../../contract/rules/field-rules.ts';
import { readAmount } from './amount.ts';

/** The amount, or the problem to show; `available` is what the sending wallet holds. */
export function checkTransferAmount(text: string, available: number): { amount: number } | { problem: FieldProblem } {
  const read = readAmount(text);
  if ('problem' in read) return read;
  if (read.amount > available) return { problem: { key: 'errors.wallet.insufficient.balance' } };
  return read;
}
