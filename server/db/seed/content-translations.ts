// The seeded notices, announcements, help sections and promotions in every other language (issue 16): one file per
// language in ./translations (<code>.json, the shape of en.json, which lists the English texts to translate). Keys
// name the English rows: a notice's or announcement's English title, a help section's tag, a promotion's code.
// A language without a file, or a row without an entry, reads English (the fallback the site shows).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isLanguageCode, type LanguageCode } from '../../../contract/rules/languages.ts';

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

/** Every language's file but English's, by language code. */
export function seedTranslations(): Map<LanguageCode, SeedTranslations> {
  const out = new Map<LanguageCode, SeedTranslations>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'en.json').sort()) {
    const code = file.slice(0, -'.json'.length).toUpperCase();
    if (isLanguageCode(code)) out.set(code, JSON.parse(readFileSync(`${DIR}${file}`, 'utf8')) as SeedTranslations);
  }
  return out;
}
