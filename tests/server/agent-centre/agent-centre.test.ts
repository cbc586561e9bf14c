// The agent centre's announcements and team overview on PGlite and PostgreSQL: agents only, each figure of the
// overview equal to what the team really did (registrations, deposits through the provider's callback,
// withdrawals held and rejected, bonuses, rounds through the vendor's wallet), nobody outside the team counted.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dbKinds, startTestServer } from '../test-server.ts';
import { signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { GAME, balanceOf, betBody, newPlayer, uid, walletCall, winBody } from '../vendor-helpers.ts';
import { members } from '../../../server/db/schema.ts';
import { games } from '../../../server/db/schema-games.ts';
import { announcements } from '../../../server/db/schema-content.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { createDepositOrder, handleDepositCallback, signCallback } from '../../../server/deposit/deposits.ts';
import { bindBankAccount } from '../../../server/withdrawal/bank-accounts.ts';
import { holdWithdrawal } from '../../../server/withdrawal/place-withdrawal.ts';
import { rejectWithdrawal } from '../../../server/withdrawal/payouts.ts';
import { transfer } from '../../../server/ledger/transfer.ts';
import { AGENT_ANNOUNCEMENTS } from '../../../server/agent-centre/announcements-seed.ts';
import { accountId, houseAccountId, memberAccountCode } from '../../../server/ledger/accounts.ts';
import { call, raw } from '../call-client.ts';
import { routes } from '../../../contract/routes.ts';
import type { CallQuery } from '../../../contract/calls.ts';

const DAY = 86_400_000;

describe.each(dbKinds)('agent centre on %s', (kind) => {
  let t: TestServer;
  let agent: TestMember;
  /** Team members by name, with their game tokens. */
  const team: Record<string, { memberId: number; token: string }> = {};
  const manilaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  let day1 = '';
  let day2 = '';

  const overview = (query?: CallQuery<'teamOverview'>, who: TestMember | null = agent) => call(t, 'teamOverview', { as: who, query });

  /** A player (or agent, by type) below `parent`, registered now. */
  async function below(parent: number, type = 0) {
    const p = await newPlayer(t, 1_000_000, type);
    await t.db.update(members).set({ parentId: parent }).where(eq(members.id, p.memberId));
    return p;
  }
  async function deposit(memberId: number, centavos: number) {
    const order = await createDepositOrder(t.deps, memberId, 'GCASH', centavos);
    const raw = JSON.stringify({ orderNo: order.orderNo, providerRef: uid('ref'), amount: centavos, status: 'SUCCESS', ts: 1 });
    expect((await handleDepositCallback(t.deps, raw, signCallback(raw, t.deps.config.wallet.paymentSecret))).status).toBe('OK');
  }
  async function play(token: string, bet: number, win: number) {
    const b = betBody(token, bet);
    expect((await walletCall(t, 'bet', b)).status).toBe('RS_OK');
    expect((await walletCall(t, 'win', winBody(token, b, win))).status).toBe('RS_OK');
  }
  async function withdraw(memberId: number, centavos: number) {
    const bank = await bindBankAccount(t.db, t.clock.now(), memberId, {
      bankCode: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNumber: `00123456${memberId}`.slice(-12),
    });
    return (await holdWithdrawal(t.deps, { memberId, amount: centavos, bankAccount: bank, requestId: uid('wd') })).row;
  }

  beforeAll(async () => {
    t = await startTestServer({ kind });
    // A fifth of every bet on the game is excluded from the valid bet, so valid bet and bet differ.
    await t.db.update(games).set({ excludedBp: 2000 }).where(eq(games.nodeId, GAME.nodeId));
    const a = await newPlayer(t, 1_000_000, 1);
    const outsider = await newPlayer(t, 1_000_000);

    // Day 1: a sub-agent, its player and a direct player register; the sub-agent's player deposits first.
    day1 = manilaDay(t.clock.now());
    const sub = await below(a.memberId, 41);
    team.p3 = await below(sub.memberId);
    team.p2 = await below(a.memberId);
    team.sub = sub;
    await deposit(team.p3.memberId, 30_000);
    await play(team.p2.token, 5_000, 0);

    // Day 2 (today).
    t.clock.advance(DAY);
    day2 = manilaDay(t.clock.now());
    // Signed in today: a session of yesterday would have expired.
    agent = { memberId: a.memberId, account: a.account, token: await createSession(t.deps, a.memberId) };
    // Yesterday's game launches have expired too.
    for (const m of [team.p2, team.p3]) m.token = await createGameToken(t.deps, m.memberId, GAME.nodeId);
    team.p1 = await below(a.memberId);
    await deposit(team.p1.memberId, 50_000);
    await deposit(team.p1.memberId, 20_000);
    await deposit(team.p3.memberId, 10_000);
    await play(team.p1.token, 10_000, 25_000);
    await play(team.p1.token, 5_000, 0);
    await play(team.p3.token, 15_000, 0);
    await play(team.p2.token, 8_000, 0);
    await withdraw(team.p1.memberId, 20_000);
    const rejected = await withdraw(team.p3.memberId, 10_000);
    await rejectWithdrawal(t.deps, rejected.id);
    await transfer(t.db, t.clock, {
      key: uid('bonus'),
      kind: 'bonus.rebate',
      fromAccountId: await houseAccountId(t.db, 'PHP'),
      toAccountId: await accountId(t.db, memberAccountCode(team.p1.memberId), 'PHP'),
      amount: 2_500,
    });

    // Neither the agent's own play nor anyone outside the team counts.
    await play(await createGameToken(t.deps, a.memberId, GAME.nodeId), 30_000, 0);
    await deposit(outsider.memberId, 100_000);
    await play(await createGameToken(t.deps, outsider.memberId, GAME.nodeId), 50_000, 0);
  });
  afterAll(() => t.close());

  it("sums today's figures of the team by default", async () => {
    const res = await overview();
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      startDate: day2,
      endDate: day2,
      teamSize: 4,
      directAgents: 1,
      directPlayers: 2,
      activeMinValidBet: 100,
      registrations: 1,
      firstDeposits: 1,
      activeMembers: 2,
      deposits: 800,
      withdrawals: 200,
      promotions: 25,
      validBet: 304,
      winLoss: 130,
    });
    expect(res.body.value.series).toEqual([
      { date: day2, registrations: 1, firstDeposits: 1, activeMembers: 2, deposits: 800, withdrawals: 200, promotions: 25, validBet: 304, winLoss: 130 },
    ]);
  });

  it('sums a range and draws it per day; a member active over the range need not be active on any one day', async () => {
    const v = (await overview({ startDate: day1, endDate: day2 })).body.value;
    expect(v).toMatchObject({
      startDate: day1,
      endDate: day2,
      registrations: 4,
      firstDeposits: 2,
      activeMembers: 3,
      deposits: 1100,
      withdrawals: 200,
      promotions: 25,
      validBet: 344,
      winLoss: 180,
    });
    expect(v.series).toEqual([
      { date: day1, registrations: 3, firstDeposits: 1, activeMembers: 0, deposits: 300, withdrawals: 0, promotions: 0, validBet: 40, winLoss: 50 },
      { date: day2, registrations: 1, firstDeposits: 1, activeMembers: 2, deposits: 800, withdrawals: 200, promotions: 25, validBet: 304, winLoss: 130 },
    ]);
    const balances = await Promise.all(Object.values(team).map((m) => balanceOf(t, m.memberId)));
    expect(v.teamBalance).toBe(balances.reduce((s, b) => s + b, 0) / 100);
  });

  it('answers zeros for a range before the team existed, one entry per day', async () => {
    const v = (await overview({ startDate: '2026-01-01', endDate: '2026-01-03' })).body.value;
    expect(v).toMatchObject({ registrations: 0, firstDeposits: 0, activeMembers: 0, deposits: 0, validBet: 0, winLoss: 0, teamSize: 4 });
    expect(v.series.map((d: { date: string }) => d.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
  });

  it('answers an agent without a team with zeros', async () => {
    const lone = await signedInMember(t, 0, 2);
    expect((await overview(undefined, lone)).body.value).toMatchObject({
      teamSize: 0,
      directAgents: 0,
      directPlayers: 0,
      teamBalance: 0,
      deposits: 0,
      series: [{ date: day2 }],
    });
  });

  it('refuses a bad range with 400 and anyone but an agent with 403', async () => {
    for (const q of [
      `?startDate=${day2}&endDate=${day1}`,
      '?startDate=2025-01-01&endDate=2026-11-22',
      '?startDate=2026-02-30',
      '?startDate=yesterday',
      '?extra=1',
    ]) {
      // The query string as written: its types refuse it.
      const res = await raw(t, routes.teamOverview.method, `${routes.teamOverview.path}${q}`, { as: agent });
      expect(res.status, q).toBe(400);
      expect(res.body.errorCode).toBe('request.invalid');
    }
    const member = await signedInMember(t, 0);
    const trial = await signedInMember(t, 0, 4);
    for (const who of [member, trial]) {
      for (const name of ['teamOverview', 'agentAnnouncements'] as const) {
        const res = await call(t, name, { as: who });
        expect(res.status).toBe(403);
        expect(res.body.errorCode).toBe('agent.only');
      }
    }
    expect((await overview(undefined, null)).status).toBe(401);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('lists the announcements for agents newest first, paged, with sanitised HTML; the popup never shows them', async () => {
    const first = (await call(t, 'agentAnnouncements', { as: agent, query: { pageSize: 3 } })).body.value;
    expect(first).toMatchObject({ total: AGENT_ANNOUNCEMENTS.length, totalPages: 2, pageNum: 1, pageSize: 3 });
    expect(first.content.map((a: { title: string }) => a.title)).toEqual(AGENT_ANNOUNCEMENTS.slice(0, 3).map(([title]) => title));
    const dates = first.content.map((a: { date: string }) => Date.parse(a.date));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
    const last = (await call(t, 'agentAnnouncements', { as: agent, query: { pageSize: 3, pageNum: 2 } })).body.value;
    expect(last.content).toHaveLength(AGENT_ANNOUNCEMENTS.length - 3);

    // A script in an announcement never leaves the server; one published for later is not shown yet.
    const now = t.clock.now().getTime();
    await t.db.insert(announcements).values([
      {
        title: 'Hostile',
        content: '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        promotionType: 'AG',
        execution: 'A',
        startDate: new Date(now + 1),
      },
      { title: 'Tomorrow', content: '<p>Later</p>', promotionType: 'AG', execution: 'A', startDate: new Date(now + DAY) },
    ]);
    t.clock.advance(1000);
    const fresh = (await call(t, 'agentAnnouncements', { as: agent })).body.value;
    expect(fresh.total).toBe(AGENT_ANNOUNCEMENTS.length + 1);
    expect(fresh.content[0]).toMatchObject({ title: 'Hostile' });
    expect(fresh.content[0]!.content).not.toMatch(/script|onerror/);

    for (const who of [null, agent]) {
      const popup = (await call(t, 'announcements', { as: who, query: { types: 'AG,B,PU', pageSize: 50 } })).body.value;
      expect(popup.list.length).toBeGreaterThan(0);
      expect(popup.list.every((a: { promotionType: string }) => a.promotionType !== 'AG')).toBe(true);
    }
    expect((await call(t, 'agentAnnouncements', { as: agent, query: { pageSize: 500 } })).status).toBe(400);
  });
});
