import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { registerCall } from '../http/call-route.ts';
import { announcementPageFor } from './announcements.ts';

/** The popup's announcements; the token is optional here (announcements.ts). */
export async function announcementRoutes(app: FastifyInstance) {
  registerCall(app, 'announcements', async (request) =>
    ok(await announcementPageFor(app.deps, request.headers.authorization?.trim(), request.query, request.language)),
  );
}
