// Verification codes by sms (or mail, for the second sign-in step): one send a minute per recipient, 6 digits,
// hashed, 5 minutes, single use, 5 tries.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { outbox, smsCodes } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';
import { bump } from '../shared/rate-counters.ts';

export const SMS_EXPIRED_MINUTES = 5;
const MAX_ATTEMPTS = 5;
/** Codes one number or address may receive in a day (docs/product.md §8 'quota exceeded'). */
export const CODES_PER_DAY = 10;

export type SmsPurpose = 'noLogin' | 'register' | 'second' | 'bind' | 'resetMail';

const hashCode = (purpose: string, phone: string, code: string) => createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('base64url');

/** Throttles, then sends a fresh code to the number; a number with nothing to verify gets no text but the same answer. */
export function issueSmsCode(deps: Deps, purpose: SmsPurpose, phone: string, ip: string, send: boolean): Promise<void> {
  return issueCode(deps, purpose, phone, ip, send ? (text) => deps.sms.send(phone, text) : null);
}

/** The same for an email address: the code goes to the mail outbox. */
export function issueEmailCode(deps: Deps, purpose: SmsPurpose, email: string, ip: string): Promise<void> {
  return issueCode(deps, purpose, email, ip, (text) =>
    deps.db
      .insert(outbox)
      .values({ channel: 'email', recipient: email, body: text, createdAt: deps.clock.now() })
      .then(() => undefined),
  );
}

async function issueCode(deps: Deps, purpose: SmsPurpose, recipient: string, ip: string, deliver: ((text: string) => Promise<void>) | null): Promise<void> {
  const now = deps.clock.now();
  const perNumber = await bump(deps.db, `sms:${recipient}`, now, 60_000);
  const perIp = await bump(deps.db, `sms:ip:${ip}`, now, 3_600_000);
  if (perNumber > 1 || perIp > 20) throw new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
  // Counted only for sends that passed the throttle, so pressing too fast does not use up the day.
  if ((await bump(deps.db, `sms:day:${recipient}`, now, 86_400_000)) > CODES_PER_DAY)
    throw new Refusal('sms.quota.exceeded', 'The daily limit of codes for this number is reached, please contact customer service');
  if (!deliver) return;
  const code = await storeCode(deps, purpose, recipient, SMS_EXPIRED_MINUTES);
  await deliver(`Your playstate verification code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`);
}

/** Stores a fresh 6-digit code for the recipient, valid `minutes`, and returns it for the caller to deliver. */
export async function storeCode(deps: Pick<Deps, 'db' | 'clock' | 'random'>, purpose: SmsPurpose, recipient: string, minutes: number): Promise<string> {
  const now = deps.clock.now();
  const code = String(deps.random.int(0, 1_000_000)).padStart(6, '0');
  await deps.db.insert(smsCodes).values({
    purpose,
    phone: recipient,
    codeHash: hashCode(purpose, recipient, code),
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Uses the recipient's latest unused code if the given one matches; every try counts. A code past its time, or
 * one tried too often, is 'expired': the person must ask for a new one (docs/product.md §8 'code expired, resend').
 */
export async function consumeSmsCode(deps: Deps, purpose: SmsPurpose, phone: string, code: string): Promise<CodeCheck> {
  const now = deps.clock.now();
  const [latest] = await deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) return 'invalid';
  // The try is counted, checked and (when right) the code used up in one statement, so parallel tries each see
  // the others: no more than MAX_ATTEMPTS are ever checked, and a code is taken once.
  const right = hashCode(purpose, phone, code.trim());
  const [tried] = await deps.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1`, usedAt: sql`case when ${smsCodes.codeHash} = ${right} then ${now.toISOString()}::timestamptz end` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, MAX_ATTEMPTS), gt(smsCodes.expiresAt, now)))
    .returning({ usedAt: smsCodes.usedAt });
  if (!tried) return 'expired';
  return tried.usedAt ? 'ok' : 'invalid';
}

/** The refusal for a code that did not pass (thrown; answered with success false, HTTP 200). */
export const codeRefusal = (check: Exclude<CodeCheck, 'ok'>) =>
  check === 'expired'
    ? new Refusal('sms.code.expired', 'The verification code has expired, please request a new one')
    : new Refusal('sms.code.invalid', 'The verification code is invalid');
