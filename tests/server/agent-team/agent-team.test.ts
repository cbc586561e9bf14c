// The register centre and downline management (issue 14) on PGlite and PostgreSQL: direct registration with the
// rebate series bounded by the agent's own, invitation links (registration through them, expiry, deletion), the
// direct downline list and its actions (remark, message, login block, transfer), each only on DIRECT downlines.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { members } from '../../../server/db/schema.ts';
import { agentRates } from '../../../server/db/schema-agents.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { call, untyped } from '../call-client.ts';
import { routes } from '../../../contract/routes.ts';
import type { TabledCall } from '../../../contract/calls.ts';

describe.each(dbKinds)('register centre and downlines on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  const rid = () => `rid-${process.pid}-${++seq}`;
  // Unique per run and at least 7 characters (usernames need 6), whatever the process id.
  const name = (prefix: string) => `${prefix}${String(process.pid % 1000).padStart(3, '0')}x${++seq}`;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  const newAgent = async (funds = 0) => {
    const a = await signedInMember(t, funds, 1);
    return a;
  };
  /** A member (type 0) or sub-agent (41) placed under `upline`, with money. */
  const under = async (upline: TestMember, funds: number, type = 0) => {
    const m = await signedInMember(t, funds, type);
    await t.db.update(members).set({ parentId: upline.memberId }).where(eq(members.id, m.memberId));
    return m;
  };
  /** Loosely typed: the tests send it bad input too. */
  const registerDownline = (agent: TestMember, body: Record<string, unknown>) => untyped(t, 'registerDownline', { as: agent, body });
  const memberNamed = async (account: string) => (await t.db.select().from(members).where(eq(members.account, account)))[0];
  const login = (username: string, password: string) => call(t, 'login', { body: { type: 'username', username, password }, ip: `10.9.0.${++ip}` });
  const selfRegister = (body: Record<string, unknown>) =>
    untyped(t, 'register', { body: { registerMethod: 'WEB', login: true, ...body }, ip: `10.8.0.${++ip}` });

  it('answers 403 agent.only to members for every call', async () => {
    const m = await signedInMember(t, 0);
    const agentCalls: [TabledCall, object?][] = [
      ['registerCentreInfo'],
      ['agentLinks'],
      ['createAgentLink'],
      ['deleteAgentLink', { id: 1 }],
      ['downlines', { subordinateType: 'player' }],
      ['downlineDetail', { account: 'abc' }],
      ['setDownlineRemark'],
      ['messageDownline'],
      ['setDownlineLogin'],
    ];
    // An empty body where the call takes one: the role is refused before the input is read.
    for (const [name, query] of agentCalls) {
      const method = routes[name].method;
      expect((await untyped(t, name, { as: m, query, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).body.errorCode, name).toBe(
        'agent.only',
      );
    }
    expect((await registerDownline(m, { accountType: 'member', username: 'x', password: 'y' })).status).toBe(403);
  });

  it('registers a member and a sub-agent with rates at most its own; refuses rates above, bad or taken credentials', async () => {
    const agent = await newAgent();
    expect((await call(t, 'registerCentreInfo', { as: agent })).body.value.rates).toContainEqual({ gameType: 'RNG', rate: 0 });
    const [me] = await t.db.select().from(members).where(eq(members.id, agent.memberId));
    expect(await runOpsCommand(t.deps, 'agent-rates', { account: me!.account, rates: 'RNG=1.5,LIVE=0.8' })).toContain('RNG 1.50%');
    const rates = (await call(t, 'registerCentreInfo', { as: agent })).body.value.rates;
    expect(rates).toContainEqual({ gameType: 'RNG', rate: 1.5 });
    expect(rates).toContainEqual({ gameType: 'FISH', rate: 0 });

    const player = name('pl');
    const res = (await registerDownline(agent, { accountType: 'member', username: player, password: 'Play2026', nickname: 'Pat' })).body;
    expect(res).toMatchObject({ success: true, value: { account: player, type: 0 } });
    expect(await memberNamed(player)).toMatchObject({ parentId: agent.memberId, type: 0, nickname: 'Pat', firstTimeLogin: true });
    expect((await login(player, 'Play2026')).body.success).toBe(true);

    const sub = name('ag');
    expect(
      (
        await registerDownline(agent, {
          accountType: 'agent',
          username: sub,
          password: 'Play2026',
          rates: [
            { gameType: 'RNG', rate: 1.5 },
            { gameType: 'LIVE', rate: 0.5 },
          ],
        })
      ).body,
    ).toMatchObject({
      success: true,
      value: { account: sub, type: 41 },
    });
    const created = (await memberNamed(sub))!;
    expect(created).toMatchObject({ parentId: agent.memberId, type: 41 });
    expect(created.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const stored = await t.db.select().from(agentRates).where(eq(agentRates.memberId, created.id));
    expect(stored.map((r) => [r.gameType, r.rateBp]).sort()).toEqual([
      ['LIVE', 50],
      ['RNG', 150],
    ]);

    const above = (
      await registerDownline(agent, { accountType: 'agent', username: name('ag'), password: 'Play2026', rates: [{ gameType: 'RNG', rate: 1.51 }] })
    ).body;
    expect(above).toMatchObject({ success: false, errorCode: 'agent.rate.aboveOwn', value: { gameType: 'RNG', max: 1.5 } });
    const noRow = (
      await registerDownline(agent, { accountType: 'agent', username: name('ag'), password: 'Play2026', rates: [{ gameType: 'FISH', rate: 0.01 }] })
    ).body;
    expect(noRow.errorCode).toBe('agent.rate.aboveOwn');
    expect((await registerDownline(agent, { accountType: 'member', username: player.toUpperCase(), password: 'Play2026' })).body.errorCode).toBe(
      'register.username.taken',
    );
    const blocked = await registerDownline(agent, { accountType: 'member', username: name('pl'), password: '123456' });
    expect(blocked.status).toBe(400);
    expect(blocked.body.value.fields.password).toBeDefined();
    const badName = await registerDownline(agent, { accountType: 'member', username: '9lives', password: 'Play2026' });
    expect(badName.body).toMatchObject({ errorCode: 'register.invalid' });
    expect(Object.keys(badName.body.value.fields)).toEqual(['username']);
    const downs = (await call(t, 'downlines', { as: agent, query: { subordinateType: 'agent' } })).body.value;
    expect(downs.total).toBe(1);
    expect(await runOpsCommand(t.deps, 'agent-rates', { account: sub, rates: 'LIVE=0.5' })).toContain('LIVE');
    await expect(runOpsCommand(t.deps, 'agent-rates', { account: sub, rates: 'LIVE=0.9' })).rejects.toThrow(/upline/);
    await expect(runOpsCommand(t.deps, 'agent-rates', { account: sub, rates: 'NOPE=1' })).rejects.toThrow(/Unknown game type/);
  });

  it('creates, lists and deletes invitation links; a registration through one joins the agent as its type says', async () => {
    const agent = await newAgent();
    const forPlayers = (await call(t, 'createAgentLink', { as: agent, body: { expiry: '7d', channel: 'Facebook', accountType: 'member' } })).body.value;
    expect(forPlayers).toMatchObject({
      channel: 'Facebook',
      accountType: 'member',
      status: 'normal',
      registrations: 0,
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    const forAgents = (await call(t, 'createAgentLink', { as: agent, body: { expiry: 'permanent', channel: '', accountType: 'agent' } })).body.value;
    expect(forAgents.expiresAt).toBeNull();
    expect((await untyped(t, 'createAgentLink', { as: agent, body: { expiry: '2d', channel: 'x', accountType: 'member' } })).status).toBe(400);
    expect((await call(t, 'createAgentLink', { as: agent, body: { expiry: '1d', channel: 'x'.repeat(33), accountType: 'member' } })).status).toBe(400);

    expect((await call(t, 'affiliate', { query: { code: forPlayers.code.toLowerCase() } })).body).toMatchObject({ success: true });
    const p = name('lp');
    expect((await selfRegister({ username: p, password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: forPlayers.code })).body).toMatchObject({
      success: true,
      value: { type: 0 },
    });
    expect(await memberNamed(p)).toMatchObject({ parentId: agent.memberId, linkId: forPlayers.id, type: 0 });
    const a = name('la');
    expect((await selfRegister({ username: a, password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: forAgents.code })).body).toMatchObject({
      success: true,
      value: { type: 41 },
    });
    expect(await memberNamed(a)).toMatchObject({ parentId: agent.memberId, linkId: forAgents.id, type: 41 });

    const list = (await call(t, 'agentLinks', { as: agent })).body.value;
    expect(list.total).toBe(2);
    expect(list.content.map((l: { id: number; registrations: number }) => [l.id, l.registrations])).toEqual([
      [forAgents.id, 1],
      [forPlayers.id, 1],
    ]);
    // Another agent sees none of them and cannot delete them.
    const other = await newAgent();
    expect((await call(t, 'agentLinks', { as: other })).body.value.total).toBe(0);
    expect((await call(t, 'deleteAgentLink', { as: other, query: { id: forAgents.id } })).body.errorCode).toBe('agent.link.unknown');

    // Expired: listed as expired, its code refused; nothing is created.
    t.clock.advance(7 * 86_400_000);
    agent.token = await createSession(t.deps, agent.memberId);
    expect((await call(t, 'agentLinks', { as: agent })).body.value.content.map((l: { status: string }) => l.status)).toEqual(['normal', 'expired']);
    const late = name('lp');
    expect((await selfRegister({ username: late, password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: forPlayers.code })).body).toMatchObject({
      success: false,
      errorCode: 'affiliate.expired',
    });
    expect((await call(t, 'affiliate', { query: { code: forPlayers.code } })).body.errorCode).toBe('affiliate.expired');
    expect(await memberNamed(late)).toBeUndefined();

    // Deleted: gone from the list, its code unknown; the registration it brought stays.
    expect((await call(t, 'deleteAgentLink', { as: agent, query: { id: forAgents.id } })).body.success).toBe(true);
    expect((await call(t, 'agentLinks', { as: agent })).body.value.total).toBe(1);
    expect(
      (await selfRegister({ username: name('la'), password: 'Play2026', confirmPassword: 'Play2026', affiliateCode: forAgents.code })).body.errorCode,
    ).toBe('affiliate.invalid');
    expect((await memberNamed(a))!.linkId).toBe(forAgents.id);
  });

  it('lists direct agents and direct players with team size, balances, last login and status; searches by account', async () => {
    const agent = await newAgent();
    const p1 = await under(agent, 12_345);
    await under(agent, 0);
    const sub = await under(agent, 5_000, 41);
    await under(sub, 700);
    const deep = await under(sub, 300, 41);
    await under(deep, 1_000);
    const players = (await call(t, 'downlines', { as: agent, query: { subordinateType: 'player' } })).body.value;
    expect(players.total).toBe(2);
    const row = players.content.find((r: { account: string }) => r.account === p1.account);
    expect(row).toMatchObject({ balance: 123.45, teamSize: 0, teamBalance: 0, status: 'normal', remark: '' });
    expect(row!.lastLoginAt).not.toBeNull();
    const agents = (await call(t, 'downlines', { as: agent, query: { subordinateType: 'agent' } })).body.value;
    expect(agents.content).toEqual([expect.objectContaining({ account: sub.account, balance: 50, teamSize: 3, teamBalance: 20 })]);
    const found = (await call(t, 'downlines', { as: agent, query: { subordinateType: 'player', account: p1.account.slice(-6).toUpperCase() } })).body.value;
    expect(found.content.map((r: { account: string }) => r.account)).toEqual([p1.account]);
    expect((await call(t, 'downlines', { as: agent, query: { subordinateType: 'player', account: 'a%b' } })).status).toBe(400);
    expect((await untyped(t, 'downlines', { as: agent, query: { subordinateType: 'self' } })).status).toBe(400);

    const detail = (await call(t, 'downlineDetail', { as: agent, query: { account: sub.account } })).body.value;
    expect(detail).toMatchObject({ account: sub.account, type: 41, isAgent: true, teamSize: 3, vipLevel: 0 });
    expect(detail.rates).toHaveLength(9);
    // Only direct downlines: the sub-agent's own downline is refused.
    expect((await call(t, 'downlineDetail', { as: agent, query: { account: deep.account } })).body.errorCode).toBe('agent.notDirectDownline');
  });

  it('sets a remark, sends a message, blocks and unblocks sign-in: each on direct downlines only', async () => {
    const agent = await newAgent();
    const account = name('bk');
    await registerDownline(agent, { accountType: 'member', username: account, password: 'Play2026' });
    const signIn = (await login(account, 'Play2026')).body;
    const token = signIn.value.token as string;
    const downline = { memberId: (await memberNamed(account))!.id, token, account };
    const stranger = await signedInMember(t, 0);

    expect((await call(t, 'setDownlineRemark', { as: agent, body: { account, remark: 'VIP from Cebu' } })).body.success).toBe(true);
    expect((await call(t, 'setDownlineRemark', { as: agent, body: { account, remark: 'x'.repeat(61) } })).status).toBe(400);
    expect((await call(t, 'setDownlineRemark', { as: agent, body: { account: stranger.account, remark: 'no' } })).body.errorCode).toBe(
      'agent.notDirectDownline',
    );
    expect((await memberNamed(account))!.agentRemark).toBe('VIP from Cebu');
    expect((await memberNamed(stranger.account))!.agentRemark).toBe('');

    expect((await call(t, 'messageDownline', { as: agent, body: { account, title: 'Hello', content: 'Welcome to the team' } })).body.success).toBe(true);
    expect((await call(t, 'messageDownline', { as: agent, body: { account, title: '', content: 'x' } })).status).toBe(400);
    expect((await call(t, 'messageDownline', { as: agent, body: { account: stranger.account, title: 'Hi', content: 'x' } })).body.errorCode).toBe(
      'agent.notDirectDownline',
    );
    const inbox = (await call(t, 'messageList', { as: downline, query: { pageNum: 1, pageSize: 50 } })).body.value.content;
    expect(inbox).toContainEqual(expect.objectContaining({ title: 'Hello', content: 'Welcome to the team', read: false }));
    expect((await call(t, 'messageList', { as: stranger, query: { pageNum: 1, pageSize: 50 } })).body.value.content).not.toContainEqual(
      expect.objectContaining({ title: 'Hello' }),
    );

    expect((await call(t, 'setDownlineLogin', { as: agent, body: { account: stranger.account, blocked: true } })).body.errorCode).toBe(
      'agent.notDirectDownline',
    );
    expect((await memberNamed(stranger.account))!.loginBlocked).toBe(false);
    expect((await call(t, 'setDownlineLogin', { as: agent, body: { account, blocked: true } })).body.success).toBe(true);
    expect((await call(t, 'memberInfo', { as: downline })).status).toBe(401);
    expect((await login(account, 'Play2026')).body).toMatchObject({ success: false, errorCode: 'login.blocked' });
    const list = (await call(t, 'downlines', { as: agent, query: { subordinateType: 'player' } })).body.value.content;
    expect(list[0]).toMatchObject({ account, status: 'blocked', remark: 'VIP from Cebu' });
    expect((await call(t, 'setDownlineLogin', { as: agent, body: { account, blocked: false } })).body.success).toBe(true);
    expect((await login(account, 'Play2026')).body).toMatchObject({ success: true });
  });

  it('transfers to a direct downline once per request id; refuses above the balance, a wrong or missing payment password, outside the team', async () => {
    const agent = await newAgent(10_000);
    const down = await under(agent, 500);
    const grandchild = await under(down, 0);
    const transfer = (body: Record<string, unknown>) =>
      untyped(t, 'transferToDownline', { as: agent, body: { account: down.account, amount: 10, paymentPassword: '135790', requestId: rid(), ...body } });

    expect((await transfer({})).body).toMatchObject({ success: false, errorCode: 'paymentPassword.unset' });
    expect((await call(t, 'setPaymentPassword', { as: agent, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } })).body.success).toBe(true);

    const requestId = rid();
    const first = (await transfer({ amount: 25.5, requestId })).body;
    expect(first).toMatchObject({ success: true, value: { account: down.account, amount: 25.5, balance: 74.5, downlineBalance: 30.5 } });
    expect((await transfer({ amount: 25.5, requestId })).body.success).toBe(true);
    expect((await transfer({ amount: 1, requestId })).body.errorCode).toBe('wallet.transfer.conflict');
    expect(await balance(t, agent)).toBe(7_450);
    expect(await balance(t, down)).toBe(3_050);

    expect((await transfer({ amount: 74.51 })).body.errorCode).toBe('wallet.insufficient.balance');
    const wrong = (await transfer({ paymentPassword: '000000' })).body;
    expect(wrong).toMatchObject({ success: false, errorCode: 'paymentPassword.incorrect', value: { attemptsLeft: 4 } });
    expect((await transfer({ account: grandchild.account })).body.errorCode).toBe('agent.notDirectDownline');
    expect((await transfer({ account: 'nobody_here' })).body.errorCode).toBe('agent.notDirectDownline');
    expect((await transfer({ amount: 0 })).status).toBe(400);
    expect((await transfer({ amount: 1.005 })).status).toBe(400);
    expect(await balance(t, agent)).toBe(7_450);
    expect(await balance(t, down)).toBe(3_050);
    expect(await balance(t, grandchild)).toBe(0);

    // Both account records show it with its kind.
    const mine = (await call(t, 'accountRecord', { as: agent, query: { kind: 'agent.transfer' } })).body.value.content;
    expect(mine).toEqual([expect.objectContaining({ kind: 'agent.transfer', amount: -25.5 })]);
    const theirs = (await call(t, 'accountRecord', { as: down, query: { kind: 'agent.transfer' } })).body.value.content;
    expect(theirs).toEqual([expect.objectContaining({ kind: 'agent.transfer', amount: 25.5 })]);
    // A downline (not an agent) may not transfer.
    expect(
      (
        await call(t, 'transferToDownline', {
          as: down,
          body: { account: grandchild.account, amount: 1, paymentPassword: '135790', requestId: rid() },
        })
      ).status,
    ).toBe(403);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});
