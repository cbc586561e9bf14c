// Captcha challenges that cost the server nothing to hand out: the id carries its expiry and a nonce, signed
// together with the answer (HMAC with a key only the server has), so issuing one writes no row and the answer
// cannot be read out of the id. The first check of an id claims its nonce in the database: it works once, right
// or wrong.
import { createHash, createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema.ts';
import type { Clock, Random } from '../deps.ts';
import { captchaText, renderCaptchaPng, toDataUrl } from './captcha-image.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;

/** The signing key, derived from the server's RSA key: the same on every instance, never sent anywhere. */
export const captchaKey = (privateKey: KeyObject) =>
  createHash('sha256')
    .update('captcha:')
    .update(privateKey.export({ type: 'pkcs8', format: 'der' }))
    .digest();

const sign = (key: Buffer, body: string, answer: string) => createHmac('sha256', key).update(`${body}|${answer.trim().toUpperCase()}`).digest('base64url');

/** A new challenge; the caller sends out the id and the image, never the answer. */
export function createCaptcha(key: Buffer, clock: Clock, random: Random): { captchaId: string; image: string; answer: string } {
  const answer = captchaText(random);
  const body = `${(clock.now().getTime() + CAPTCHA_TTL_MS).toString(36)}.${random.bytes(12).toString('base64url')}`;
  return { captchaId: `${body}.${sign(key, body, answer)}`, image: toDataUrl(renderCaptchaPng(answer, random)), answer };
}

/** Uses up the challenge and says whether the answer was right. */
export async function checkCaptcha(db: Db, key: Buffer, clock: Clock, captchaId: string, answer: string): Promise<boolean> {
  const [expiresText = '', nonce = '', tag = '', ...rest] = captchaId.split('.');
  const expiresAt = parseInt(expiresText, 36);
  const now = clock.now();
  if (rest.length || !nonce || !tag || !(expiresAt > now.getTime())) return false;
  const expected = Buffer.from(sign(key, `${expiresText}.${nonce}`, answer));
  const given = Buffer.from(tag);
  const [claimed] = await db
    .insert(captchas)
    .values({ id: nonce, answerHash: tag, expiresAt: new Date(expiresAt), usedAt: now })
    .onConflictDoNothing()
    .returning({ id: captchas.id });
  return !!claimed && given.length === expected.length && timingSafeEqual(given, expected);
}
