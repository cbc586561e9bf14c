// An amount of money as a member types it (deposit, withdraw, transfer): each way it can be wrong has its own
// words, so "-5" is told it must be above zero and "ten" that it must be digits, not that it has too many decimals.
// What the amount is checked against (a method's limits, a wallet's balance) is the caller's.
import type { FieldProblem } from '../../contract/rules/field-rules.ts';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The typed amount (thousands separators allowed), or the problem to show. */
export function readAmount(text: string): { amount: number } | { problem: FieldProblem } {
  const typed = text.trim().replace(/,/g, '');
  if (typed === '') return { problem: { key: 'wallet.amountRequired' } };
  if (!NUMBER.test(typed)) return { problem: { key: 'wallet.amountNumber' } };
  // A number too long for any limit still reads as a (huge) number, so the caller's limit names the problem.
  const amount = Number(typed);
  if (amount <= 0) return { problem: { key: 'wallet.amountPositive' } };
  if ((typed.split('.')[1] ?? '').length > 2) return { problem: { key: 'wallet.amountFormat' } };
  return { amount };
}
