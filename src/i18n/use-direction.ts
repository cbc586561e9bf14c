import { useTranslation } from 'react-i18next';
import { directionOf, isLanguageCode } from '../../contract/rules/languages.ts';

/** The writing direction of the language on screen: carousels scroll the way the text reads. */
export function useDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? directionOf(i18n.language) : 'ltr';
}
