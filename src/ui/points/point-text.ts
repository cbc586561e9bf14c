// The points mall's words for numbers and refusals.
import type { TFunction } from 'i18next';
import { TRANSLATED_CODES } from '../../domain/refusal.ts';
import { formatDecimal } from '../../i18n/i18n.ts';

/** Points with up to two decimals, in the language's number format. */
export const formatPoints = (points: number) => formatDecimal(points);

/** A refusal in the member's words: the shared errors.<code>, else pointMall.errors.<code with _>, else the server's. */
export function refusalText(t: TFunction, code: string, message: string | null, value?: unknown): string {
  const values = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = TRANSLATED_CODES.has(code)
    ? t(`errors.${code}`)
    : t(`pointMall.errors.${code.replace(/\./g, '_')}`, { ...values, defaultValue: message ?? t('errors.unknown') });
  return typeof values.attemptsLeft === 'number' ? `${text} ${t('pointMall.attemptsLeft', { count: values.attemptsLeft })}` : text;
}
