// Agent contracts (issue 14, docs/agents.md §contracts) on PGlite and PostgreSQL, as agents and the operator see
// them: offers only to direct downline agents within the upline's own top rate, one pending offer per kind, a signed
// contract replaced only when the new offer is accepted, accepting a lower contract ends a direct downline agent's
// higher one, termination asked by one side and decided by the other, and every refusal changing nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { parseOpsArgs } from '../../../server/ops/parse-args.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import type { TabledCall } from '../../../contract/calls.ts';
import { call, untyped } from '../call-client.ts';

const daily = (rate: number, more: Array<[number, number, number]> = []) => [
  { volume: 1000, activeMembers: 0, rate },
  ...more.map(([volume, activeMembers, r]) => ({ volume, activeMembers, rate: r })),
];

describe.each(dbKinds)('agent contracts on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const ops = (...words: string[]) => {
    const { name, args } = parseOpsArgs(words);
    return runOpsCommand(t.deps, name, args);
  };

  /** A member of `type` under `parent` (null: top level), signed in. */
  async function member(type: number, parent: TestMember | null): Promise<TestMember> {
    const m = await signedInMember(t, 0, type);
    if (parent) await t.db.update(members).set({ parentId: parent.memberId }).where(eq(members.id, m.memberId));
    return m;
  }

  /** A top-level agent with a direct downline agent (with its own downline agent), a direct player, and an outsider. */
  async function team() {
    const top = await member(1, null);
    const down = await member(41, top);
    const grand = await member(41, down);
    const player = await member(0, top);
    const outsider = await member(1, null);
    return { top, down, grand, player, outsider };
  }

  /** The member's contract view, read loosely (the tests index into it as they read it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const consolidated = async (m: TestMember): Promise<any> => (await call(t, 'consolidatedFunds', { as: m })).body.value;
  // Loosely typed (untyped): the tests offer and decide with refused input too.
  const offer = (from: TestMember, to: TestMember, tiers: unknown, kindName = 'daily', period = '') =>
    untyped(t, 'offerContract', { as: from, body: { account: to.account, kind: kindName, period, tiers } });
  const decide = (m: TestMember, id: number, status: string, name: TabledCall = 'processDailyWage') => untyped(t, name, { as: m, body: { id, status } });
  /** The platform offers `to` a daily contract and `to` accepts it: its id. */
  async function platformDaily(to: TestMember, tiers: string) {
    await ops('contract-offer', to.account, 'daily', tiers);
    const id = (await consolidated(to)).dailysalreqtype[0].id as number;
    expect((await decide(to, id, 'A')).body.success).toBe(true);
    return id;
  }
  /** `from` offers `to` a daily contract and `to` accepts it: its id. */
  async function signedDaily(from: TestMember, to: TestMember, rate: number) {
    const offered = await offer(from, to, daily(rate));
    expect(offered.body.errorCode).toBe('');
    expect((await decide(to, offered.body.value.id, 'A')).body.success).toBe(true);
    return offered.body.value.id as number;
  }

  it('lets the platform offer a top-level agent a contract that opens in its consolidated requests, and accepting signs it', async () => {
    const { top, down, player } = await team();
    expect(await ops('contract-offer', top.account, 'daily', '1000:0:0.5,50000:3:1.0')).toMatch(/is offered to/);
    const before = await consolidated(top);
    expect(before.dailysalinfotype).toBeNull();
    expect(before.dailysalreqtype).toEqual([
      expect.objectContaining({
        kind: 'daily',
        status: 'P',
        period: '',
        upline: null,
        agent: top.account,
        side: 'agent',
        downlineHigherRate: false,
        tiers: daily(0.5, [[50000, 3, 1]]),
      }),
    ]);
    const id = before.dailysalreqtype[0].id;
    const accepted = await decide(top, id, 'A');
    expect(accepted.body.value).toEqual({ contract: expect.objectContaining({ id, status: 'A' }), endedDownlines: [] });
    const after = await consolidated(top);
    expect([after.dailysalinfotype?.id, after.dailysalreqtype]).toEqual([id, []]);
    // The platform gives contracts to top-level agents only, and only to agents; a bad period or tiers are refused.
    await expect(ops('contract-offer', down.account, 'daily', '1000:0:0.5')).rejects.toThrow(/contract.notTopLevel/);
    await expect(ops('contract-offer', player.account, 'daily', '1000:0:0.5')).rejects.toThrow(/contract.notAgent/);
    await expect(ops('contract-offer', top.account, 'hourly', '1000:0:0.5')).rejects.toThrow(/contract.period.invalid/);
    await expect(ops('contract-offer', top.account, 'hourly', 'H', '1000:0:0.5,500:0:1')).rejects.toThrow(/contract.tiers.order/);
    expect(await ops('contract-offer', top.account, 'dividend', 'W', '1000:0:5')).toMatch(/is offered/);
    expect(await ops('contract-list', top.account)).toMatch(/daily\s+A\s+-\s+platform -> \w+\s+1000:0:0.5,50000:3:1/);
  });

  it('offers only to a direct downline agent, within its own signed top rate, and refuses everything else writing nothing', async () => {
    const { top, down, grand, player, outsider } = await team();
    // No contract of its own yet: nothing to offer from.
    expect((await offer(top, down, daily(0.5))).body.errorCode).toBe('contract.uplineHasNone');
    await platformDaily(top, '1000:0:1.0,50000:3:2.0');
    const refusals: Array<[TestMember, unknown, string, string, string]> = [
      [outsider, daily(0.5), 'daily', '', 'agent.notDirectDownline'],
      [grand, daily(0.5), 'daily', '', 'agent.notDirectDownline'],
      [player, daily(0.5), 'daily', '', 'contract.notAgent'],
      [down, daily(2.01), 'daily', '', 'contract.rate.aboveUpline'],
      [down, daily(0.5), 'daily', 'D', 'contract.period.invalid'],
      [down, daily(0.5), 'hourly', 'H', 'contract.uplineHasNone'],
      [down, daily(1, [[500, 0, 1.5]]), 'daily', '', 'contract.tiers.order'],
      [down, daily(0.001), 'daily', '', 'contract.rate.invalid'],
    ];
    for (const [to, tiers, kindName, period, code] of refusals) expect((await offer(top, to, tiers, kindName, period)).body.errorCode, code).toBe(code);
    // Bad shapes never reach the rules.
    expect((await untyped(t, 'offerContract', { as: top, body: { account: down.account, kind: 'weekly', period: '', tiers: daily(1) } })).status).toBe(400);
    expect((await untyped(t, 'offerContract', { as: top, body: { account: down.account, kind: 'daily', period: '', tiers: [] } })).status).toBe(400);
    expect((await call(t, 'downlineContracts', { as: top })).body.value).toMatchObject({ content: [], total: 0 });
    // At the ceiling is fine.
    const ok = await offer(top, down, daily(1, [[50000, 3, 2]]));
    expect(ok.body.value).toMatchObject({ status: 'P', agent: down.account, upline: top.account, side: 'upline' });
  });

  it('keeps one pending offer per kind, replaces a signed contract only on acceptance, and lists what it gave', async () => {
    const { top, down } = await team();
    await platformDaily(top, '1000:0:2.0');
    const first = await signedDaily(top, down, 1.0);
    const second = (await offer(top, down, daily(1.2))).body.value.id;
    const third = (await offer(top, down, daily(1.5))).body.value.id;
    // The second offer is withdrawn by the third; the signed contract still holds.
    let view = await consolidated(down);
    expect([view.dailysalinfotype.id, view.dailysalreqtype.map((c: { id: number }) => c.id)]).toEqual([first, [third]]);
    expect((await decide(down, second, 'A')).body.errorCode).toBe('contract.decided');
    // Rejecting leaves the signed one as it was.
    expect((await decide(down, third, 'R')).body.value.contract.status).toBe('R');
    expect((await consolidated(down)).dailysalinfotype.id).toBe(first);
    const fourth = (await offer(top, down, daily(1.8))).body.value.id;
    expect((await decide(down, fourth, 'A')).body.value.contract).toMatchObject({ id: fourth, status: 'A' });
    view = await consolidated(down);
    expect([view.dailysalinfotype.id, view.dailysalreqtype]).toEqual([fourth, []]);
    const given = (await call(t, 'downlineContracts', { as: top, query: { pageSize: 2 } })).body.value;
    expect(given).toMatchObject({ total: 4, totalPages: 2, pageNum: 1 });
    expect(given.content.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [fourth, 'A'],
      [third, 'R'],
    ]);
    const ended = (await call(t, 'downlineContracts', { as: top, query: { status: 'C', account: down.account } })).body.value.content;
    expect(ended.map((c: { id: number }) => c.id)).toEqual([first]);
    const list = await ops('contract-list', down.account);
    expect(list).toMatch(new RegExp(`${first}\\s+daily\\s+C.*replaced`));
    expect(list).toMatch(new RegExp(`${second}\\s+daily\\s+R.*withdrawn`));
    expect(list).toMatch(new RegExp(`${third}\\s+daily\\s+R.*rejected`));
  });

  it("refuses deciding someone else's offer, one's own offer, another kind's call, and a second acceptance", async () => {
    const { top, down, outsider } = await team();
    await platformDaily(top, '1000:0:2.0');
    const id = (await offer(top, down, daily(1))).body.value.id;
    expect((await decide(outsider, id, 'A')).body.errorCode).toBe('contract.notFound');
    expect((await decide(top, id, 'A')).body.errorCode).toBe('contract.decision.notYours');
    expect((await decide(down, id, 'A', 'processHourlyWage')).body.errorCode).toBe('contract.kind.mismatch');
    expect((await decide(down, id, 'C')).body.errorCode).toBe('contract.status.invalid');
    expect((await consolidated(down)).dailysalreqtype.map((c: { id: number }) => c.id)).toEqual([id]);
    // Two clicks at once: one signs, the other finds it decided.
    const answers = await Promise.all([decide(down, id, 'A'), decide(down, id, 'A')]);
    expect(answers.map((a) => a.body.errorCode).sort()).toEqual(['', 'contract.decided']);
    expect((await call(t, 'downlineContracts', { as: top, query: { status: 'A' } })).body.value.total).toBe(1);
    expect((await decide(down, id, 'R')).body.errorCode).toBe('contract.decided');
  });

  it("ends a direct downline agent's higher contract when the upline accepts a lower one, after saying so in the offer", async () => {
    const { top, down, grand } = await team();
    await platformDaily(top, '1000:0:2.0');
    const downId = await signedDaily(top, down, 1.5);
    const grandId = await signedDaily(down, grand, 1.2);
    // A lower platform offer: the dialog warns before accepting.
    await ops('contract-offer', top.account, 'daily', '1000:0:1.0');
    const [lower] = (await consolidated(top)).dailysalreqtype;
    expect(lower.downlineHigherRate).toBe(true);
    const accepted = (await decide(top, lower.id, 'A')).body.value;
    expect(accepted.endedDownlines).toEqual([down.account]);
    expect((await consolidated(down)).dailysalinfotype).toBeNull();
    // Only direct downlines: the contract down gave grand stays (docs/decisions.md).
    expect((await consolidated(grand)).dailysalinfotype?.id).toBe(grandId);
    expect(await ops('contract-list', down.account)).toMatch(new RegExp(`${downId}\\s+daily\\s+C.*upline-lower`));
    // A pending offer above the upline's new rate can no longer be accepted.
    await platformDaily(top, '1000:0:3.0');
    const high = (await offer(top, down, daily(2.5))).body.value.id;
    await ops('contract-offer', top.account, 'daily', '1000:0:2.0');
    await decide(top, (await consolidated(top)).dailysalreqtype[0].id, 'A');
    expect((await decide(down, high, 'A')).body.errorCode).toBe('contract.rate.aboveUpline');
    expect((await consolidated(down)).dailysalinfotype).toBeNull();
  });

  it('ends a contract when one side asks and the other accepts; the asker cannot decide its own request', async () => {
    const { top, down, outsider } = await team();
    await platformDaily(top, '1000:0:2.0');
    const id = await signedDaily(top, down, 1);
    expect((await call(t, 'requestContractTermination', { as: outsider, body: { id } })).body.errorCode).toBe('contract.notFound');
    // The agent asks; it waits on the upline, not on the agent.
    expect((await call(t, 'requestContractTermination', { as: down, body: { id } })).body.value).toMatchObject({ status: 'V', terminationBy: 'agent' });
    expect((await call(t, 'requestContractTermination', { as: down, body: { id } })).body.errorCode).toBe('contract.status.invalid');
    expect((await consolidated(down)).dailysalreqtype).toEqual([]);
    expect((await consolidated(top)).dailysalreqtype).toEqual([expect.objectContaining({ id, status: 'V', side: 'upline', terminationBy: 'agent' })]);
    expect((await decide(down, id, 'C')).body.errorCode).toBe('contract.decision.notYours');
    expect((await decide(top, id, 'R')).body.errorCode).toBe('contract.status.invalid');
    // The upline refuses: signed again.
    expect((await decide(top, id, 'A')).body.value.contract).toMatchObject({ status: 'A', terminationBy: null });
    expect((await consolidated(down)).dailysalinfotype).toMatchObject({ id, status: 'A' });
    // The upline asks; the agent accepts: ended.
    await call(t, 'requestContractTermination', { as: top, body: { id } });
    expect((await consolidated(down)).dailysalreqtype).toEqual([expect.objectContaining({ id, status: 'V', terminationBy: 'upline' })]);
    expect((await decide(top, id, 'C')).body.errorCode).toBe('contract.decision.notYours');
    expect((await decide(down, id, 'C')).body.value.contract.status).toBe('C');
    expect((await consolidated(down)).dailysalinfotype).toBeNull();
    expect((await decide(down, id, 'A')).body.errorCode).toBe('contract.decided');
    expect(await ops('contract-list', down.account)).toMatch(new RegExp(`${id}\\s+daily\\s+C.*terminated`));
    // The platform's side through ops: the agent asks, the operator decides.
    const platformId = (await consolidated(top)).dailysalinfotype.id;
    await call(t, 'requestContractTermination', { as: top, body: { id: platformId } });
    expect(await ops('contract-decide', String(platformId), 'A')).toMatch(/is now A/);
    expect(await ops('contract-terminate', String(platformId))).toMatch(/termination asked/);
    expect((await decide(top, platformId, 'C')).body.value.contract.status).toBe('C');
  });

  it('answers 403 to members and trial players and 401 without a session; bad input is 400', async () => {
    const player = await signedInMember(t, 0);
    const trial = await signedInMember(t, 0, 4);
    const { top } = await team();
    for (const m of [player, trial]) {
      const agentCalls: [TabledCall, object | undefined][] = [
        ['processDailyWage', { id: 1, status: 'A' }],
        ['offerContract', { account: 'x', kind: 'daily', period: '', tiers: daily(1) }],
        ['requestContractTermination', { id: 1 }],
        ['downlineContracts', undefined],
      ];
      for (const [name, body] of agentCalls) {
        const res = await untyped(t, name, { as: m, body });
        expect([res.status, res.body.errorCode]).toEqual([403, 'agent.only']);
      }
    }
    expect((await call(t, 'processDailyWage', { body: { id: 1, status: 'A' } })).status).toBe(401);
    expect((await untyped(t, 'processDailyWage', { as: top, body: { id: 1, status: 'X' } })).status).toBe(400);
    expect((await call(t, 'processDailyWage', { as: top, body: { id: -1, status: 'A' } })).status).toBe(400);
    expect((await call(t, 'processDailyWage', { as: top, body: { id: 987654, status: 'A' } })).body.errorCode).toBe('contract.notFound');
  });
});
