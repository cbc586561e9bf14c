// Every call of the table, driven with hostile values in every field (a NUL character, 10,000 characters, the
// wrong type, deep nesting), alone and on top of a valid input: no answer is a 5xx, and a NUL is refused with a
// 400 that names the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer } from '../test-server.ts';
import { queryString, raw, untyped } from '../call-client.ts';
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
  beforeAll(async () => {
    t = await startTestServer({ config: { floodLimitPerMinute: 1_000_000 } });
  });
  afterAll(() => t.close());

  async function send(name: TabledCall, input: { query?: Record<string, unknown>; body?: unknown }) {
    const route: Route = routes[name];
    // Agent calls as an agent, so the hostile value reaches their validation rather than the 403 before it.
    const token = route.auth === 'none' ? undefined : await runOpsCommand(t.deps, 'token', { account: route.auth === 'agent' ? 'agent01' : 'demo' });
    const query = input.query && Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, typeof v === 'string' ? v : String(JSON.stringify(v))]));
    // An encrypted call's body sealed as the site seals it; any other body as plain JSON, a form's included.
    if (route.encoding === 'sealed') return untyped(t, name, { as: token, query, body: input.body ?? {} });
    const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : (input.body ?? {});
    return raw(t, route.method, `${route.path}${queryString(query)}`, { as: token, body: payload });
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
            const res = await send(name, { [part]: input });
            expect(res.status, `${name} ${part}.${field} ${kind}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
            expect(res.body, `${name} ${part}.${field} ${kind}`).toHaveProperty('errorCode');
            if (kind === 'nul' && typeof value === 'string') {
              expect(res.status, `${name} ${part}.${field}`).toBe(400);
              expect(res.body.message, `${name} ${part}.${field}`).toContain(`${part}.${field}`);
            }
          }
        }
      }
      if (part === 'body') {
        const res = await send(name, { body: deep(200) });
        expect(res.status, `${name} deep body`).toBe(400);
      }
    }
  });
});
