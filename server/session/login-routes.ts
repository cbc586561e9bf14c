import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { requireModule } from '../http/whitelabel.ts';
import { revokeSession } from './sessions.ts';
import { captchaKey, createCaptcha } from './captcha.ts';
import { signInByPassword, signInBySecondStep, signInBySms } from './sign-in.ts';
import { startFreePlay } from './free-play.ts';

const CAPTCHAS_PER_MINUTE = 30;

export async function sessionRoutes(app: FastifyInstance) {
  const deps = app.deps;

  registerCall(app, 'rsaKey', async () => ok({ publicKey: (await app.rsaKey()).publicKeySpki }));

  let signingKey: Promise<Buffer> | null = null;
  const captchaSigningKey = () => (signingKey ??= app.rsaKey().then((k) => captchaKey(k.privateKey)));

  // A GET that writes nothing: the challenge is signed, not stored, and the per-IP limit is the in-memory one.
  registerCall(
    app,
    'captcha',
    async () => {
      const { answer, ...captcha } = createCaptcha(await captchaSigningKey(), deps.clock, deps.random);
      app.demoCaptchas?.remember(captcha.captchaId, answer);
      return ok(captcha);
    },
    { rateLimit: { max: CAPTCHAS_PER_MINUTE, timeWindow: 60_000 } },
  );

  registerCall(app, 'login', async (request) => {
    const body = request.body;
    if (body.type === 'sms') {
      await requireModule(app, 'MOBILEVERCODELOGIN3');
      return ok(await signInBySms(deps, body));
    }
    await requireModule(app, 'USERNAMEREG3');
    if (body.type === 'secondStep') return ok(await signInBySecondStep(deps, body));
    return ok(await signInByPassword(deps, body, request.ip, captchaSigningKey));
  });

  registerCall(app, 'freePlay', async (request) => {
    await requireModule(app, 'FREEPLAY3');
    return ok(await startFreePlay(deps, request.ip, request.language));
  });

  registerCall(app, 'logout', async (request) => {
    await revokeSession(deps, request.sessionToken!);
    app.forgetSessionCheck(request.sessionToken!);
    return ok(null);
  });
}
