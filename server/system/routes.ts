import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { statusValueJson } from '../http/status-json.ts';
import { helpCenterSections } from './help-center.ts';

export async function systemRoutes(app: FastifyInstance) {
  // Sent as text (the same text the page embeds), so the serializer never sees it; the contract documents it.
  registerCall(app, 'systemStatus', async (request, reply) => {
    const value = await statusValueJson(app, request);
    return reply.type('application/json; charset=utf-8').send(`{"success":true,"value":${value},"message":"","errorCode":""}`);
  });

  registerCall(app, 'whitelabel', async () => ok((await app.statusCache.get()).info.whitelabel));

  registerCall(app, 'registerSettings', async () => ok((await app.statusCache.get()).info.register));

  registerCall(app, 'domainRoute', async () => ok((await app.statusCache.get()).info.domainRoute));

  registerCall(app, 'helpCenter', async (request) => ok(await helpCenterSections(app.deps.db, request.query.lang ?? request.language)));
}
