// Forgot password by email: a temporary password goes to the account's address when the username and email
// match, and the caller learns nothing either way (the answer, and the work done before it, are the same).
import { and, eq, sql } from 'drizzle-orm';
import { members, outbox } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { hashPassword } from '../shared/passwords.ts';
import { bump } from '../shared/rate-counters.ts';
import { Refusal } from '../shared/refusal.ts';

/** A temporary password counts as expired at once, so the member must choose a new one at sign-in. */
const LONG_AGO = new Date(0);

const tooMany = () => new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');

/** Three tries an hour per account and twenty per address, so the call cannot flood a member's mailbox. */
export async function resetPasswordByEmail(deps: Pick<Deps, 'db' | 'clock' | 'random'>, username: string, email: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  if ((await bump(db, `reset:account:${username.toLowerCase()}`, now, 3_600_000)) > 3) throw tooMany();
  if ((await bump(db, `reset:ip:${ip}`, now, 3_600_000)) > 20) throw tooMany();
  await mailTemporaryPassword(deps, username, email);
}

async function mailTemporaryPassword(deps: Pick<Deps, 'db' | 'clock' | 'random'>, username: string, email: string): Promise<void> {
  const { db, clock } = deps;
  const [member] = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(eq(sql`lower(${members.account})`, username.toLowerCase()), eq(sql`lower(${members.email})`, email.toLowerCase())));
  const temporary = `Tmp${deps.random.bytes(6).toString('base64url').replace(/[-_]/g, 'x')}9`;
  // Hashed whether or not there is an account, so the answer takes as long either way.
  const passwordHash = await hashPassword(temporary);
  if (!member?.email) return;
  await db.update(members).set({ passwordHash, passwordChangedAt: LONG_AGO }).where(eq(members.id, member.id));
  await db.insert(outbox).values({
    channel: 'email',
    recipient: member.email,
    body: `Your temporary playstate password is ${temporary} . Sign in with it and choose a new password.`,
    createdAt: clock.now(),
  });
}
