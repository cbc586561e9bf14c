// Captcha images drawn and PNG-encoded by hand: a 5x7 bitmap font scaled 3x, jittered glyphs and noise on a dark
// background. No canvas, no native modules: only node:zlib for the deflate stream.
import { deflateSync } from 'node:zlib';

/** The randomness the renderer needs: `int(min, max)` returns an integer in [min, max). */
export interface CaptchaRandom {
  int(min: number, max: number): number;
}

/** 2-9 and A-Z without the look-alikes I, O (and 0, 1, which are left out of the digits). 32 characters. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CAPTCHA_MIN_LENGTH = 4;
export const CAPTCHA_MAX_LENGTH = 6;
/** Image size in pixels; the PNG is 8-bit truecolour RGB (colour type 2, 3 bytes per pixel), not interlaced. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

const GLYPH_COLS = 5;
const GLYPH_ROWS = 7;
const SCALE = 3;
const MARGIN = 4;
const MAX_GAP = 8;
const BACKGROUND: Rgb = [0x1b, 0x17, 0x30];

type Rgb = readonly [number, number, number];

// Each glyph is 7 rows of 5 columns; '#' is ink.
const FONT: Readonly<Record<string, readonly string[]>> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

/** A random captcha answer of `length` characters from CAPTCHA_ALPHABET. */
export function captchaText(random: CaptchaRandom, length = CAPTCHA_MIN_LENGTH): string {
  checkLength(length);
  let text = '';
  for (let i = 0; i < length; i++) {
    const ch = CAPTCHA_ALPHABET[random.int(0, CAPTCHA_ALPHABET.length)];
    if (ch === undefined) throw new Error('captcha: random.int(min, max) returned a value outside [min, max)');
    text += ch;
  }
  return text;
}

/** Renders `text` as a CAPTCHA_WIDTH x CAPTCHA_HEIGHT RGB PNG. Same text and same random sequence: same bytes. */
export function renderCaptchaPng(text: string, random: CaptchaRandom): Buffer {
  checkLength(text.length);
  const glyphs = [...text].map((ch) => {
    const glyph = FONT[ch];
    if (!glyph || !CAPTCHA_ALPHABET.includes(ch)) {
      throw new Error(`captcha: cannot draw ${JSON.stringify(ch)}; allowed characters are ${CAPTCHA_ALPHABET}`);
    }
    return glyph;
  });

  const img = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, BACKGROUND);

  // Faint noise behind the text.
  for (let i = 0; i < 4; i++) img.line(randomPoint(random), randomPoint(random), hsl(random.int(0, 360), 0.45, 0.32));
  for (let i = 0; i < 70; i++) {
    img.set(random.int(0, CAPTCHA_WIDTH), random.int(0, CAPTCHA_HEIGHT), hsl(random.int(0, 360), 0.5, random.int(25, 55) / 100));
  }

  // The text, centred and spread over the width, each glyph with its own colour (hues kept apart from the previous
  // glyph's), vertical offset and a pixel of horizontal jitter.
  const glyphWidth = GLYPH_COLS * SCALE;
  const glyphHeight = GLYPH_ROWS * SCALE;
  const gap = Math.min(MAX_GAP, Math.floor((CAPTCHA_WIDTH - 2 * MARGIN - glyphs.length * glyphWidth) / (glyphs.length - 1)));
  const total = glyphs.length * glyphWidth + (glyphs.length - 1) * gap;
  const left = Math.floor((CAPTCHA_WIDTH - total) / 2);
  const top = Math.floor((CAPTCHA_HEIGHT - glyphHeight) / 2);
  let hue = random.int(0, 360);
  glyphs.forEach((glyph, i) => {
    const x0 = left + i * (glyphWidth + gap) + random.int(-1, 2);
    const y0 = top + random.int(-4, 5);
    hue = (hue + random.int(70, 291)) % 360;
    img.glyph(glyph, x0, y0, hsl(hue, 0.85, random.int(66, 78) / 100));
  });

  // A couple of thin lines across the text, half blended so they dim a stroke they cross instead of cutting it.
  for (let i = 0; i < 2; i++) {
    const from: [number, number] = [random.int(0, 20), random.int(8, CAPTCHA_HEIGHT - 8)];
    const to: [number, number] = [random.int(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH), random.int(8, CAPTCHA_HEIGHT - 8)];
    img.line(from, to, hsl(random.int(0, 360), 0.5, 0.5), 0.5);
  }

  return encodePng(img);
}

/** `data:image/png;base64,...` for an <img src>. */
export function toDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

function checkLength(length: number): void {
  if (!Number.isInteger(length) || length < CAPTCHA_MIN_LENGTH || length > CAPTCHA_MAX_LENGTH) {
    throw new Error(`captcha: text length must be ${CAPTCHA_MIN_LENGTH}-${CAPTCHA_MAX_LENGTH} characters, got ${length}`);
  }
}

function randomPoint(random: CaptchaRandom): [number, number] {
  return [random.int(0, CAPTCHA_WIDTH), random.int(0, CAPTCHA_HEIGHT)];
}

function hsl(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (h % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] = hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  const to8 = (v: number) => Math.round((v + m) * 255);
  return [to8(r), to8(g), to8(b)];
}

class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    fill: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(fill, i * 3);
  }

  /** Paints one pixel (ignored outside the image); `alpha` < 1 mixes the colour with what is already there. */
  set(x: number, y: number, colour: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) {
      this.pixels[at + c] = Math.round(colour[c]! * alpha + this.pixels[at + c]! * (1 - alpha));
    }
  }

  /** Bresenham line, 1px wide. */
  line([x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number], colour: Rgb, alpha = 1): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    let x = x0;
    let y = y0;
    for (;;) {
      this.set(x, y, colour, alpha);
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  /** Draws a 5x7 glyph scaled SCALE times with its top-left corner at (x0, y0). */
  glyph(rows: readonly string[], x0: number, y0: number, colour: Rgb): void {
    for (let py = 0; py < GLYPH_ROWS * SCALE; py++) {
      const row = rows[Math.floor(py / SCALE)] ?? '';
      for (let px = 0; px < GLYPH_COLS * SCALE; px++) {
        if (row[Math.floor(px / SCALE)] === '#') this.set(x0 + px, y0 + py, colour);
      }
    }
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function encodePng(img: Raster): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace

  const stride = img.width * 3;
  const raw = Buffer.alloc(img.height * (1 + stride));
  for (let y = 0; y < img.height; y++) {
    raw[y * (1 + stride)] = 0; // filter type None
    raw.set(img.pixels.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  }

  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array(0))]);
}
