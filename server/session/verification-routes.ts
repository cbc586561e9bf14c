import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { requireAnyModule, requireModule } from '../http/whitelabel.ts';
import { sendLoginCode, sendRegisterCode } from './verification.ts';

export async function verificationRoutes(app: FastifyInstance) {
  const deps = app.deps;

  // The code serves sms sign-in and reset by phone: either module keeps it on.
  registerCall(app, 'sendLoginCode', async (request) => {
    await requireAnyModule(app, ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3']);
    return ok(await sendLoginCode(deps, request.body.countryDialingCode, request.body.mobileNum, request.ip));
  });

  registerCall(app, 'sendRegisterCode', async (request) => {
    await requireModule(app, 'REGMOBVERF3');
    return ok(await sendRegisterCode(deps, request.body.countryDialingCode, request.body.mobileNo, request.ip));
  });
}
