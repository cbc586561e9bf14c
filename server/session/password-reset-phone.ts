// Reset by phone: a texted code proves the number, and the account with that number takes the new password.
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { hashPassword } from '../shared/passwords.ts';
import type { PasswordResetValue } from '../../contract/account/member.ts';
import { codeRefusal, consumeSmsCode } from './sms-codes.ts';

/** The phone is already in E.164 and the new password already meets the rule (the route checks both first). */
export async function resetPasswordByPhone(deps: Deps, phone: string, code: string, newPassword: string): Promise<PasswordResetValue> {
  const { db, clock } = deps;
  const check = await consumeSmsCode(deps, 'noLogin', phone, code);
  if (check !== 'ok') throw codeRefusal(check);
  const [member] = await db.select().from(members).where(eq(members.mobile, phone));
  // A number without an account is told nothing more than a wrong code.
  if (!member) throw codeRefusal('invalid');
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: clock.now() })
    .where(eq(members.id, member.id));
  return { account: member.account };
}
