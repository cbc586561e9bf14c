import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope.ts';
import { latestOutbox } from './outbox.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Tester conveniences, registered only in demo mode, and answered only to this machine: the outbox holds sms
 * codes and password reset codes, so even a demo left on a public address does not hand them out.
 */
export async function devRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // A forwarded request came from somewhere else, even through a proxy on this machine (or says it did).
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded || !LOOPBACK.has(request.ip)) throw new ApiError(403, 'dev.loopback.only', 'Only available on this machine');
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async () => ok(await latestOutbox(app.deps.db)));

  app.get<{ Params: { captchaId: string } }>('/dev/captcha/:captchaId', { schema: { hide: true } }, async (request) => {
    const answer = app.demoCaptchas?.answerOf(request.params.captchaId);
    if (!answer) throw new ApiError(404, 'captcha.unknown', 'No such recent captcha');
    return ok({ answer });
  });
}
