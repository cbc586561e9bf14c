// i18next with English bundled in the entry (but for the member centre's strings, which come with its chunk: see
// english-parts.ts); every other language is its own chunk, loaded when chosen.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from 'virtual:en-core';
import { numberFormat } from '../domain/number-format.ts';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, localeOf, stringsFileOf, type LanguageCode } from '../../contract/rules/languages.ts';

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
  pluralsByLocale();
  datesInMembersZone();
  const lang = storedLanguage();
  if (lang !== DEFAULT_LANGUAGE) await applyLanguage(lang);
  else markDocument(lang);
}

/**
 * i18next names languages by the platform's codes (the API speaks them), but picks plural forms with
 * Intl.PluralRules of the language name, and 'CN' or 'TW' are no locales: plural rules come from each code's locale.
 */
function pluralsByLocale(): void {
  const resolver = i18next.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
  const byName = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => byName(isLanguageCode(code) ? localeOf(code) : code, options);
}

/** The members' zone as Intl names it: Etc/GMT-8 for +08:00 (the sign is inverted there), else "+05:30". */
function zoneOf(offsetMinutes: number): string {
  if (offsetMinutes % 60 === 0) return offsetMinutes === 0 ? 'UTC' : `Etc/GMT${offsetMinutes > 0 ? '-' : '+'}${Math.abs(offsetMinutes) / 60}`;
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

let membersZone: string | undefined;
/** The members' zone (minutes east of UTC, as the status answer names it), which dates in messages are shown in. */
export function setMembersZone(offsetMinutes: number): void {
  membersZone = zoneOf(offsetMinutes);
}

/**
 * A message's {{until, datetime(...)}} in the reader's locale but the members' zone, as every other time on the site
 * (i18next's own formatter uses the browser's zone).
 */
function datesInMembersZone(): void {
  i18next.services.formatter?.add('datetime', (value: number | Date, lng: string | undefined, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lng && isLanguageCode(lng) ? localeOf(lng) : lng, { ...options, timeZone: membersZone }).format(value),
  );
}

function markDocument(code: LanguageCode): void {
  document.documentElement.lang = localeOf(code);
  document.documentElement.dir = directionOf(code);
}

/** The locale Intl should format numbers, money and dates in for the language on screen. */
export const intlLocale = (): string => {
  const code = currentLanguage();
  return isLanguageCode(code) ? localeOf(code) : 'en';
};

/** A plain number (a rate, a share) in the language's digits and decimal mark: 0.5 in English, 0,5 in German. */
export const formatDecimal = (value: number, maxFractionDigits = 2, minFractionDigits = 0): string =>
  numberFormat(intlLocale(), { minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits }).format(value);

/** Loads the language if needed, switches to it and remembers the choice in local storage. */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const load = loaders[`./locales/${stringsFileOf(code)}.json`];
    if (load) i18next.addResourceBundle(code, 'translation', (await load()).default, true, true);
  }
  await i18next.changeLanguage(code);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  markDocument(code);
}

/** The refusals only signed-in calls meet (english-parts.ts), in a chunk of their own: added when it arrives. */
export const loadSignedInRefusals = async (): Promise<void> => addEnglishStrings((await import('virtual:en-refusals')).default);

/** The member centre's English strings, added when its chunk loads (before its pages render). */
export function addEnglishStrings(strings: Record<string, unknown>): void {
  i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', strings, true, false);
}

export const currentLanguage = (): string => i18next.language || DEFAULT_LANGUAGE;
