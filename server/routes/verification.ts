import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { ApiError, ok, refused } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { flattenWhitelabel, isOn } from '../../contract/rules/whitelabel.ts';
import { toE164 } from '../../contract/rules/phone.ts';
import { issueSmsCode, SMS_EXPIRED_MINUTES } from '../domain/sms-codes.ts';
import { smsNoLoginBody, smsRegisterBody, type SmsSentValue } from '../../contract/verification.ts';

const tags = ['verification'];
export const invalidPhone = () => new ApiError(400, 'validation.phone', 'Please enter a valid mobile number');

export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const sent: SmsSentValue = { expiredMinutes: SMS_EXPIRED_MINUTES };

  app.post(
    '/wps/verification/sms/noLogin',
    { schema: { tags, summary: 'Send a code for sms sign-in or reset by phone (one a minute per number)', body: smsNoLoginBody } },
    async (request) => {
      const flags = flattenWhitelabel((await app.statusCache.get()).info.whitelabel);
      if (!isOn(flags, 'MOBILEVERCODELOGIN3') && !isOn(flags, 'CHNGPASSVERIF3')) return refused('function.not.available', 'This function is not available');
      const phone = toE164(request.body.countryDialingCode, request.body.mobileNum);
      if (!phone) throw invalidPhone();
      // The same answer whether or not the number has an account, so the call cannot be used to find members.
      const [member] = await deps.db.select({ id: members.id }).from(members).where(eq(members.mobile, phone));
      await issueSmsCode(deps, 'noLogin', phone, request.ip, !!member);
      return ok(sent);
    },
  );

  app.post(
    '/wps/verification/sms/register',
    { schema: { tags, summary: 'Send a code to verify a new member\'s mobile number', body: smsRegisterBody } },
    async (request) => {
      await requireModule(app, 'REGMOBVERF3');
      const phone = toE164(request.body.countryDialingCode, request.body.mobileNo);
      if (!phone) throw invalidPhone();
      const [taken] = await deps.db.select({ id: members.id }).from(members).where(eq(members.mobile, phone));
      if (taken) return refused('register.mobile.taken', 'This mobile number is already registered');
      await issueSmsCode(deps, 'register', phone, request.ip, true);
      return ok(sent);
    },
  );
}
