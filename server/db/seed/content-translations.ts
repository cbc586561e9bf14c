// The seeded notices, announcements, help sections, promotions and mall goods in every other language (issue 16): one file per
// language in ./translations (<code>.json, the shape of en.json, which lists the English texts to translate). Keys
// name the English rows: a notice's or announcement's English title, a help section's tag, a promotion's code.
// A language without a file, or a row without an entry, reads English (the fallback the site shows).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, stringsFileOf, type LanguageCode } from '../../../contract/rules/languages.ts';

type Text = { title: string; content: string };
export interface SeedTranslations {
  notices: Record<string, Text>;
  announcements: Record<string, Text>;
  help: Record<string, Text>;
  promotions: Record<string, Text>;
  /** The points mall's goods by code: title is the name, content the description (plain text). */
  goods?: Record<string, Text>;
}

const DIR = fileURLToPath(new URL('./translations/', import.meta.url));

/** Every language's texts but English's, by language code; a language that reads another's strings (TY reads TH) reads its file too. */
export function seedTranslations(): Map<LanguageCode, SeedTranslations> {
  const out = new Map<LanguageCode, SeedTranslations>();
  for (const code of Object.keys(LANGUAGES) as LanguageCode[]) {
    const file = `${DIR}${stringsFileOf(code)}.json`;
    if (code !== DEFAULT_LANGUAGE && existsSync(file)) out.set(code, JSON.parse(readFileSync(file, 'utf8')) as SeedTranslations);
  }
  return out;
}
