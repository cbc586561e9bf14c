// Time-based one-time passwords (RFC 6238, as Google Authenticator uses them): 6 digits, 30-second steps.
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function totpAt(secret: string, time: Date, step = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time.getTime() / 1000 / step)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** Accepts the code of this step or the one before or after, for clocks a little apart. */
export function verifyTotp(secret: string, code: string, now: Date): boolean {
  const given = Buffer.from(code.trim().padStart(6, '0'));
  return [-30_000, 0, 30_000].some((skew) => {
    const expected = Buffer.from(totpAt(secret, new Date(now.getTime() + skew)));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
