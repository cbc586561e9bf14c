// A deposit or withdrawal amount as typed (docs/product.md §2 depositv2, withdraw): a positive number with at most 2 decimals,
// within the chosen method's limits. The server checks again; this saves a round trip and says why at once.
import type { FieldProblem } from '../../contract/rules/field-rules.ts';
import { readAmount } from './amount.ts';

export interface AmountLimits {
  min: number;
  max: number;
}

/** The amount as a number, or a problem with the i18n key to show (limits given as raw numbers to format). */
export function checkAmount(text: string, limits: AmountLimits): { amount: number } | { problem: FieldProblem } {
  const read = readAmount(text);
  if ('problem' in read) return read;
  if (read.amount < limits.min) return { problem: { key: 'wallet.amountBelowMin', values: { min: limits.min } } };
  if (read.amount > limits.max) return { problem: { key: 'wallet.amountAboveMax', values: { max: limits.max } } };
  return read;
}
