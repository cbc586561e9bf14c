// A deposit amount as typed (spec §2 depositv2): a positive number with at most 2 decimals, within the chosen
// method's limits. The server checks again; this saves a round trip and says why at once.
import type { FieldProblem } from '../../contract/rules/field-rules.ts';

export interface AmountLimits {
  min: number;
  max: number;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The amount as a number, or a problem with the i18n key to show (limits given as raw numbers to format). */
export function checkAmount(text: string, limits: AmountLimits): { amount: number } | { problem: FieldProblem } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { problem: { key: 'validation.required' } };
  if (!AMOUNT.test(trimmed)) return { problem: { key: 'wallet.amountFormat' } };
  const amount = Number(trimmed);
  if (amount < limits.min) return { problem: { key: 'wallet.amountBelowMin', values: { min: limits.min } } };
  if (amount > limits.max) return { problem: { key: 'wallet.amountAboveMax', values: { max: limits.max } } };
  return { amount };
}
