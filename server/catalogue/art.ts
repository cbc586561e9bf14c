// Generated artwork: every game, vendor and banner image is an SVG drawn from its name, never downloaded.
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** FNV-1a: a stable hash so the same name always gets the same colours. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hue = (seed: number, shift = 0) => (seed + shift) % 360;

/** East Asian scripts are about one em wide a character, Latin and most others about 0.6 em. */
const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** A text's width in Latin characters (0.6 em each). */
const widthOf = (text: string) => [...text].reduce((w, c) => w + (WIDE.test(c) ? 1.7 : 1), 0);

/**
 * At most three lines of about `max` Latin characters; a text without spaces between its words (Chinese, Japanese)
 * breaks between any two characters.
 */
function wrap(text: string, max: number): string[] {
  const tokens = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (WIDE.test(word) ? [...word].map((t, i) => ({ t, glue: i > 0 })) : [{ t: word, glue: false }]));
  const lines: string[] = [];
  let line = '';
  for (const { t, glue } of tokens) {
    const next = line ? (glue ? line + t : `${line} ${t}`) : t;
    if (widthOf(next) > max && line) {
      lines.push(line);
      line = t;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Hebrew, Arabic, Persian and Urdu: the words start at the right and the picture is mirrored. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
/** An x position measured from the left, or from the right in a right-to-left picture. */
const xOf = (x: number, width: number, rtl: boolean) => (rtl ? width - x : x);

/** Holds a line of `size`-pixel text to `inner` pixels, whatever the font's real glyph widths. */
const fitTo = (line: string, size: number, inner: number) =>
  widthOf(line) * 0.6 * size > inner ? ` textLength="${inner}" lengthAdjust="spacingAndGlyphs"` : '';

/**
 * A game's picture. The site shows it in square boxes (object-fit: cover), which crop 30 units off each side of
 * the 300-wide picture: everything written on it stays in the middle (the vendor code was cut at the left edge).
 */
export function gameArt(name: string, vendor: string): string {
  const h = hashOf(name);
  const a = hue(h);
  const b = hue(h, 40 + (h % 80));
  const shape = h % 3;
  const deco =
    shape === 0
      ? `<circle cx="150" cy="70" r="48" fill="hsl(${b} 90% 70% / .35)"/>`
      : shape === 1
        ? `<polygon points="150,18 196,110 104,110" fill="hsl(${b} 90% 70% / .35)"/>`
        : `<rect x="104" y="24" width="92" height="92" rx="18" fill="hsl(${b} 90% 70% / .35)" transform="rotate(12 150 70)"/>`;
  const lines = wrap(name, 14)
    .map((l, i) => `<text x="150" y="${150 + i * 26}" text-anchor="middle">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 240" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 38%)"/><stop offset="1" stop-color="hsl(${b} 75% 22%)"/></linearGradient></defs>
<rect width="300" height="240" fill="url(#g)"/>${deco}
<g font-family="system-ui,sans-serif" font-weight="700" font-size="22" fill="#fff">${lines}</g>
<text x="150" y="228" text-anchor="middle" font-family="system-ui,sans-serif" font-size="13" fill="#ffffffb0">${escapeXml(vendor)}</text></svg>`;
}

/**
 * A title of one or more lines, centred on the picture's middle (y 200), starting `x` from the left edge of a
 * `width`-wide picture, or from its right edge when the title is in a right-to-left script.
 */
function titleBlock(lines: string[], size: number, inner: number, x: number, width: number, rtl: boolean): string {
  const top = 200 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const text = lines
    .map((line, i) => `<text x="${xOf(x, width, rtl)}" y="${Math.round(top + i * size * 1.15)}"${fitTo(line, size, inner)}>${escapeXml(line)}</text>`)
    .join('');
  return `<g font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="#fff"${rtl ? ' direction="rtl"' : ''}>${text}</g>`;
}

/**
 * A banner (3:1). Its caption is the banner's title in the reader's language, on one line or two, held to the picture's
 * left part; `key` (the banner's English title) picks the colours, so every language shows the same picture.
 */
export function bannerArt(caption: string, group: string, key = caption): string {
  const h = hashOf(key + group);
  const a = hue(h);
  const b = hue(h, 120);
  const inner = 1000;
  const lines = widthOf(caption) * 0.6 * 64 > inner ? wrap(caption, 30).slice(0, 2) : [caption];
  const size = lines.length > 1 ? 56 : 64;
  const rtl = RTL.test(caption);
  const x = (n: number) => xOf(n, 1200, rtl);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${a} 70% 25%)"/><stop offset="1" stop-color="hsl(${b} 70% 40%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="${x(980)}" cy="200" r="160" fill="hsl(${b} 90% 70% / .25)"/><circle cx="${x(1060)}" cy="120" r="70" fill="hsl(${a} 90% 70% / .3)"/>
${titleBlock(lines, size, inner, 80, 1200, rtl)}</svg>`;
}

/**
 * A promotion's or a content page's picture (2:1). The title, in the reader's language, is wrapped onto at most three
 * lines, each held to the picture's inner width. The promotion's category is not drawn: the card shows it, translated,
 * beside the picture. `key` (a code or slug) picks the colours, the same in every language.
 */
export function promotionArt(title: string, key: string): string {
  const h = hashOf(key);
  const a = hue(h);
  const b = hue(h, 100);
  const inner = 680;
  const lines = wrap(title, 22);
  const size = lines.length > 2 ? 50 : 58;
  const rtl = RTL.test(title);
  const x = (n: number) => xOf(n, 800, rtl);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 65% 28%)"/><stop offset="1" stop-color="hsl(${b} 70% 42%)"/></linearGradient></defs>
<rect width="800" height="400" fill="url(#g)"/>
<circle cx="${x(690)}" cy="320" r="150" fill="hsl(${b} 90% 70% / .22)"/><circle cx="${x(720)}" cy="70" r="60" fill="hsl(${a} 90% 70% / .28)"/>
${titleBlock(lines, size, inner, 60, 800, rtl)}</svg>`;
}

export function avatarArt(id: number): string {
  const h = hashOf(`avatar-${id}`);
  const a = hue(h);
  const b = hue(h, 150);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Avatar ${id}">
<rect width="64" height="64" rx="32" fill="hsl(${a} 60% 35%)"/><circle cx="32" cy="26" r="12" fill="hsl(${b} 80% 75%)"/>
<path d="M12 56c3-12 12-17 20-17s17 5 20 17" fill="hsl(${b} 80% 75%)"/></svg>`;
}

export function vendorArt(name: string): string {
  const h = hashOf(name);
  // A long name gets a smaller font, and from there is held to the pill's inner width (textLength), so it never
  // runs past the rounded edge whatever the font's real glyph widths (issue 12: "Pragmatic Play").
  const inner = 144;
  const size = Math.min(20, Math.floor(inner / (name.length * 0.62)));
  const fit = name.length * 0.62 * 20 > inner ? ` textLength="${inner}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" role="img" aria-label="${escapeXml(name)}">
<rect width="160" height="64" rx="10" fill="hsl(${hue(h)} 40% 20%)"/>
<text x="80" y="${32 + Math.round(size * 0.35)}" text-anchor="middle"${fit} font-family="system-ui,sans-serif" font-weight="800" font-size="${size}" fill="hsl(${hue(h, 180)} 90% 75%)">${escapeXml(name)}</text></svg>`;
}
