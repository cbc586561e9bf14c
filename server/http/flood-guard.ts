// The per-IP flood guard (docs/architecture.md §5.1): at most `max` requests from one address in a minute, counted
// from the address's first request, as @fastify/rate-limit's stores count: in the fleet's Redis when it has one
// (server/fleet/redis.ts), else in this instance's memory. There, a synchronous
// hook of a few map operations rather than that plugin's asynchronous one, which cost a fifth of a bare server's
// requests per second (decisions.md); the plugin still keeps the per-route limits (call-route.ts `rateLimit`).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SharedStore } from '../fleet/redis.ts';
import { tooManyRequests } from './envelope.ts';

const FLOOD_WINDOW_MS = 60_000;
/** Addresses remembered at once; past it the longest-known is forgotten (a flood from more addresses than this). */
const MAX_ADDRESSES = 100_000;

interface Count {
  n: number;
  resetAt: number;
}

/** The refusal's headers: the limit and the time to wait go out with a refusal only (see below). */
function refuse(reply: FastifyReply, max: number, waitMs: number) {
  const wait = String(Math.ceil(waitMs / 1000));
  reply.header('retry-after', wait).header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', wait);
  return tooManyRequests();
}

export const floodGuardPlugin = fp(async (app: FastifyInstance, opts: { max: number; shared?: SharedStore }) => {
  const { shared } = opts;
  if (shared) {
    // A fleet's instances count in one place, so a burst split over them is refused at the same count. Redis away
    // (no answer within a second): the request passes; /readyz reports it, and the database-held limits still hold.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.health) return done();
      shared.count(`flood:${request.ip}`, FLOOD_WINDOW_MS).then(
        ({ n, ttlMs }) => done(n <= opts.max ? undefined : refuse(reply, opts.max, ttlMs)),
        () => done(),
      );
    });
    return;
  }
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
    done(refuse(reply, opts.max, count.resetAt - now));
  });
});
