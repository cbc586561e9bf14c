// Pure rules of the content pages (issue 16): which language's row a reader gets per slug, and the plain-text excerpt
// a list shows.
import { describe, expect, it } from 'vitest';
import { excerptOf, pickLanguage } from '../../../server/content/content-pages.ts';

const row = (slug: string, language: string) =>
  ({
    id: 0,
    kind: 'BLOG',
    slug,
    language,
    title: `${slug} ${language}`,
    coverUrl: '',
    body: '',
    rank: null,
    publishAt: new Date(0),
    updatedAt: new Date(0),
  }) as const;

describe('pickLanguage', () => {
  it("takes the reader's row where it exists, else English, one row per slug whatever the order", () => {
    const rows = [row('a', 'EN'), row('a', 'TL'), row('b', 'EN'), row('c', 'TL')];
    expect(pickLanguage(rows, 'TL').map((r) => `${r.slug}:${r.language}`)).toEqual(['a:TL', 'b:EN', 'c:TL']);
    expect(
      pickLanguage([...rows].reverse(), 'TL')
        .map((r) => `${r.slug}:${r.language}`)
        .sort(),
    ).toEqual(['a:TL', 'b:EN', 'c:TL']);
    expect(pickLanguage(rows, 'EN').map((r) => `${r.slug}:${r.language}`)).toEqual(['a:EN', 'b:EN', 'c:TL']);
  });
});

describe('excerptOf', () => {
  it('drops tags and scripts, ends headings and items as sentences, and decodes entities', () => {
    expect(excerptOf('<h3>Meron and Wala</h3><p>Each side &amp; its odds<script>alert(1)</script></p>')).toBe('Meron and Wala. Each side & its odds');
    expect(excerptOf('<h3>如何存款</h3><p>打开会员中心</p>')).toBe('如何存款。打开会员中心');
    expect(excerptOf('<p>Done?</p><ul><li>one</li><li>two.</li></ul>')).toBe('Done? one. two.');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = excerptOf(`<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(161);
    expect(text.endsWith('word…')).toBe(true);
    expect(excerptOf('')).toBe('');
  });
});
