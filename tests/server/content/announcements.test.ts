import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_HEADERS, startTestServer } from '../test-server.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';

let t: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const list = async (query = '?types=B,PL,PU,PR,H&platform=W', token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements${query}`,
    headers: { ...MERCHANT_HEADERS, ...(token ? { authorization: token } : {}) },
  });

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('shows visitors the B announcements only, also with a token that is not valid', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const value = (await list(undefined, token)).json().value;
      expect(value.list.length).toBeGreaterThan(0);
      expect(new Set(value.list.map((a: { execution: string }) => a.execution))).toEqual(new Set(['B']));
    }
  });

  it('shows members A, and first-login members A and F', async () => {
    const member = await runOpsCommand(t.deps, 'token', { account: 'demo' });
    const first = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const a = (await list(undefined, member)).json().value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(a)).toEqual(new Set(['A']));
    const af = (await list(undefined, first)).json().value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(af)).toEqual(new Set(['A', 'F']));
  });

  it('filters by type, pages by 6 by default, and refuses bad queries with 400', async () => {
    const member = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const onlyPu = (await list('?types=PU&platform=W', member)).json().value;
    expect(onlyPu.list.every((x: { promotionType: string }) => x.promotionType === 'PU')).toBe(true);
    expect(onlyPu.pageSize).toBe(6);
    for (const q of ['?types=b;drop', '?platform=X', '?pageSize=500', '?pageNo=0']) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });
});

describe('the first-login call', () => {
  it('marks the member as having signed in; the session of that first login keeps its F announcements', async () => {
    const first = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const headers = { ...MERCHANT_HEADERS, authorization: first };
    expect((await t.app.inject({ method: 'POST', url: '/wps/member/firstLogin', headers })).json().success).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers })).json().value.firstTimeLogin).toBe(false);
    const still = (await list(undefined, first)).json().value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(still)).toEqual(new Set(['A', 'F']));
    const later = await runOpsCommand(t.deps, 'token', { account: 'newbie' });
    const after = (await list(undefined, later)).json().value.list.map((x: { execution: string }) => x.execution);
    expect(new Set(after)).toEqual(new Set(['A']));
  });
});
