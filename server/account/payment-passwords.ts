// The payment password's lock (docs/product.md §2 withdraw): 5 wrong tries in an hour, then every try is refused for the rest
// of it, even the right one. What a try is told is counted and decided with the member's payment-password row
// locked, so parallel tries are decided one after the other: a burst gets at most 5 wrong ones answered as wrong,
// and parallel right ones are not mistaken for wrong ones still being checked. The password is hashed before the
// lock is taken, so the lock is held for a few statements only and a burst cannot tie up the connection pool.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { paymentPasswords } from '../db/schema-wallet.ts';
import { bump, countOf, resetCounters } from '../shared/rate-counters.ts';
import { hashPassword, verifyPassword } from '../shared/passwords.ts';
import type { Clock } from '../deps.ts';
import { Refusal } from '../shared/refusal.ts';

/** Wrong payment passwords a member may enter in an hour before withdrawing is locked for the rest of it. */
export const PAYMENT_PASSWORD_ATTEMPTS = 5;
const WINDOW_MS = 3_600_000;
const keyOf = (memberId: number) => `paypw:${memberId}`;

const unset = () => new Refusal('paymentPassword.unset', 'Please set a payment password first');

/**
 * Refuses a wrong payment password (counted, with the tries left), any try while the member is locked out, and
 * a member without one. `then` runs after a right one, under the same lock (a change of the password).
 */
export async function checkPaymentPassword(db: Db, now: Date, memberId: number, given: string, then?: (tx: Tx) => Promise<void>): Promise<void> {
  const hashOf = async (q: Db | Tx, lock: boolean) => {
    const query = q.select({ hash: paymentPasswords.hash }).from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
    return (await (lock ? query.for('update') : query))[0]?.hash ?? null;
  };
  const seen = await hashOf(db, false);
  if (!seen) throw unset();
  const right = await verifyPassword(given, seen);
  const key = keyOf(memberId);
  const outcome = await db.transaction(async (tx) => {
    const hash = await hashOf(tx, true);
    if (!hash) return { refusal: 'unset' } as const;
    if ((await countOf(tx, key, now, WINDOW_MS)) >= PAYMENT_PASSWORD_ATTEMPTS) return { refusal: 'locked' } as const;
    // Changed in the meantime: checked again against the password as it is now.
    if (!(hash === seen ? right : await verifyPassword(given, hash))) return { refusal: 'incorrect', tries: await bump(tx, key, now, WINDOW_MS) } as const;
    await resetCounters(tx, [key]);
    await then?.(tx);
    return { refusal: null };
  });
  // Refused after the transaction, so the counted try is kept.
  if (outcome.refusal === 'unset') throw unset();
  if (outcome.refusal === 'locked') throw new Refusal('paymentPassword.locked', 'Too many wrong payment passwords, please try again in an hour');
  if (outcome.refusal === 'incorrect')
    throw new Refusal('paymentPassword.incorrect', 'The payment password is incorrect', {
      attemptsLeft: Math.max(0, PAYMENT_PASSWORD_ATTEMPTS - outcome.tries),
    });
}

const mismatch = () => new Refusal('paymentPassword.mismatch', 'Incorrect confirmation input');

/** Sets the member's first payment password; refuses a confirmation that differs and a second one (nothing written). */
export async function setPaymentPassword(db: Db, clock: Clock, memberId: number, password: string, confirm: string): Promise<void> {
  if (password !== confirm) throw mismatch();
  const hash = await hashPassword(password);
  const [row] = await db.insert(paymentPasswords).values({ memberId, hash, updatedAt: clock.now() }).onConflictDoNothing().returning();
  if (!row) throw new Refusal('paymentPassword.already.set', 'A payment password is already set');
}

/** Changes the payment password after the old one passes checkPaymentPassword (its lock and counts). */
export async function changePaymentPassword(db: Db, clock: Clock, memberId: number, oldPassword: string, password: string, confirm: string): Promise<void> {
  if (password !== confirm) throw mismatch();
  const hash = await hashPassword(password);
  await checkPaymentPassword(db, clock.now(), memberId, oldPassword, async (tx) => {
    await tx.update(paymentPasswords).set({ hash, updatedAt: clock.now() }).where(eq(paymentPasswords.memberId, memberId));
  });
}
