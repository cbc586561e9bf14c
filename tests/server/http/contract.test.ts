// The call table is the one description of the API: every API route is registered from it, the OpenAPI document
// drawn from it validates and describes every answer, and no path string of the table is written anywhere else.
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { routes, type CallName, type Route } from '../../../contract/routes.ts';

const isApi = (url: string) => /^\/(wps|lgw|lotto)\//.test(url) && url !== '/wps/openapi.json';
const names = Object.keys(routes) as CallName[];

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  parameters?: { in: string; name: string; required?: boolean }[];
};

describe('the call table', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    t = await startTestServer({ seed: false });
  });
  afterAll(() => t.close());

  it('registers every API route from the table, each call once, with its method, path and auth', () => {
    const api = t.app.routeTable.filter((r) => isApi(r.url));
    for (const r of api) expect(r.call, `${r.method} ${r.url} is not from the table`).not.toBeNull();
    for (const name of names) {
      const registered = api.filter((r) => r.call === name);
      const { method, path: url, auth } = routes[name];
      expect(registered, name).toEqual([{ method, url, auth: auth === 'none' ? null : auth, call: name }]);
    }
  });

  it('publishes an OpenAPI document that validates and describes every answer, error status and the Merchant header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/wps/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    for (const name of names) {
      const route: Route = routes[name];
      const { method, path: url, auth } = route;
      const op = doc.paths[url]?.[method.toLowerCase()];
      expect(op?.operationId, `${method} ${url}`).toBe(name);
      const statuses = Object.keys(op!.responses);
      expect(statuses, name).toEqual(
        expect.arrayContaining(['200', '400', '429', ...(auth === 'none' ? [] : ['401']), ...(auth === 'member' || auth === 'agent' ? ['403'] : [])]),
      );
      for (const status of statuses) expect(op!.responses[status]!.content?.['application/json']?.schema, `${name} ${status}`).toBeTruthy();
      expect(op!.parameters, name).toContainEqual(expect.objectContaining({ in: 'header', name: 'merchant', required: true }));
    }
  });

  it('answers with the envelope its response schema describes', async () => {
    const res = await t.app.inject({ method: 'GET', url: routes.hotGames.path, headers: MERCHANT_HEADERS });
    expect(res.json()).toMatchObject({ success: true, errorCode: '', value: { list: expect.any(Array) } });
  });
});

describe('path strings', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

  it('each path of the table is written once, in contract/routes.ts, and nowhere in the site, the server or the contract besides', () => {
    const sources = ['src', 'server', 'contract'].flatMap(files).filter((f) => f !== path.join('contract', 'routes.ts'));
    const texts = sources.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')] as const);
    for (const name of names) {
      const literal = new RegExp(`['"\`]${routes[name].path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[?'"\`]`);
      const writers = texts.filter(([, text]) => literal.test(text)).map(([f]) => f);
      expect(writers, routes[name].path).toEqual([]);
    }
  });
});
