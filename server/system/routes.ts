import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { helpSections } from '../db/schema-content.ts';
import { registerCall } from '../http/call-route.ts';
import { ok } from '../http/envelope.ts';
import { sanitize } from '../shared/html.ts';
import { statusValueJson } from '../http/status-json.ts';

export async function systemRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  // Sent as text (the same text the page embeds), so the serializer never sees it; the contract documents it.
  registerCall(app, 'systemStatus', async (request, reply) => {
    const value = await statusValueJson(app, request);
    return reply.type('application/json; charset=utf-8').send(`{"success":true,"value":${value},"message":"","errorCode":""}`);
  });

  registerCall(app, 'whitelabel', async () => ok((await app.statusCache.get()).info.whitelabel));

  registerCall(app, 'registerSettings', async () => ok((await app.statusCache.get()).info.register));

  registerCall(app, 'domainRoute', async () => ok((await app.statusCache.get()).info.domainRoute));

  registerCall(app, 'helpCenter', async (request) => {
    const lang = request.query.lang ?? request.language;
    const load = (language: string) =>
      db
        .select({ tag: helpSections.tag, title: helpSections.title, content: helpSections.content })
        .from(helpSections)
        .where(eq(helpSections.language, language))
        .orderBy(asc(helpSections.sort));
    // Per section (issue 16): a section the language lacks is shown in English, in English's order; a section only
    // the language has keeps its own place after them.
    const [own, english] = await Promise.all([load(lang), lang === 'EN' ? Promise.resolve([]) : load('EN')]);
    const byTag = new Map(own.map((s) => [s.tag, s]));
    const englishTags = new Set(english.map((s) => s.tag));
    const sections = lang === 'EN' ? own : [...english.map((s) => byTag.get(s.tag) ?? s), ...own.filter((s) => !englishTags.has(s.tag))];
    return ok(sections.map((s) => ({ ...s, content: sanitize(s.content) })));
  });
}
