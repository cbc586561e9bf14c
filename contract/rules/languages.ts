// The platform's language codes (docs/product.md §9, docs/i18n.md): each with its own name, the BCP 47 locale its
// plurals, numbers and dates follow, and its writing direction. EN ships with the site; the others load on demand.
// TY is Thai as Thailand writes it officially: Thai strings (th.json) with Buddhist-era years and Thai digits.
type Language = { label: string; locale: string; dir?: 'rtl'; strings?: string };

export const LANGUAGES = {
  EN: { label: 'English', locale: 'en' },
  TL: { label: 'Filipino', locale: 'fil' },
  CEB: { label: 'Binisaya', locale: 'ceb' },
  CN: { label: '简体中文', locale: 'zh-CN' },
  TW: { label: '繁體中文', locale: 'zh-TW' },
  TH: { label: 'ไทย', locale: 'th' },
  TY: { label: 'ไทย (พ.ศ.)', locale: 'th-TH-u-ca-buddhist-nu-thai', strings: 'TH' },
  VI: { label: 'Tiếng Việt', locale: 'vi' },
  ID: { label: 'Bahasa Indonesia', locale: 'id' },
  JV: { label: 'Basa Jawa', locale: 'jv' },
  MS: { label: 'Bahasa Melayu', locale: 'ms' },
  MY: { label: 'မြန်မာ', locale: 'my' },
  KM: { label: 'ខ្មែរ', locale: 'km' },
  LO: { label: 'ລາວ', locale: 'lo' },
  JA: { label: '日本語', locale: 'ja' },
  KO: { label: '한국어', locale: 'ko' },
  PA: { label: 'ਪੰਜਾਬੀ', locale: 'pa' },
  GU: { label: 'ગુજરાતી', locale: 'gu' },
  AR: { label: 'العربية', locale: 'ar', dir: 'rtl' },
  FA: { label: 'فارسی', locale: 'fa', dir: 'rtl' },
  UR: { label: 'اردو', locale: 'ur', dir: 'rtl' },
  TR: { label: 'Türkçe', locale: 'tr' },
  RU: { label: 'Русский', locale: 'ru' },
  UK: { label: 'Українська', locale: 'uk' },
  PL: { label: 'Polski', locale: 'pl' },
  EL: { label: 'Ελληνικά', locale: 'el' },
  SW: { label: 'Kiswahili', locale: 'sw' },
  ES: { label: 'Español', locale: 'es' },
  PT: { label: 'Português', locale: 'pt-BR' },
  FR: { label: 'Français', locale: 'fr' },
  DE: { label: 'Deutsch', locale: 'de' },
  IT: { label: 'Italiano', locale: 'it' },
  NL: { label: 'Nederlands', locale: 'nl' },
  HI: { label: 'हिन्दी', locale: 'hi' },
  BN: { label: 'বাংলা', locale: 'bn' },
  MR: { label: 'मराठी', locale: 'mr' },
  NE: { label: 'नेपाली', locale: 'ne' },
  TA: { label: 'தமிழ்', locale: 'ta' },
  TE: { label: 'తెలుగు', locale: 'te' },
  SI: { label: 'සිංහල', locale: 'si' },
} as const satisfies Record<string, Language>;

export type LanguageCode = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export const isLanguageCode = (code: string): code is LanguageCode => Object.hasOwn(LANGUAGES, code);

const entry = (code: LanguageCode): Language => LANGUAGES[code];
/** The locale file a language's strings come from (TY reads Thai's). */
export const stringsFileOf = (code: LanguageCode): string => (entry(code).strings ?? code).toLowerCase();
/** The locale Intl formats numbers, money and dates in for this language. */
export const localeOf = (code: LanguageCode): string => entry(code).locale;
export const directionOf = (code: LanguageCode): 'rtl' | 'ltr' => entry(code).dir ?? 'ltr';
