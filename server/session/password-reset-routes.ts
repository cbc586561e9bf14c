import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { hashPassword } from '../shared/passwords.ts';
import { bump } from '../shared/rate-counters.ts';
import { mailTemporaryPassword } from './password-reset-mail.ts';
import { codeRefusal, consumeSmsCode } from './sms-codes.ts';
import type { PasswordResetValue } from '../../contract/account/member.ts';
import { checkNewPassword } from '../../contract/rules/field-rules.ts';
import { toE164 } from '../../contract/rules/phone.ts';
import { invalidPhone } from './verification-routes.ts';

const tooMany = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again after 5 minutes');

export async function passwordResetRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const { db, clock } = deps;

  registerCall(app, 'resetPasswordByEmail', async (request) => {
    const { username, email } = request.body;
    const now = clock.now();
    if ((await bump(db, `reset:account:${username.toLowerCase()}`, now, 3_600_000)) > 3) throw tooMany();
    if ((await bump(db, `reset:ip:${request.ip}`, now, 3_600_000)) > 20) throw tooMany();
    // The same answer whether or not the pair names an account: the mail goes only when it does.
    await mailTemporaryPassword(deps, username, email);
    return ok(null);
  });

  registerCall(app, 'resetPasswordByPhone', async (request) => {
    await requireModule(app, 'CHNGPASSVERIF3');
    const body = request.body;
    const phone = toE164(body.countryDialingCode, body.mobileNum);
    if (!phone) throw invalidPhone();
    const problem = checkNewPassword((await app.statusCache.get()).info.register.password, body.newPassword, body.newPassword);
    if (problem) throw new ApiError(400, problem.key, 'The new password does not meet the password rule', problem.values ?? null);
    const check = await consumeSmsCode(deps, 'noLogin', phone, body.verificationCode);
    if (check !== 'ok') throw codeRefusal(check);
    const [member] = await db.select().from(members).where(eq(members.mobile, phone));
    if (!member) throw codeRefusal('invalid');
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(body.newPassword), passwordChangedAt: clock.now() })
      .where(eq(members.id, member.id));
    const value: PasswordResetValue = { account: member.account };
    return ok(value);
  });
}
