import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { helpSections } from '../db/schema-content.ts';
import { ok } from '../http/envelope.ts';
import { sanitize } from '../domain/html.ts';
import { helpCenterQuery } from '../../contract/system.ts';
import { statusValueJson } from '../http/status-json.ts';

const tags = ['system'];

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/wps/system/status', { schema: { tags, summary: 'Permission response: whitelabel, register rules, resources, status' } }, async (request, reply) => {
    const value = await statusValueJson(app, request);
    return reply.type('application/json; charset=utf-8').send(`{"success":true,"value":${value},"message":"","errorCode":""}`);
  });

  app.get('/wps/system/whitelabel', { schema: { tags, summary: 'Whitelabel module tree' } }, async () =>
    ok((await app.statusCache.get()).info.whitelabel),
  );

  app.get('/wps/system/setting/register', { schema: { tags, summary: 'Registration field rules' } }, async () =>
    ok((await app.statusCache.get()).info.register),
  );

  app.get('/wps/system/domainRoute', { schema: { tags, summary: 'Domain routes' } }, async () =>
    ok((await app.statusCache.get()).info.domainRoute),
  );

  app.get('/wps/system/helpCenter', { schema: { tags, summary: 'Help-centre sections', querystring: helpCenterQuery } }, async (request) => {
    const lang = request.query.lang ?? request.language;
    const load = (language: string) =>
      db
        .select({ tag: helpSections.tag, title: helpSections.title, content: helpSections.content })
        .from(helpSections)
        .where(eq(helpSections.language, language))
        .orderBy(asc(helpSections.sort));
    const rows = await load(lang);
    const sections = rows.length ? rows : await load('EN');
    return ok(sections.map((s) => ({ ...s, content: sanitize(s.content) })));
  });
}
