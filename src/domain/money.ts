import { numberFormat } from './number-format.ts';

/** Money as the site shows it: 2 decimals, thousand separators, the merchant's symbol. */
export function formatMoney(amount: number, symbol: string, locale = 'en-US'): string {
  return `${symbol}${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** Masks the digits of a formatted amount (the header's hidden balance). */
export const maskDigits = (text: string) => text.replace(/\d/g, '*');

/** A signed amount: "+₱500.00", "−₱20.00" (a true minus sign), "₱0.00". */
export function formatSignedMoney(amount: number, symbol: string, locale = 'en-US'): string {
  if (amount === 0) return formatMoney(0, symbol, locale);
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount), symbol, locale)}`;
}
