// Liveness and readiness for a load balancer (docs/operations.md). /healthz: the process answers. /readyz: it should
// be sent work: the database answers and holds every committed migration, the job runner ticks (when it runs), and
// the instance is not draining. Neither is a platform call: no Merchant header, no envelope, no flood guard, no
// overload refusal, so a balancer polling every second is never counted or turned away.
import type { FastifyInstance } from 'fastify';
import { databaseChecks } from './readiness.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A balancer's or scraper's check: not counted by the flood guard, never refused for overload. */
    health?: true;
  }
}

export interface Readiness {
  /** Set when the instance is asked to stop: /readyz fails from then on (drain.ts). */
  draining: boolean;
}

export async function healthRoutes(app: FastifyInstance) {
  const quiet = { config: { health: true, pressureHandler: () => undefined }, schema: { hide: true } } as const;

  app.get('/healthz', quiet, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) => {
    // Each check says 'ok', 'off' (not run in this process) or what is wrong.
    const checks: Record<string, string> = {
      draining: app.readiness.draining ? 'draining' : 'ok',
      ...(await databaseChecks(app.deps.db)),
      jobs: app.jobs.health(),
      redis: app.deps.shared ? await app.deps.shared.check() : 'off',
    };
    const ready = Object.values(checks).every((c) => c === 'ok' || c === 'off');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
