import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { helpSections } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { sanitize } from '../domain/html.ts';
import { helpCenterQuery, type PermissionInfo, type SystemStatusValue } from '../../src/api/contract/system.ts';

const tags = ['system'];

export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;

  // Every page load asks for the status, and the permission info is the same for everyone on a host: it is
  // serialised once per snapshot and host, and only the visitor's own parts are written per request.
  const infoJson = new WeakMap<object, Map<string, string>>();
  const permissionJson = (snapshot: Awaited<ReturnType<typeof app.statusCache.get>>, host: string) => {
    let byHost = infoJson.get(snapshot);
    if (!byHost) infoJson.set(snapshot, (byHost = new Map()));
    let json = byHost.get(host);
    if (json === undefined) {
      const info: PermissionInfo = { ...snapshot.info, mainDomain: host, analytics: { gtagId: '' }, imageCDNs: config.imageCDNs, launchGameCDNs: config.launchGameCDNs };
      json = JSON.stringify(info);
      if (byHost.size < 32) byHost.set(host, json);
    }
    return json;
  };
  app.get('/wps/system/status', { schema: { tags, summary: 'Permission response: whitelabel, register rules, resources, status' } }, async (request, reply) => {
    const snapshot = await app.statusCache.get();
    const { maintenance, blocked } = snapshot;
    const ip = request.ip;
    const restricted = blocked.has(ip);
    const status: SystemStatusValue['status'] = restricted ? 2 : maintenance.enabled ? 1 : 0;
    const visitor = JSON.stringify({ location: { ip }, maintenance, regionRestriction: { restricted, ip } }).slice(1);
    const value = `{"status":${status},"info":${permissionJson(snapshot, request.hostname)},${visitor}`;
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
