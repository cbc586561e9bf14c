// The seeded notices, announcements, help sections, promotions and mall goods in every other language (issue 16): one file per
// language in ./translations (<code>.json, the shape of en.json, which lists the English texts to translate). Keys
// name the English rows: a notice's or announcement's English title, a help section's tag, a promotion's code, a
// banner's English caption, a content page's KIND/slug. A language without a file, or a row without an entry, reads
// English (the fallback the site shows).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, stringsFileOf, type LanguageCode } from '../../contract/rules/languages.ts';

type Text = { title: string; content: string };
export interface SeedTranslations {
  notices: Record<string, Text>;
  announcements: Record<string, Text>;
  help: Record<string, Text>;
  promotions: Record<string, Text>;
  /** The points mall's goods by code: title is the name, content the description (plain text). */
  goods?: Record<string, Text>;
  /** Banner captions by their English caption (the picture draws the caption: /art/banner/<id>.svg?lang=). */
  banners?: Record<string, string>;
  /** The content pages by KIND/slug; content is the page's HTML body. en.json holds the English pages themselves. */
  pages?: Record<string, Text>;
}

const DIR = fileURLToPath(new URL('./translations/', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(`${DIR}${file}.json`, 'utf8')) as SeedTranslations;

/** The English texts (en.json): the source of the others and the content pages' English rows. */
export const englishTexts = (): SeedTranslations => read('en');

/** Every language's texts but English's, by language code; a language that reads another's strings (TY reads TH) reads its file too. */
export function seedTranslations(): Map<LanguageCode, SeedTranslations> {
  const out = new Map<LanguageCode, SeedTranslations>();
  for (const code of Object.keys(LANGUAGES) as LanguageCode[]) {
    const file = stringsFileOf(code);
    if (code !== DEFAULT_LANGUAGE && existsSync(`${DIR}${file}.json`)) out.set(code, read(file));
  }
  return out;
}
