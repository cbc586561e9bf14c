// The live-updates stream (issue 37 item 6): GET liveUpdates with `Accept: text/event-stream` opens one Server-Sent
// Events stream for the signed-in account (@fastify/sse). It starts with what the caller missed after its
// Last-Event-ID (or `resync` when that is no longer kept), then `hello` with where the member's events stand, then
// every event published for the member on any instance; a comment every 15 s keeps proxies from closing it. When
// the server closes (the drain on SIGTERM, server/fleet/drain.ts) each stream ends with a `retry:` hint, so the
// client reconnects, through the balancer, to an instance that stays. Without that Accept header the call answers
// the envelope with the resume point.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {} from '@fastify/sse';
import type { LiveEvent } from '../../contract/live/live.ts';
import { LIVE_KINDS } from '../../contract/rules/live-kinds.ts';
import { memberOf } from '../http/auth.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { liveConnections } from '../fleet/metrics.ts';
import { memberForToken } from '../session/sessions.ts';
import { eventId, missedEvents, seqOf } from './bus.ts';

/** The comment that keeps an idle stream open through proxies and balancers. */
export const HEARTBEAT_MS = 15_000;
/** How soon a client should come back after a closing instance ended its stream. */
export const RETRY_AFTER_CLOSE_MS = 1_000;

export async function liveRoutes(app: FastifyInstance) {
  const bus = app.deps.live!;
  const open = new Set<FastifyReply>();

  // Before the server stops listening: a stream never ends by itself, so close() would wait for it.
  app.addHook('preClose', (done) => {
    for (const reply of open) {
      if (reply.sse.isConnected) reply.raw.write(`retry: ${RETRY_AFTER_CLOSE_MS}\n\n`);
      reply.sse.close();
    }
    done();
  });

  registerCall(
    app,
    'liveUpdates',
    async (request, reply) => {
      const member = memberOf(request);
      if (!reply.sse) {
        const { epoch, seq } = await bus.history(member.id);
        return ok({ lastEventId: eventId(epoch, seq), kinds: [...LIVE_KINDS] });
      }
      // Listen before reading the history, so nothing published in between is lost; what it already holds is dropped.
      const early: LiveEvent[] = [];
      let forward: ((event: LiveEvent) => void) | null = null;
      const stop = await bus.listen(member.id, (event) => (forward ? forward(event) : early.push(event)));
      let history;
      try {
        history = await bus.history(member.id);
      } catch (err) {
        stop();
        throw err;
      }
      // From here the stream is ours, not Fastify's: no serialiser, no onSend hooks, no latency in the request metrics.
      reply.hijack();
      reply.header('cache-control', 'private, no-store');
      const sse = reply.sse;
      sse.keepAlive();
      const write = (event: LiveEvent) => {
        // An event without an id (a resync after the fleet's bus lost events) leaves the client's resume point as it is.
        if (sse.isConnected) sse.send({ ...(event.id ? { id: event.id } : {}), event: event.kind, data: event.data }).catch(() => undefined);
      };
      const now = eventId(history.epoch, history.seq);
      const missed = missedEvents(history, sse.lastEventId);
      if (missed === null) write({ id: now, kind: 'resync', data: {} });
      else missed.forEach(write);
      write({ id: now, kind: 'hello', data: {} });
      const { epoch, seq } = history;
      forward = (event) => {
        const n = seqOf(event.id, epoch);
        if (n === null || n > seq) write(event);
      };
      early.forEach(forward);

      open.add(reply);
      liveConnections.inc();
      // A stream outlives no session: signed out elsewhere, expired or revoked, it ends, and the client's next try
      // is refused with 401.
      const token = request.sessionToken ?? '';
      const check = setInterval(() => {
        memberForToken(app.deps, token).then(
          (still) => {
            if (still?.id !== member.id) sse.close();
          },
          () => undefined,
        );
      }, app.deps.config.fleet.liveSessionCheckMs);
      check.unref();
      const closed = () => {
        if (!open.delete(reply)) return;
        clearInterval(check);
        stop();
        liveConnections.dec();
      };
      sse.onClose(closed);
      if (!sse.isConnected) closed();
      return reply;
    },
    { route: { sse: 'dual' } },
  );
}
