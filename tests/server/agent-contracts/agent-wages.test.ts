// The agents' wages and dividends (issue 14, docs/agents.md §earnings): a two-level team plays, the settlement
// runs, both agents are paid once at the rate difference to the centavo; too few active members give the lower
// tier; a second run pays nothing; the hourly wage by H and BH windows; the real-time wage per draw at the loss or
// the win rate; the dividend's carry-forward across two periods. PGlite and PostgreSQL.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { agentContracts, agentEarnings, realtimeWageItems } from '../../../server/db/schema-agents.ts';
import { members } from '../../../server/db/schema.ts';
import { queryRows } from '../../../server/db/client.ts';
import { gameRounds, lotteryTickets } from '../../../server/db/schema-games.ts';
import { closeDay } from '../../../server/jobs/day-close.ts';
import type { StoredTier } from '../../../contract/rules/agent-contracts.ts';
import type { ContractKind } from '../../../contract/rules/agent-contracts.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { balanceOf, newPlayer, uid, type TestServer } from '../vendor-helpers.ts';
import { signedInMember } from '../wallet-helpers.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { HOUR, gameOf, passMidnight, playRound, today } from '../economy-helpers.ts';
import { call } from '../call-client.ts';

const tier = (volume: number, activeMembers: number, rateBp: number, winRateBp?: number): StoredTier => ({
  volume,
  activeMembers,
  rateBp,
  ...(winRateBp ? { winRateBp } : {}),
});

