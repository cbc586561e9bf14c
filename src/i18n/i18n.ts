// i18next with English bundled in the entry (but for the member centre's strings, which come with its chunk: see
// english-parts.ts); every other language is its own chunk, loaded when chosen.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from 'virtual:en-core';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguageCode, type LanguageCode } from '../../contract/rules/languages.ts';

export const LANGUAGE_STORAGE_KEY = 'playstate.language';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*.json', '!./locales/en.json']);

export function storedLanguage(): LanguageCode {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? '';
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const lang = storedLanguage();
  if (lang !== DEFAULT_LANGUAGE) await applyLanguage(lang);
  else document.documentElement.lang = LANGUAGES[lang].locale;
}

/** Loads the language if needed, switches to it and remembers the choice in local storage. */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const load = loaders[`./locales/${code.toLowerCase()}.json`];
    if (load) i18next.addResourceBundle(code, 'translation', (await load()).default, true, true);
  }
  await i18next.changeLanguage(code);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  document.documentElement.lang = LANGUAGES[code].locale;
}

/** The member centre's English strings, added when its chunk loads (before its pages render). */
export function addEnglishStrings(strings: Record<string, unknown>): void {
  i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', strings, true, false);
}

export const currentLanguage = (): string => i18next.language || DEFAULT_LANGUAGE;
