import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { routes } from '../../../contract/routes.ts';
import type { CallQuery } from '../../../contract/calls.ts';
import { call, raw } from '../call-client.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const list = async (query: CallQuery<'announcements'> = { types: 'B,PL,PU,PR,H', platform: 'W' }, token?: string) =>
  call(t, 'announcements', { as: token, query });

describe('announcements', () => {
  it('shows visitors the B announcements only, also with a token that is not valid', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const value = (await list(undefined, token)).body.value;
      expect(value.list.length).toBeGreaterThan(0);
      expect(new Set(value.list.map((a: { execution: string }) => a.execution))).toEqual(new Set(['B']));
    }
  });

  it('shows members A, and first-login members A and F', async () => {
    const member = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    const first = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const a = (await list(undefined, member)).body.value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(a)).toEqual(new Set(['A']));
    const af = (await list(undefined, first)).body.value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(af)).toEqual(new Set(['A', 'F']));
  });

  it('filters by type, pages by 6 by default, and refuses bad queries with 400', async () => {
    const member = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const onlyPu = (await list({ types: 'PU', platform: 'W' }, member)).body.value;
    expect(onlyPu.list.every((x: { promotionType: string }) => x.promotionType === 'PU')).toBe(true);
    expect(onlyPu.pageSize).toBe(6);
    for (const q of ['?types=b;drop', '?platform=X', '?pageSize=500', '?pageNo=0']) {
      // The query string as written: its types refuse it.
      const res = await raw(t, routes.announcements.method, `${routes.announcements.path}${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.errorCode).toBe('request.invalid');
    }
  });
});

describe('the first-login call', () => {
  it('marks the member as having signed in; the session of that first login keeps its F announcements', async () => {
    const first = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    expect((await call(t, 'firstLogin', { as: first })).body.success).toBe(true);
    expect((await call(t, 'memberInfo', { as: first })).body.value.firstTimeLogin).toBe(false);
    const still = (await list(undefined, first)).body.value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(still)).toEqual(new Set(['A', 'F']));
    const later = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const after = (await list(undefined, later)).body.value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(after)).toEqual(new Set(['A']));
  });
});
