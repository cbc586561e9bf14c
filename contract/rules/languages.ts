// The platform's language codes (docs/product.md §9) and the browser locale each maps to. EN ships with the site;
// the others load on demand.
export const LANGUAGES = {
  EN: { label: 'English', locale: 'en' },
  TL: { label: 'Filipino', locale: 'fil' },
  CN: { label: '简体中文', locale: 'zh-CN' },
  TW: { label: '繁體中文', locale: 'zh-TW' },
  TH: { label: 'ไทย', locale: 'th' },
  VI: { label: 'Tiếng Việt', locale: 'vi' },
  ID: { label: 'Bahasa Indonesia', locale: 'id' },
  MS: { label: 'Bahasa Melayu', locale: 'ms' },
  JA: { label: '日本語', locale: 'ja' },
  KO: { label: '한국어', locale: 'ko' },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export const isLanguageCode = (code: string): code is LanguageCode => Object.hasOwn(LANGUAGES, code);
