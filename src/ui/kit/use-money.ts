import { useCallback } from 'react';
import { selectCurrencySymbol } from '../../machines/system/system-status.selectors.ts';
import { formatMoney, formatSignedMoney } from '../../domain/money.ts';
import { useSystemStatus } from '../app/actors.ts';
import { intlLocale } from '../../i18n/i18n.ts';

/** Money as the site shows it, with the merchant's symbol. */
export function useMoney(): (amount: number) => string {
  const symbol = useSystemStatus(selectCurrencySymbol);
  return useCallback((amount: number) => formatMoney(amount, symbol, intlLocale()), [symbol]);
}

/** A gain or a loss: "+₱500.00", "−₱20.00". */
export function useSignedMoney(): (amount: number) => string {
  const symbol = useSystemStatus(selectCurrencySymbol);
  return useCallback((amount: number) => formatSignedMoney(amount, symbol, intlLocale()), [symbol]);
}
