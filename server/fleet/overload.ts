// Overload answers 503 with Retry-After instead of queueing without bound (docs/operations.md): when the event loop
// lags (@fastify/under-pressure measures it) or more queries wait for a PostgreSQL connection than the pool can
// serve in a moment. The balancer's health checks are never refused (health-routes.ts); /readyz does not fail on
// overload, so a burst on every instance does not take them all out of the balancer at once.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { refused } from '../http/envelope.ts';
import type { OverloadLimits } from '../config.ts';
import { overloadRefusals, poolWaiting } from './metrics.ts';

/** Seconds a refused caller is told to wait. */
const RETRY_AFTER_SECONDS = 5;

function refuse(reply: FastifyReply, reason: string) {
  overloadRefusals.inc({ reason });
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(refused('system.busy', 'The server is busy; please try again in a moment'));
}

export const overloadPlugin = fp(async (app: FastifyInstance, limits: OverloadLimits) => {
  if (limits.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      pressureHandler: (_request, reply) => {
        refuse(reply, 'event-loop');
      },
    });
  }
  if (limits.maxPoolWaiting > 0) {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.health || poolWaiting() <= limits.maxPoolWaiting) return done();
      void refuse(reply, 'database-pool');
    });
  }
});
