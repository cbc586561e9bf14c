// Issue 14: "A member who is not an agent gets 403 from every agent call." Every call the table marks 'agent',
// whoever adds it, is walked with a member's, a trial player's and no session: 403 agent.only, 403, 401; an agent
// gets past the gate (whatever the call then says about the input).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer } from '../test-server.ts';
import { untyped } from '../call-client.ts';
import { sampleOf } from '../call-samples.ts';
import { signedInMember } from '../wallet-helpers.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { calls, type TabledCall } from '../../../contract/calls.ts';
import { routes } from '../../../contract/routes.ts';

const agentCalls = (Object.keys(calls) as TabledCall[]).filter((name) => routes[name].auth === 'agent');

describe('agent calls', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  const tokens: Record<'member' | 'trial' | 'agent', string> = { member: '', trial: '', agent: '' };
  beforeAll(async () => {
    t = await startTestServer({ config: { floodLimitPerMinute: 1_000_000 } });
    tokens.member = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    tokens.trial = (await signedInMember(t, 0, 4)).token;
    tokens.agent = await runOpsCommand(t.deps, 'token', { account: 'agent01' });
  });
  afterAll(() => t.close());

  /** The call with its schema's sample input (sealed when the call is), as the given session. */
  async function send(name: TabledCall, token: string | undefined) {
    const { method } = routes[name];
    const schema = calls[name] as { query?: z.ZodType; body?: z.ZodType };
    const query = schema.query ? ((sampleOf(schema.query) ?? {}) as Record<string, unknown>) : {};
    const body = schema.body ? (sampleOf(schema.body) ?? {}) : undefined;
    return untyped(t, name, { as: token, query, body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}) });
  }

  it('the table has agent calls', () => {
    expect(agentCalls.length).toBeGreaterThan(0);
  });

  it.each(agentCalls)('%s: 403 for a member and a trial player, 401 without a session, past the gate for an agent', async (name) => {
    const member = await send(name, tokens.member);
    expect(member.status, name).toBe(403);
    expect(member.body, name).toMatchObject({ success: false, errorCode: 'agent.only' });
    expect((await send(name, tokens.trial)).status, name).toBe(403);
    expect((await send(name, undefined)).status, name).toBe(401);
    const agent = await send(name, tokens.agent);
    expect([401, 403], `${name}: ${JSON.stringify(agent.body).slice(0, 200)}`).not.toContain(agent.status);
  });
});
