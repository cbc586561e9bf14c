// Forgot password by email (issue 39): when the username and email match, a one-time code (and a link to the site's
// reset page with it) goes to the account's address; the password changes only when the code comes back with a new
// one, so the old password keeps working until then and whoever merely knows a username and its email locks no one
// out. The request's answer is the same whether or not the pair names an account.
import { and, eq, sql } from 'drizzle-orm';
import { members, outbox } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { hashPassword } from '../shared/passwords.ts';
import { bump } from '../shared/rate-counters.ts';
import { Refusal } from '../shared/refusal.ts';
import type { PasswordResetValue } from '../../contract/account/member.ts';
import { resetLink } from '../../contract/rules/password-reset.ts';
import { consumeSmsCode, storeCode } from './sms-codes.ts';

/** How long a mailed code works; it also stops after five wrong tries (sms-codes.ts). */
export const RESET_CODE_MINUTES = 30;

const tooMany = () => new Refusal('TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');
const recipientOf = (memberId: number) => `member:${memberId}`;
const byAccount = (username: string) => eq(sql`lower(${members.account})`, username.trim().toLowerCase());

/** Three tries an hour per account and twenty per address, so the call cannot flood a member's mailbox. */
export async function resetPasswordByEmail(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>, username: string, email: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  if ((await bump(db, `reset:account:${username.toLowerCase()}`, now, 3_600_000)) > 3) throw tooMany();
  if ((await bump(db, `reset:ip:${ip}`, now, 3_600_000)) > 20) throw tooMany();
  const [member] = await db
    .select({ id: members.id, account: members.account, email: members.email })
    .from(members)
    .where(and(byAccount(username), eq(sql`lower(${members.email})`, email.toLowerCase())));
  if (!member?.email) return;
  const code = await storeCode(deps, 'resetMail', recipientOf(member.id), RESET_CODE_MINUTES);
  const link = `${deps.config.social.publicUrl}${resetLink(member.account, code)}`;
  await db.insert(outbox).values({
    channel: 'email',
    recipient: member.email,
    body: `Your playstate password reset code is ${code} . It expires in ${RESET_CODE_MINUTES} minutes. Enter it with a new password, or open ${link} . If you did not ask for it, ignore this mail: your password stays as it is.`,
    createdAt: clock.now(),
  });
}

/** The code mailed to the account, with the new password (already checked against the rule by the route). */
export async function confirmPasswordReset(deps: Deps, username: string, code: string, newPassword: string): Promise<PasswordResetValue> {
  const { db, clock } = deps;
  const [member] = await db.select({ id: members.id, account: members.account }).from(members).where(byAccount(username));
  // An unknown account is told nothing more than a wrong code.
  if (!member) throw new Refusal('reset.code.invalid', 'The reset code is incorrect');
  const check = await consumeSmsCode(deps, 'resetMail', recipientOf(member.id), code);
  if (check === 'expired') throw new Refusal('reset.code.expired', 'The reset code has expired, please ask for a new one');
  if (check === 'invalid') throw new Refusal('reset.code.invalid', 'The reset code is incorrect');
  // As the reset by phone: the member's other sessions stay (decisions.md, issue 39 item 6).
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: clock.now() })
    .where(eq(members.id, member.id));
  return { account: member.account };
}
