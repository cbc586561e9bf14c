// Captcha challenges: the answer is stored hashed, expires quickly and works once, right or wrong.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema.ts';
import type { Clock, Random } from '../deps.ts';
import { captchaText, renderCaptchaPng, toDataUrl } from './captcha-image.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase()).digest('base64url');

/** A new challenge; the caller sends out the id and the image, never the answer. */
export async function createCaptcha(db: Db, clock: Clock, random: Random): Promise<{ captchaId: string; image: string; answer: string }> {
  const answer = captchaText(random);
  const captchaId = random.bytes(16).toString('base64url');
  await db.insert(captchas).values({ id: captchaId, answerHash: hashAnswer(answer), expiresAt: new Date(clock.now().getTime() + CAPTCHA_TTL_MS) });
  return { captchaId, image: toDataUrl(renderCaptchaPng(answer, random)), answer };
}

/** Uses up the challenge and says whether the answer was right. */
export async function checkCaptcha(db: Db, clock: Clock, captchaId: string, answer: string): Promise<boolean> {
  const now = clock.now();
  const [used] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return !!used && used.answerHash === hashAnswer(answer);
}
