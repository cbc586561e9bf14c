import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';

/** Tester conveniences, registered only in demo mode. */
export async function devRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', { schema: { hide: true } }, async () =>
    ok(await app.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(50)),
  );
}
