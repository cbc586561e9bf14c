// The seeded server texts in every language (issue 16): each language's file in server/seed/translations has every
// text of en.json and nothing else, written out (not English copied), with the same HTML elements in the same order,
// so the sanitiser keeps the same structure and no page of one language loses a list or a heading another has.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('../../server/seed/translations/', import.meta.url);
type Text = { title: string; content: string };
type Group = Record<string, Text | string>;
type File = Record<string, Group>;
const read = (name: string): File => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as File;

const english = read('en.json');
const others = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'en.json');
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[0].toLowerCase()).join(' ');
const textsOf = (v: Text | string) => (typeof v === 'string' ? [v] : [v.title, v.content]);

describe.each(others)('%s', (file) => {
  const texts = read(file);

  it('has every group and key of English and no other', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const group of Object.keys(english)) expect(Object.keys(texts[group] ?? {}).sort(), group).toEqual(Object.keys(english[group]!).sort());
  });

  it('writes every text out, with the HTML elements of the English one', () => {
    for (const [group, entries] of Object.entries(texts))
      for (const [key, value] of Object.entries(entries)) {
        const source = english[group]?.[key];
        if (!source) continue;
        for (const text of textsOf(value)) expect(text.trim(), `${group} / ${key}`).not.toBe('');
        if (typeof value !== 'string' && typeof source !== 'string') expect(tagsOf(value.content), `${group} / ${key}`).toBe(tagsOf(source.content));
      }
  });

  it('is not English copied (a few brand and game names may stay)', () => {
    const all = Object.entries(texts).flatMap(([group, entries]) =>
      Object.entries(entries).map(([key, v]) => [textsOf(v).join('|'), textsOf(english[group]![key]!).join('|')]),
    );
    const copied = all.filter(([text, source]) => text === source);
    expect(copied.length / all.length).toBeLessThan(0.1);
  });
});
