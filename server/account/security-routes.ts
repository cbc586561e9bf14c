import type { FastifyInstance } from 'fastify';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { SMS_EXPIRED_MINUTES } from '../session/sms-codes.ts';
import type { SmsSentValue } from '../../contract/session/verification.ts';
import { sendBindEmailCode } from './email-binding.ts';
import { bindEmail, bindMobile, securityCentre, sendBindMobileCode, updateProfile } from './security.ts';

/** Real accounts only (the route table says 'member'): a trial player gets 403 member.trial. */
export async function securityRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const sent: SmsSentValue = { expiredMinutes: SMS_EXPIRED_MINUTES };

  registerCall(app, 'securityCenter', async (request) => ok(await securityCentre(deps.db, memberOf(request).id)));

  registerCall(app, 'updateProfile', async (request) => ok(await updateProfile(deps, memberOf(request).id, request.body)));

  registerCall(app, 'sendBindMobileCode', async (request) => {
    await sendBindMobileCode(deps, memberOf(request).id, request.body.countryDialingCode, request.body.mobileNum, request.ip);
    return ok(sent);
  });

  registerCall(app, 'bindMobile', async (request) => ok(await bindMobile(deps, memberOf(request).id, request.body)));

  registerCall(app, 'sendBindEmailCode', async (request) => {
    await sendBindEmailCode(deps, memberOf(request).id, request.body.email, request.ip);
    return ok(sent);
  });

  registerCall(app, 'bindEmail', async (request) => ok(await bindEmail(deps, memberOf(request).id, request.body.email, request.body.verificationCode)));
}
