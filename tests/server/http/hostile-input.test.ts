// Every call of the table, driven with hostile values in every field (a NUL character, 10,000 characters, the
// wrong type, deep nesting), alone and on top of a valid input: no answer is a 5xx, and a NUL is refused with a
// 400 that names the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MERCHANT_HEADERS, sealedCaller, startTestServer } from '../test-server.ts';
import { fieldsOf, sampleOf } from '../call-samples.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { calls, type TabledCall } from '../../../contract/calls.ts';
import { routes, type Route } from '../../../contract/routes.ts';

const HOSTILE: Record<string, unknown> = {
  nul: 'a\u0000b',
  long: 'x'.repeat(10_000),
  number: 12345,
  object: { a: { b: 1 } },
  array: [1, 'two', null],
};

const deep = (levels: number): unknown => (levels === 0 ? 'end' : { n: deep(levels - 1) });

describe('hostile input to every call', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let sealed: Awaited<ReturnType<typeof sealedCaller>>;
  beforeAll(async () => {
    t = await startTestServer({ config: { floodLimitPerMinute: 1_000_000 } });
    sealed = await sealedCaller(t);
  });
  afterAll(() => t.close());

  async function send(route: Route, input: { query?: Record<string, unknown>; body?: unknown }) {
    // Agent calls as an agent, so the hostile value reaches their validation rather than the 403 before it.
    const token = route.auth === 'none' ? undefined : await runOpsCommand(t.deps, 'token', { account: route.auth === 'agent' ? 'agent01' : 'demo' });
    const query = input.query ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}` : '';
    if (route.encoding === 'sealed') return sealed(route.method as 'POST' | 'PUT', route.path + query, input.body ?? {}, { token });
    const headers = { ...MERCHANT_HEADERS, ...(token ? { authorization: token } : {}) };
    const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : ((input.body ?? {}) as object);
    return t.app.inject({ method: route.method, url: route.path + query, headers, payload });
  }

  const names = Object.keys(calls) as TabledCall[];

  it.each(names)('%s answers no 5xx to hostile values and refuses a NUL naming the field', async (name) => {
    const route: Route = routes[name];
    const schema = calls[name] as { query?: z.ZodType; body?: z.ZodType };
    for (const part of ['query', 'body'] as const) {
      const fieldSchema = schema[part];
      if (!fieldSchema || (route.encoding === 'multipart' && part === 'body')) continue;
      const base = (sampleOf(fieldSchema) ?? {}) as Record<string, unknown>;
      for (const field of fieldsOf(fieldSchema)) {
        for (const [kind, value] of Object.entries(HOSTILE)) {
          for (const input of [{ [field]: value }, { ...base, [field]: value }]) {
            const res = await send(route, { [part]: input });
            expect(res.statusCode, `${name} ${part}.${field} ${kind}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
            expect(res.json(), `${name} ${part}.${field} ${kind}`).toHaveProperty('errorCode');
            if (kind === 'nul' && typeof value === 'string') {
              expect(res.statusCode, `${name} ${part}.${field}`).toBe(400);
              expect(res.json().message, `${name} ${part}.${field}`).toContain(`${part}.${field}`);
            }
          }
        }
      }
      if (part === 'body') {
        const res = await send(route, { body: deep(200) });
        expect(res.statusCode, `${name} deep body`).toBe(400);
      }
    }
  });
});
