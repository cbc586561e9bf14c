import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { registerCall } from '../http/call-route.ts';
import { chatRooms, launchChat } from './support.ts';

/**
 * The chat room of docs/product.md §7 Support: both calls need no login (the site checks the login itself before it opens
 * the room); a valid token only makes the room know who is asking.
 */
export async function supportRoutes(app: FastifyInstance) {
  registerCall(app, 'serviceEntries', async () => ok(await chatRooms(app.deps.db)));

  registerCall(app, 'launchChat', async (request) => ok(await launchChat(app.deps, request.body.modelId, request.headers.authorization?.trim())));
}
