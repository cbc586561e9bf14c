import type { TFunction } from 'i18next';
import { TRANSLATED_CODES } from '../../domain/refusal.ts';

/** A problem code (a client check's or the server's errorCode) in the member's words, else the server's own. */
export function problemText(t: TFunction, code: string, message: string | null): string {
  if (TRANSLATED_CODES.has(code)) return t(`errors.${code}`);
  return message ?? t('errors.unknown');
}
