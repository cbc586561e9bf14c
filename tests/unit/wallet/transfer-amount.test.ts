import { describe, expect, it } from 'vitest';
import { checkTransferAmount } from '../../../src/domain/transfer-amount.ts';

describe('transfer amounts (docs/product.md §2 transferFund, transferUpline)', () => {
  it('takes a positive amount with at most 2 decimals up to what the wallet holds', () => {
    expect(checkTransferAmount('100', 100)).toEqual({ amount: 100 });
    expect(checkTransferAmount(' 1,250.50 ', 2_000)).toEqual({ amount: 1250.5 });
    expect(checkTransferAmount('0.01', 1)).toEqual({ amount: 0.01 });
    expect(checkTransferAmount('.5', 1)).toEqual({ amount: 0.5 });
    expect(checkTransferAmount('5.', 10)).toEqual({ amount: 5 });
  });
  it('says which way an amount is wrong', () => {
    const problem = (text: string, available = 1_000) => (checkTransferAmount(text, available) as { problem: { key: string } }).problem?.key;
    expect(problem('')).toBe('wallet.amountRequired');
    expect(problem('   ')).toBe('wallet.amountRequired');
    expect(problem('ten')).toBe('wallet.amountNumber');
    expect(problem('1e3')).toBe('wallet.amountNumber');
    expect(problem('12.3.4')).toBe('wallet.amountNumber');
    expect(problem('₱10')).toBe('wallet.amountNumber');
    expect(problem('0')).toBe('wallet.amountPositive');
    expect(problem('0.00')).toBe('wallet.amountPositive');
    expect(problem('-5')).toBe('wallet.amountPositive');
    expect(problem('12.345')).toBe('wallet.amountFormat');
    expect(problem('1000.01')).toBe('errors.wallet.insufficient.balance');
    expect(problem('0.01', 0)).toBe('errors.wallet.insufficient.balance');
  });
});
