// Every locale file must mirror en.json: same leaf keys, no blanked-out strings, the same {{placeholders}}, and a real
// translation rather than an English copy. A plural key (x_one, x_other in English) is mirrored by the plural
// categories of the file's own locale (Arabic has six, Japanese one). The folder is read at run time, so a newly
// added language is checked without touching this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeOf, stringsFileOf, type LanguageCode } from '../../contract/rules/languages.ts';

const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
const REFERENCE = 'en.json';

type Leaves = Map<string, unknown>;

/** Keys may themselves contain dots ("login.not.session"), so a key that does is shown in brackets. */
const formatPath = (segments: readonly string[]): string =>
  segments.map((s, i) => (s.includes('.') ? `[${JSON.stringify(s)}]` : i === 0 ? s : `.${s}`)).join('');

/** Leaf values keyed by their path; nested plain objects are walked, anything else is a leaf. */
function leaves(value: unknown, path: string[] = [], out: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], out);
  } else {
    out.set(formatPath(path), value);
  }
  return out;
}

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*(.+?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Brand names, channel names and codes are the same in every language; beyond this share a file is an English copy. */
const MAX_ENGLISH_SHARE = 0.15;

/** The locale whose plural categories a file follows: the language that reads it (en.json: English). */
function localeOfFile(file: string): string {
  const code = (Object.keys(LANGUAGES) as LanguageCode[]).find((c) => `${stringsFileOf(c)}.json` === file);
  return code ? localeOf(code) : 'en';
}

/** English's leaves with each plural group (x_one, x_other) replaced by the locale's categories (x_few, x_many…). */
function expectedLeaves(locale: string): Map<string, { en: unknown; plural: boolean }> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const out = new Map<string, { en: unknown; plural: boolean }>();
  for (const [key, en] of english) {
    if (!PLURAL.test(key)) out.set(key, { en, plural: false });
    else if (key.endsWith('_other')) {
      const base = key.replace(PLURAL, '');
      for (const c of categories) out.set(`${base}_${c}`, { en, plural: true });
    }
  }
  return out;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(`${LOCALES_DIR}${file}`, 'utf8'));

const localeFiles = readdirSync(LOCALES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const english = leaves(readJson(REFERENCE));

describe('locale files', () => {
  it('include the English reference and at least one other language', () => {
    expect(localeFiles).toContain(REFERENCE);
    expect(localeFiles.length).toBeGreaterThan(1);
  });

  it.each(Object.entries(LANGUAGES))('language %s has a locale file', (code) => {
    const file = `${stringsFileOf(code as LanguageCode)}.json`;
    expect(existsSync(`${LOCALES_DIR}${file}`), `missing src/i18n/locales/${file} for language ${code}`).toBe(true);
  });

  describe.each(localeFiles)('%s', (file) => {
    it('parses as a JSON object', () => {
      const parsed = readJson(file);
      expect(parsed).toBeTypeOf('object');
      expect(parsed).not.toBeNull();
      expect(Array.isArray(parsed)).toBe(false);
    });

    const expected = file === REFERENCE ? new Map([...english].map(([k, en]) => [k, { en, plural: false }])) : expectedLeaves(localeOfFile(file));

    it("has exactly the same keys as en.json (plural forms: its own locale's)", () => {
      const translated = leaves(readJson(file));
      const missing = [...expected.keys()].filter((k) => !translated.has(k));
      const extra = [...translated.keys()].filter((k) => !expected.has(k));
      expect({ missing, extra }, `${file}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`).toEqual({
        missing: [],
        extra: [],
      });
    });

    it('has a non-empty string wherever English has one, keeping every {{placeholder}}', () => {
      const translated = leaves(readJson(file));
      const problems: string[] = [];
      for (const [key, { en, plural }] of expected) {
        if (!translated.has(key)) continue; // reported by the key test
        const value = translated.get(key);
        if (typeof value !== typeof en) {
          problems.push(`${key}: expected a ${typeof en}, got ${JSON.stringify(value)}`);
          continue;
        }
        if (typeof en !== 'string' || typeof value !== 'string') continue;
        if (en.trim() !== '' && value.trim() === '') problems.push(`${key}: empty translation`);
        // A plural form may leave the count out ("one day" in words) but no other placeholder.
        const wanted = placeholders(en).filter((p) => !(plural && p === 'count'));
        const lost = wanted.filter((p) => !placeholders(value).includes(p));
        const added = placeholders(value).filter((p) => !placeholders(en).includes(p));
        if (lost.length > 0) problems.push(`${key}: missing placeholder(s) ${lost.map((p) => `{{${p}}}`).join(', ')}`);
        if (added.length > 0) problems.push(`${key}: placeholder(s) English has not: ${added.map((p) => `{{${p}}}`).join(', ')}`);
      }
      expect(problems, `${file}:\n  ${problems.join('\n  ')}`).toEqual([]);
    });
  });
});

describe.each(localeFiles.filter((f) => f !== REFERENCE))('%s', (file) => {
  it('is a translation, not an English copy', () => {
    const translated = leaves(readJson(file));
    const copied = [...english].filter(([key, en]) => typeof en === 'string' && /\p{L}{2}/u.test(en) && translated.get(key) === en).map(([key]) => key);
    expect(copied.length / english.size, `${file} keeps ${copied.length} English strings, e.g. ${copied.slice(0, 12).join(', ')}`).toBeLessThanOrEqual(
      MAX_ENGLISH_SHARE,
    );
  });
});
