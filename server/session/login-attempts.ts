// The sign-in limits (docs/product.md §4/§5): after one failure on the account or from the IP the next sign-in needs a
// captcha; 10 failures on an account, or 30 from an IP, in 15 minutes refuse every sign-in for the rest of the
// window. Each attempt is counted before its password is checked (server/shared/attempt-limits.ts), so a parallel burst sees
// its own attempts: one password at most is checked without a captcha and at most 10 are checked in all.
import type { Db } from '../db/client.ts';
import { claimAttempt, clearAttempts, releaseAttempt, type AttemptLimit } from '../shared/attempt-limits.ts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_ACCOUNT_FAILURES = 10;
export const MAX_IP_FAILURES = 30;

export interface LoginAttempt {
  /** Another attempt on the account or from the IP counts in the window (a failure, or one being checked now). */
  readonly needsCaptcha: boolean;
  /** The attempt failed (wrong password or captcha): it stays counted. */
  failed(): void;
  /** The right password signed in: the account's failures are forgotten, and this attempt is not held against the IP. */
  signedIn(): Promise<void>;
  /** Call last, always: takes back an attempt that neither failed nor signed in (it checked nothing, or was right). */
  settle(): Promise<void>;
}

const limitsOf = (username: string, ip: string): [AttemptLimit, AttemptLimit] => [
  { key: `login:account:${username.toLowerCase()}`, max: MAX_ACCOUNT_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
  { key: `login:ip:${ip}`, max: MAX_IP_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS },
];

/** Counts a password sign-in on the account and the IP; null when either is locked (nothing is then counted). */
export async function startLoginAttempt(db: Db, username: string, ip: string, now: Date): Promise<LoginAttempt | null> {
  const [account, fromIp] = limitsOf(username, ip);
  const [a, i] = await Promise.all([claimAttempt(db, account, now), claimAttempt(db, fromIp, now)]);
  if (a === null || i === null) {
    await Promise.all([a === null ? null : releaseAttempt(db, account, now), i === null ? null : releaseAttempt(db, fromIp, now)]);
    return null;
  }
  let outcome: 'open' | 'failed' | 'signedIn' = 'open';
  return {
    needsCaptcha: a > 1 || i > 1,
    failed: () => {
      outcome = 'failed';
    },
    async signedIn() {
      outcome = 'signedIn';
      await Promise.all([clearAttempts(db, account), releaseAttempt(db, fromIp, now)]);
    },
    async settle() {
      if (outcome === 'open') await Promise.all([releaseAttempt(db, account, now), releaseAttempt(db, fromIp, now)]);
    },
  };
}

/** Forgets the account's failed sign-ins: its second step was answered, which is where a password sign-in ends. */
export const forgetAccountFailures = (db: Db, username: string) => clearAttempts(db, limitsOf(username, '')[0]);
