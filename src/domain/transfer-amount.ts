// A transfer amount as typed (spec §2 transferFund, transferUpline): each way it can be wrong has its own words,
// so "-5" is told it must be above zero and "ten" that it must be a number, not that it has too many decimals.
// The server checks again (400 for a malformed amount, wallet.insufficient.balance for too much).
import type { FieldProblem } from '../../contract/rules/field-rules.ts';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The amount, or the problem to show; `available` is what the sending wallet holds. */
export function checkTransferAmount(text: string, available: number): { amount: number } | { problem: FieldProblem } {
  const typed = text.trim().replace(/,/g, '');
  if (typed === '') return { problem: { key: 'transfer.amountRequired' } };
  if (!NUMBER.test(typed)) return { problem: { key: 'transfer.amountNumber' } };
  const amount = Number(typed);
  if (amount <= 0) return { problem: { key: 'transfer.amountPositive' } };
  if ((typed.split('.')[1] ?? '').length > 2) return { problem: { key: 'wallet.amountFormat' } };
  if (amount > available) return { problem: { key: 'errors.wallet.insufficient.balance' } };
  return { amount };
}
