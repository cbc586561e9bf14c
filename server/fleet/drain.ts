// Graceful drain (docs/operations.md): on SIGTERM (or SIGINT, or a crash) /readyz fails first, so the balancer stops
// sending new work; after DRAIN_DELAY_MS the server stops accepting connections, answers the requests in flight,
// its job runner finishes the period it holds and claims no other, live streams close with a retry hint, and the
// process exits. Past SHUTDOWN_GRACE_MS it exits anyway; a second signal exits at once (close-with-grace).
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  drainDelayMs: number;
  shutdownGraceMs: number;
  /** What to close after the server, in order (the operator socket, the metrics port, the database). */
  then: Array<() => Promise<unknown>>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function drainOnSignal(app: FastifyInstance, opts: DrainOptions): void {
  closeWithGrace({ delay: opts.shutdownGraceMs, logger: { error: (message: unknown) => app.log.error(message) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    app.readiness.draining = true;
    app.log.info(`${signal ?? 'error'}: draining (readyz fails; closing in ${opts.drainDelayMs} ms)`);
    if (opts.drainDelayMs > 0) await sleep(opts.drainDelayMs);
    await app.close();
    for (const close of opts.then) await close();
  });
}
