import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { moduleOn, requireModule } from '../http/whitelabel.ts';
import { checkAffiliate, registerByMobile, registerByUsername } from './register.ts';

export async function registerRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const fieldRules = async () => (await app.statusCache.get()).info.register;

  registerCall(app, 'affiliate', async (request) => ok(await checkAffiliate(deps, request.query.code)));

  registerCall(app, 'register', async (request) => {
    await requireModule(app, 'USERNAMEREG3');
    return ok(await registerByUsername(deps, { body: request.body, rules: await fieldRules(), ip: request.ip, language: request.language }));
  });

  registerCall(app, 'registerMobile', async (request) => {
    await requireModule(app, 'MOBILENUMREG3');
    const smsVerification = await moduleOn(app, 'REGMOBVERF3');
    const registration = { body: request.body, rules: await fieldRules(), ip: request.ip, language: request.language };
    return ok(await registerByMobile(deps, registration, smsVerification));
  });
}
