import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { revokeSession } from '../domain/sessions.ts';

export async function sessionRoutes(app: FastifyInstance) {
  app.delete(
    '/wps/session/logout',
    { config: { auth: 'session' }, schema: { tags: ['session'], security: [{ token: [] }], summary: 'End the session (the token stops working)' } },
    async (request) => {
      await revokeSession(app.deps, request.sessionToken!);
      return ok(null);
    },
  );
}
