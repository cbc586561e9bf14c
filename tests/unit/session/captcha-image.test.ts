import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaText, renderCaptchaPng, toDataUrl } from '../../../server/session/captcha-image.ts';
import { seededRandom } from '../../../server/seed/prng.ts';

/** A seeded random, so every run draws the same image. */
const seeded = (seed: number) => seededRandom(seed);

/** Bitwise CRC-32 (no table), independent of the implementation under test. */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  computed: number;
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let off = 8;
  while (off < png.length) {
    const length = png.readUInt32BE(off);
    const typeAndData = png.subarray(off + 4, off + 8 + length);
    chunks.push({
      type: png.toString('latin1', off + 4, off + 8),
      data: png.subarray(off + 8, off + 8 + length),
      crc: png.readUInt32BE(off + 8 + length),
      computed: crc32(typeAndData),
    });
    off += 12 + length;
  }
  expect(off).toBe(png.length);
  return chunks;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('captcha PNG', () => {
  const png = renderCaptchaPng('K7WZ', seeded(1));
  const chunks = chunksOf(png);

  it('starts with the PNG signature and is IHDR ... IDAT ... IEND', () => {
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const types = chunks.map((c) => c.type);
    expect(types[0]).toBe('IHDR');
    expect(types.at(-1)).toBe('IEND');
    expect(types).toContain('IDAT');
  });

  it('has the documented size: 120x40, 8-bit RGB, no interlace', () => {
    const ihdr = chunks[0]!.data;
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([120, 40]);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('has a correct CRC on every chunk', () => {
    for (const chunk of chunks) expect(chunk.crc, chunk.type).toBe(chunk.computed);
  });

  it('inflates to one filter byte plus width*3 bytes per row, with valid filter bytes', () => {
    const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
    const raw = inflateSync(idat);
    const stride = 1 + CAPTCHA_WIDTH * 3;
    expect(raw.length).toBe(CAPTCHA_HEIGHT * stride);
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) expect(raw[y * stride]).toBeLessThanOrEqual(4);
  });

  it('draws on a dark background with brighter text', () => {
    const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
    const stride = 1 + CAPTCHA_WIDTH * 3;
    expect([...raw.subarray(1, 4)]).toEqual([0x1b, 0x17, 0x30]); // top-left pixel, filter None
    let bright = 0;
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const at = y * stride + 1 + x * 3;
        if (raw[at]! + raw[at + 1]! + raw[at + 2]! > 450) bright++;
      }
    }
    expect(bright).toBeGreaterThan(150); // four 15x21 glyphs have far more ink than that
  });

  it('is deterministic for the same text and seed, and differs for another text or seed', () => {
    const again = renderCaptchaPng('K7WZ', seeded(1));
    expect(again.equals(png)).toBe(true);
    expect(renderCaptchaPng('K7WY', seeded(1)).equals(png)).toBe(false);
    expect(renderCaptchaPng('K7WZ', seeded(2)).equals(png)).toBe(false);
  });

  it('renders every character of the alphabet at 4, 5 and 6 characters', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 6) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 6).padEnd(4, 'A');
      const out = renderCaptchaPng(text, seeded(i));
      expect(chunksOf(out).every((c) => c.crc === c.computed)).toBe(true);
    }
    expect(() => renderCaptchaPng('ABCDE', seeded(3))).not.toThrow();
  });

  it('throws a clear Error on characters outside the alphabet', () => {
    for (const bad of ['AB0C', 'AB1C', 'ABIC', 'ABOC', 'abcd', 'AB C', 'AB?C']) {
      expect(() => renderCaptchaPng(bad, seeded(1))).toThrow(/cannot draw .*allowed characters/);
    }
  });

  it('throws on text that is too short or too long', () => {
    expect(() => renderCaptchaPng('ABC', seeded(1))).toThrow(/length must be 4-6/);
    expect(() => renderCaptchaPng('ABCDEFG', seeded(1))).toThrow(/length must be 4-6/);
  });

  it('makes a data URL', () => {
    const url = toDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64').equals(png)).toBe(true);
  });
});

describe('captchaText', () => {
  it('excludes the ambiguous characters', () => {
    expect(CAPTCHA_ALPHABET).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
    for (const ch of '01IO') expect(CAPTCHA_ALPHABET).not.toContain(ch);
  });

  it('uses only the alphabet and has the asked length (4 by default)', () => {
    const random = seeded(7);
    expect(captchaText(random)).toHaveLength(4);
    for (const length of [4, 5, 6]) {
      for (let i = 0; i < 50; i++) {
        const text = captchaText(random, length);
        expect(text).toHaveLength(length);
        expect([...text].every((ch) => CAPTCHA_ALPHABET.includes(ch))).toBe(true);
      }
    }
  });

  it('is deterministic for a seed and its output renders', () => {
    const text = captchaText(seeded(11), 6);
    expect(captchaText(seeded(11), 6)).toBe(text);
    expect(() => renderCaptchaPng(text, seeded(11))).not.toThrow();
  });

  it('rejects lengths outside 4-6 and a random source that breaks its contract', () => {
    expect(() => captchaText(seeded(1), 3)).toThrow(/length must be 4-6/);
    expect(() => captchaText(seeded(1), 7)).toThrow(/length must be 4-6/);
    expect(() => captchaText({ int: (_min, max) => max }, 4)).toThrow(/outside \[min, max\)/);
  });
});