describe.each(dbKinds)('agent wages and dividends on %s', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ kind });
    await t.app.jobs.runDue();
  });
  afterAll(() => t.close());

  /** Top agent A (type 1) with player p1; sub-agent B (type 41) under A with players p2, p3. */
  async function team() {
    const mk = async (type: number, parentId: number | null) => {
      const p = await newPlayer(t, 10_000_000, type);
      if (parentId !== null) await t.db.update(members).set({ parentId }).where(eq(members.id, p.memberId));
      return p.memberId;
    };
    const a = await mk(1, null);
    const b = await mk(41, a);
    return { a, b, p1: await mk(0, a), p2: await mk(0, b), p3: await mk(0, b) };
  }
  const sign = (agentId: number, uplineId: number | null, k: ContractKind, tiers: StoredTier[], period = '') =>
    t.db.insert(agentContracts).values({ kind: k, agentId, uplineId, status: 'A', period, tiers, createdAt: t.clock.now(), decidedAt: t.clock.now() });
  const earnings = (rule: string, agentId: number) =>
    t.db
      .select()
      .from(agentEarnings)
      .where(and(eq(agentEarnings.rule, rule), eq(agentEarnings.agentId, agentId)))
      .orderBy(agentEarnings.periodFrom);
  const transfersOf = (kindName: string, memberId: number) =>
    queryRows<{ amount: string; idempotency_key: string }>(
      t.db,
      sql`select t.amount, t.idempotency_key from ledger_transfers t join ledger_accounts a on a.id = t.to_account_id
                           where t.kind = ${kindName} and a.code = ${`member:${memberId}`} order by t.id`,
    );

  it('pays both agents of a two-level team their daily wage once, at the rate difference, with the lower tier for too few active members', async () => {
    const { a, b, p1, p2, p3 } = await team();
    // A: 1 % from the start, 2 % from ₱1,000.00 with 3 active members. B: 0.5 %, 1 % from ₱500.00 with 2.
    await sign(a, null, 'daily', [tier(0, 0, 100), tier(100_000, 3, 200)]);
    await sign(b, a, 'daily', [tier(0, 0, 50), tier(50_000, 2, 100)]);
    const rng = await gameOf(t, 'RNG', 1);

    // Day 1: p1 ₱600.00, p2 and p3 ₱300.00 each (a win does not change the valid bet).
    const day1 = today(t);
    await playRound(t, p1, rng, 60_000);
    await playRound(t, p2, rng, 30_000, 45_000);
    await playRound(t, p3, rng, 30_000);
    const [aBefore, bBefore] = [await balanceOf(t, a), await balanceOf(t, b)];
    passMidnight(t);
    await t.app.jobs.runDue();
    // B: ₱600.00 with 2 active -> 1 % = 6.00. A: ₱1,200.00 with 3 active -> 2 % = 24.00, less B's 6.00 = 18.00.
    expect((await earnings('wage:daily', b)).map((e) => [e.period, e.basis, e.activeMembers, e.rateBp, e.gross, e.downline, e.amount])).toEqual([
      [day1.key, 60_000, 2, 100, 600, 0, 600],
    ]);
    expect((await earnings('wage:daily', a)).map((e) => [e.period, e.basis, e.activeMembers, e.rateBp, e.gross, e.downline, e.amount])).toEqual([
      [day1.key, 120_000, 3, 200, 2_400, 600, 1_800],
    ]);
    expect(await balanceOf(t, b)).toBe(bBefore + 600);
    expect(await balanceOf(t, a)).toBe(aBefore + 1_800);
    expect((await transfersOf('agent.wage.daily', a)).map((r) => [Number(r.amount), r.idempotency_key])).toEqual([
      [1_800, `settle:wage:daily:${a}:${day1.key}`],
    ]);

    // The close again (and the runner again): nothing more.
    await closeDay(t.deps, day1);
    await t.app.jobs.runDue();
    expect(await balanceOf(t, a)).toBe(aBefore + 1_800);
    expect(await balanceOf(t, b)).toBe(bBefore + 600);
    expect(await transfersOf('agent.wage.daily', b)).toHaveLength(1);

    // Day 2: p3 plays only ₱50.00, so B has 1 active member: its lower tier (0.5 % of ₱600.00 = 3.00); A's team has
    // 2 active members: its lower tier too (1 % of ₱1,200.00 = 12.00, less 3.00 = 9.00).
    const day2 = today(t);
    await playRound(t, p1, rng, 60_000);
    await playRound(t, p2, rng, 55_000);
    await playRound(t, p3, rng, 5_000);
    passMidnight(t);
    await t.app.jobs.runDue();
    const [, bDay2] = await earnings('wage:daily', b);
    const [, aDay2] = await earnings('wage:daily', a);
    expect([bDay2!.period, bDay2!.activeMembers, bDay2!.rateBp, bDay2!.amount]).toEqual([day2.key, 1, 50, 300]);
    expect([aDay2!.period, aDay2!.activeMembers, aDay2!.rateBp, aDay2!.gross, aDay2!.downline, aDay2!.amount]).toEqual([day2.key, 2, 100, 1_200, 300, 900]);
    expect(await balanceOf(t, a)).toBe(aBefore + 1_800 + 900);
    expect(await balanceOf(t, b)).toBe(bBefore + 600 + 300);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);

    // The page's call: both days, newest first, with totals; today's estimate so far (p1 plays ₱150.00 now).
    await playRound(t, p1, rng, 15_000);
    const agentA = { memberId: a, account: '', token: await createSession(t.deps, a) };
    const res = await call(t, 'dailyWageRecords', { as: agentA, query: { startDate: day1.key, endDate: today(t).key } });
    expect(res.body).toMatchObject({ success: true, value: { total: 2, startDate: day1.key, activeMinValidBet: 100 } });
    const v = res.body.value;
    expect(v.content.map((r: { period: string; amount: number; rate: number }) => [r.period, r.rate, r.amount])).toEqual([
      [day2.key, 1, 9],
      [day1.key, 2, 18],
    ]);
    expect(v.content[0]!.paidAt).not.toBeNull();
    expect(v.footer).toEqual({ basis: 2_400, gross: 36, downline: 9, amount: 27 });
    expect(v.pending).toMatchObject({ period: today(t).key, basis: 150, activeMembers: 1, rate: 1, gross: 1.5, downline: 0, amount: 1.5 });
    // A GET wrote nothing: the estimate is not a settlement.
    expect(await earnings('wage:daily', a)).toHaveLength(2);
    // A player is refused; an agent without the contract sees no estimate.
    const player = { memberId: p1, account: '', token: await createSession(t.deps, p1) };
    expect((await call(t, 'dailyWageRecords', { as: player })).body).toMatchObject({ success: false, errorCode: 'agent.only' });
    const other = await signedInMember(t, 0, 1);
    expect((await call(t, 'dividendRecords', { as: other })).body.value).toMatchObject({ total: 0, content: [], pending: null });
    expect((await call(t, 'dailyWageRecords', { as: agentA, query: { startDate: '2026-13-01' } })).body).toMatchObject({ success: false });
  });

  it('pays the hourly wage by half hours (BH) and whole hours (H), the upline the difference on its hour', async () => {
    const { a, b, p2 } = await team();
    await sign(a, null, 'hourly', [tier(0, 0, 100)], 'H');
    await sign(b, a, 'hourly', [tier(0, 0, 50)], 'BH');
    // To the next whole hour, then play in its first half.
    t.clock.advance(HOUR - (t.clock.now().getTime() % HOUR) + 60_000);
    const [aBefore, bBefore] = [await balanceOf(t, a), await balanceOf(t, b)];
    await playRound(t, p2, await gameOf(t, 'RNG', 1), 10_000);
    t.clock.advance(HOUR);
    await t.app.jobs.runDue();
    // B: 0.5 % of ₱100.00 in its half hour = 0.50; A: 1 % on the hour = 1.00, less B's 0.50 on the same hour.
    expect((await earnings('wage:hourly', b)).map((e) => [e.basis, e.rateBp, e.amount])).toEqual([[10_000, 50, 50]]);
    expect((await earnings('wage:hourly', a)).map((e) => [e.basis, e.gross, e.downline, e.amount])).toEqual([[10_000, 100, 50, 50]]);
    expect(await balanceOf(t, b)).toBe(bBefore + 50);
    expect(await balanceOf(t, a)).toBe(aBefore + 50);
    await t.app.jobs.runDue();
    expect(await transfersOf('agent.wage.hourly', a)).toHaveLength(1);
  });

  it('pays the real-time wage per draw and player at the loss rate or the win rate', async () => {
    const { a, b, p1, p2 } = await team();
    // A: loss 1 %, win 0.5 %; from a ₱500.00 stake, loss 2 %, win 1 %. B: loss 0.5 %, win 0.2 %.
    await sign(a, null, 'realtime', [tier(0, 0, 100, 50), tier(50_000, 0, 200, 100)]);
    await sign(b, a, 'realtime', [tier(0, 0, 50, 20)]);
    const lott = await gameOf(t, 'LOTT');
    const drawNo = 900_000 + Math.floor(Math.random() * 1000);
    const settledAt = new Date(t.clock.now().getTime() + 1_000);
    const ticket = async (memberId: number, stake: number, win: number) => {
      const round = uid('lott-round');
      await t.db
        .insert(gameRounds)
        .values({ id: round, memberId, nodeId: lott.nodeId, betUuid: uid('bet'), bet: stake, win, status: 'settled', createdAt: t.clock.now(), settledAt });
      await t.db.insert(lotteryTickets).values({
        round,
        memberId,
        nodeId: lott.nodeId,
        drawNo,
        closesAt: t.clock.now(),
        picks: '1,2,3',
        stake,
        betUuid: uid('bet'),
        win,
        status: 'settled',
        createdAt: t.clock.now(),
        settledAt,
      });
    };
    await ticket(p1, 60_000, 0); // p1 (A's) lost ₱600.00: A 2 % = 12.00
    await ticket(p2, 10_000, 30_000); // p2 (B's) won: B 0.2 % = 0.20; A 0.5 % = 0.50 less 0.20 = 0.30
    const [aBefore, bBefore] = [await balanceOf(t, a), await balanceOf(t, b)];
    t.clock.advance(10 * 60_000);
    await t.app.jobs.runDue();
    const items = await t.db.select().from(realtimeWageItems).where(eq(realtimeWageItems.drawNo, drawNo));
    expect(items.map((i) => [i.agentId, i.memberId, i.stake, i.win, i.rateBp, i.amount]).sort()).toEqual(
      [
        [a, p1, 60_000, 0, 200, 1_200],
        [a, p2, 10_000, 30_000, 50, 30],
        [b, p2, 10_000, 30_000, 20, 20],
      ].sort(),
    );
    expect(await balanceOf(t, a)).toBe(aBefore + 1_230);
    expect(await balanceOf(t, b)).toBe(bBefore + 20);
    await t.app.jobs.runDue();
    expect(await transfersOf('agent.wage.realtime', a)).toHaveLength(1);
    const agentA = { memberId: a, account: '', token: await createSession(t.deps, a) };
    const v = (await call(t, 'realtimeWageRecords', { as: agentA })).body.value;
    expect(
      v.content
        .map((l: { drawNo: number; stake: number; win: number; lost: boolean; rate: number; amount: number }) => [
          l.drawNo,
          l.stake,
          l.win,
          l.lost,
          l.rate,
          l.amount,
        ])
        .sort(),
    ).toEqual(
      [
        [drawNo, 600, 0, true, 2, 12],
        [drawNo, 100, 300, false, 0.5, 0.3],
      ].sort(),
    );
    expect(v.footer).toEqual({ stake: 700, win: 300, amount: 12.3 });
    expect(v.pending).toMatchObject({ stake: 0, amount: 0, lines: 0 });
  });

  it('carries a period the team won into the next period of the dividend', async () => {
    const { a, p1 } = await team();
    await sign(a, null, 'dividend', [tier(0, 0, 1_000)], 'D');
    const rng = await gameOf(t, 'RNG', 1);
    const aBefore = await balanceOf(t, a);
    // Day 1: the team wins ₱50.00 net: nothing paid, ₱50.00 carried.
    await playRound(t, p1, rng, 10_000, 15_000);
    passMidnight(t);
    await t.app.jobs.runDue();
    // Day 2: the team loses ₱200.00: basis 200.00 - 50.00 = 150.00, 10 % = 15.00, nothing carried.
    await playRound(t, p1, rng, 20_000);
    passMidnight(t);
    await t.app.jobs.runDue();
    expect((await earnings('dividend', a)).map((e) => [e.basis, e.gross, e.amount, e.carry])).toEqual([
      [-5_000, 0, 0, 5_000],
      [15_000, 1_500, 1_500, 0],
    ]);
    expect(await balanceOf(t, a)).toBe(aBefore + 1_500);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    const agentA = { memberId: a, account: '', token: await createSession(t.deps, a) };
    const v = (await call(t, 'dividendRecords', { as: agentA })).body.value;
    expect(v.content.map((r: { basis: number; amount: number; carry: number }) => [r.basis, r.amount, r.carry])).toEqual([
      [150, 15, 0],
      [-50, 0, 50],
    ]);
    expect(v.content[1]!.paidAt).toBeNull();
  });
});
