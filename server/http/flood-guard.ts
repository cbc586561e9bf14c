// The per-IP flood guard (docs/architecture.md §5.1): at most `max` requests from one address in a minute, counted in
// this instance's memory from the address's first request, as @fastify/rate-limit's local store counts. A synchronous
// hook of a few map operations rather than that plugin's asynchronous one, which cost a fifth of a bare server's
// requests per second (decisions.md); the plugin still keeps the per-route limits (call-route.ts `rateLimit`).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from './envelope.ts';

const FLOOD_WINDOW_MS = 60_000;
/** Addresses remembered at once; past it the longest-known is forgotten (a flood from more addresses than this). */
const MAX_ADDRESSES = 100_000;

interface Count {
  n: number;
  resetAt: number;
}

export const floodGuardPlugin = fp(async (app: FastifyInstance, opts: { max: number }) => {
  const counts = new Map<string, Count>();
  app.addHook('onRequest', (request, reply, done) => {
    // The balancer's health checks come every second from its one address (server/fleet/health-routes.ts).
    if (request.routeOptions.config.health) return done();
    const now = Date.now();
    const ip = request.ip;
    let count = counts.get(ip);
    if (!count) {
      if (counts.size >= MAX_ADDRESSES) counts.delete(counts.keys().next().value!);
      count = { n: 0, resetAt: now + FLOOD_WINDOW_MS };
      counts.set(ip, count);
    } else if (count.resetAt <= now) {
      count.n = 0;
      count.resetAt = now + FLOOD_WINDOW_MS;
    }
    if (++count.n <= opts.max) return done();
    // The limit and the time to wait go out with a refusal only: on every other answer they would tell any caller the
    // guard's settings, and cost each cached catalogue call a tenth of its bytes.
    const wait = String(Math.ceil((count.resetAt - now) / 1000));
    reply.header('retry-after', wait).header('x-ratelimit-limit', opts.max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', wait);
    done(tooManyRequests());
  });
});
