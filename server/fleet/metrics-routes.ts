// The figures of metrics.ts, never public: on the server's own port only to a caller with the operator's token
// (METRICS_TOKEN, sent as "Authorization: Bearer <token>"), and on a port of their own (METRICS_PORT, bound to
// 127.0.0.1 unless METRICS_HOST says otherwise) for a scraper beside the instance.
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registry, requests } from './metrics.ts';

export interface MetricsAccess {
  /** The bearer token /metrics asks for on the server's port; empty: /metrics is not served there. */
  token: string;
}

const sameSecret = (given: string, wanted: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(wanted)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Counts every answer by call name and status, and serves /metrics to the token's holder. */
export const metricsPlugin = fp(async (app: FastifyInstance, access: MetricsAccess) => {
  // A callback hook: every request runs it (app.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const { config, url } = request.routeOptions;
    // The balancer's and the scraper's checks are not players' calls.
    if (config.health) return done();
    const call = config.call ?? url ?? 'unmatched';
    requests.observe({ call, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  if (!access.token) return;
  app.get('/metrics', { schema: { hide: true }, config: { health: true, pressureHandler: () => undefined } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), access.token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'The metrics need the operator token' });
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});

/** The figures on a port of their own, for a scraper on the instance's machine or private network. */
export async function startMetricsServer(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
