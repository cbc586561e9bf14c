import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { registerCall } from '../http/call-route.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { flattenWhitelabel, isOn } from '../../contract/rules/whitelabel.ts';
import { toE164 } from '../../contract/rules/phone.ts';
import { issueSmsCode, SMS_EXPIRED_MINUTES } from './sms-codes.ts';
import type { SmsSentValue } from '../../contract/session/verification.ts';

export const invalidPhone = () => new ApiError(400, 'validation.phone', 'Please enter a valid mobile number');

export async function verificationRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const sent: SmsSentValue = { expiredMinutes: SMS_EXPIRED_MINUTES };

  registerCall(app, 'sendLoginCode', async (request) => {
    const flags = flattenWhitelabel((await app.statusCache.get()).info.whitelabel);
    if (!isOn(flags, 'MOBILEVERCODELOGIN3') && !isOn(flags, 'CHNGPASSVERIF3')) return refused('function.not.available', 'This function is not available');
    const phone = toE164(request.body.countryDialingCode, request.body.mobileNum);
    if (!phone) throw invalidPhone();
    // The same answer whether or not the number has an account, so the call cannot be used to find members.
    const [member] = await deps.db.select({ id: members.id }).from(members).where(eq(members.mobile, phone));
    await issueSmsCode(deps, 'noLogin', phone, request.ip, !!member);
    return ok(sent);
  });

  registerCall(app, 'sendRegisterCode', async (request) => {
    await requireModule(app, 'REGMOBVERF3');
    const phone = toE164(request.body.countryDialingCode, request.body.mobileNo);
    if (!phone) throw invalidPhone();
    const [taken] = await deps.db.select({ id: members.id }).from(members).where(eq(members.mobile, phone));
    if (taken) return refused('register.mobile.taken', 'This mobile number is already registered');
    await issueSmsCode(deps, 'register', phone, request.ip, true);
    return ok(sent);
  });
}
