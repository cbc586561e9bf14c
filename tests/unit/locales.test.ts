// Every locale file must mirror en.json: same leaf keys, no blanked-out strings, and the same {{placeholders}}.
// The folder is read at run time, so a newly added language is checked without touching this file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/rules/languages.ts';

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

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(.+?)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

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
    const file = `${code.toLowerCase()}.json`;
    expect(existsSync(`${LOCALES_DIR}${file}`), `missing src/i18n/locales/${file} for language ${code}`).toBe(true);
  });

  describe.each(localeFiles)('%s', (file) => {
    it('parses as a JSON object', () => {
      const parsed = readJson(file);
      expect(parsed).toBeTypeOf('object');
      expect(parsed).not.toBeNull();
      expect(Array.isArray(parsed)).toBe(false);
    });

    it('has exactly the same keys as en.json', () => {
      const translated = leaves(readJson(file));
      const missing = [...english.keys()].filter((k) => !translated.has(k));
      const extra = [...translated.keys()].filter((k) => !english.has(k));
      expect({ missing, extra }, `${file}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`).toEqual({
        missing: [],
        extra: [],
      });
    });

    it('has a non-empty string wherever English has one, keeping every {{placeholder}}', () => {
      const translated = leaves(readJson(file));
      const problems: string[] = [];
      for (const [key, en] of english) {
        if (!translated.has(key)) continue; // reported by the key test
        const value = translated.get(key);
        if (typeof value !== typeof en) {
          problems.push(`${key}: expected a ${typeof en}, got ${JSON.stringify(value)}`);
          continue;
        }
        if (typeof en !== 'string' || typeof value !== 'string') continue;
        if (en.trim() !== '' && value.trim() === '') problems.push(`${key}: empty translation`);
        const lost = placeholders(en).filter((p) => !placeholders(value).includes(p));
        if (lost.length > 0) problems.push(`${key}: missing placeholder(s) ${lost.map((p) => `{{${p}}}`).join(', ')}`);
      }
      expect(problems, `${file}:\n  ${problems.join('\n  ')}`).toEqual([]);
    });
  });
});
