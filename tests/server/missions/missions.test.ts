// Missions and their leaderboard (issue 15) on PGlite and PostgreSQL: progress counted from real vendor rounds and
// deposits (a round moves it by exactly its valid bet), a milestone claimed once and paid with its turnover, points
// and ticket, claim all, overdue and unreached milestones refused, the leaderboard's order (ties to who reached it
// first), masked names and own row, and the end-of-mission prizes issued exactly once by two job runners.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { members } from '../../../server/db/schema.ts';
import { games } from '../../../server/db/schema-games.ts';
import { rewards, turnoverRequirements } from '../../../server/db/schema-economy.ts';
import { missionMilestones, missions, tickets } from '../../../server/db/schema-loyalty.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { createDepositOrder, handleDepositCallback, signCallback } from '../../../server/deposit/deposits.ts';
import { maskName } from '../../../server/missions/missions-leaderboard.ts';
import { JobRunner } from '../../../server/jobs/runner.ts';
import { missionPayoutsJob } from '../../../server/missions/jobs.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { GAME, betBody, uid, walletCall, winBody } from '../vendor-helpers.ts';
import { balance, signedInMember, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { call, untyped } from '../call-client.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(dbKinds)('missions on %s', (kind) => {
  let t: TestServer;
  let excludedBp = 0;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    excludedBp = (await t.db.select().from(games).where(eq(games.nodeId, GAME.nodeId)))[0]!.excludedBp;
  });
  afterAll(() => t.close());

  const validBet = (bet: number) => Math.floor((bet * (10_000 - excludedBp)) / 10_000);

  async function play(m: TestMember, bet: number, win = 0) {
    const token = await createGameToken(t.deps, m.memberId, GAME.nodeId);
    const round = betBody(token, bet);
    expect((await walletCall(t, 'bet', round)).status).toBe('RS_OK');
    expect((await walletCall(t, 'win', winBody(token, round, win))).status).toBe('RS_OK');
  }
  async function deposit(m: TestMember, centavos: number) {
    const order = await createDepositOrder(t.deps, m.memberId, 'GCASH', centavos);
    const raw = JSON.stringify({ orderNo: order.orderNo, providerRef: uid('ref'), amount: centavos, status: 'SUCCESS', ts: 1 });
    expect((await handleDepositCallback(t.deps, raw, signCallback(raw, t.deps.config.wallet.paymentSecret))).status).toBe('OK');
  }

  /** A mission of the tests: starting a second on (after every round played so far), ending `endsIn` after, claimable `claimFor` after. */
  async function mission(o: {
    measure?: string;
    endsIn?: number;
    claimFor?: number;
    milestones?: { targets: { condition: string; target: number }[]; amount?: number; points?: number; ticket?: string; turnover?: number }[];
    prizes?: { rankFrom: number; rankTo: number; amount: number; points: number; turnoverMultiple: number }[];
  }) {
    t.clock.advance(1_000);
    const now = t.clock.now();
    const endsAt = new Date(now.getTime() + (o.endsIn ?? DAY));
    const [m] = await t.db
      .insert(missions)
      .values({
        code: uid('mission'),
        title: 'Test mission',
        rules: '<p>Play.</p><script>alert(1)</script>',
        startsAt: now,
        endsAt,
        claimUntil: new Date(endsAt.getTime() + (o.claimFor ?? DAY)),
        measure: o.measure ?? 'VALID_BET',
        prizes: o.prizes ?? [],
        createdAt: now,
      })
      .returning();
    const ms = o.milestones?.length
      ? await t.db
          .insert(missionMilestones)
          .values(
            o.milestones.map((x, i) => ({
              missionId: m!.id,
              seq: i + 1,
              targets: x.targets,
              rewardAmount: x.amount ?? 0,
              rewardPoints: x.points ?? 0,
              rewardTicket: x.ticket ?? null,
              turnoverMultiple: x.turnover ?? 0,
            })),
          )
          .returning()
      : [];
    return { id: m!.id, milestones: ms.map((x) => x.id) };
  }

  const milestonesOf = async (m: TestMember, missionId: number) => (await call(t, 'missionMilestones', { as: m, query: { missionId } })).body;
  const claim = (m: TestMember, body: Record<string, unknown>) => call(t, 'claimMission', { as: m, body });
  const board = async (m: TestMember | null, missionId: number, pageSize?: number) =>
    (await call(t, 'missionLeaderboard', { as: m, query: { missionId, pageSize } })).body;

  it('seeds a running mission the demo accounts partly reached, with a populated leaderboard, and a finished one with overdue rewards', async () => {
    const demo = { memberId: (await t.db.select().from(members).where(eq(members.account, 'demo')))[0]!.id, account: 'demo', token: '' };
    demo.token = await createSession(t.deps, demo.memberId);
    const ongoing = (await call(t, 'missionSummary', { as: demo, query: { status: 'O' } })).body.value;
    const weekly = ongoing.content.find((m: { title: string }) => m.title === 'Weekly valid bet challenge');
    expect(weekly).toMatchObject({ totalMilestones: 4, totalCompleted: 2, claimable: 2, claimStatus: 'claimable', measure: 'VALID_BET' });
    const milestones = (await milestonesOf(demo, weekly!.missionId)).value.milestones;
    expect(milestones.map((m: { status: string }) => m.status)).toEqual(['claimable', 'claimable', 'locked', 'locked']);
    expect(milestones[2]).toMatchObject({ rewardTicket: 'GOLDEN_EGG', rewardAmount: 50, turnoverMultiple: 3 });
    const ranks = (await board(demo, weekly!.missionId)).value;
    expect(ranks.total).toBeGreaterThanOrEqual(5);
    expect(ranks.footer).toMatchObject({ name: 'de**o', isMe: true });
    expect(ranks.prizes[0]).toEqual({ rankFrom: 1, rankTo: 1, amount: 500, points: 100 });

    const finished = (await call(t, 'missionSummary', { as: demo, query: { status: 'F' } })).body.value;
    const marathon = finished.content.find((m: { title: string }) => m.title === 'Spin marathon');
    expect(marathon).toMatchObject({ claimStatus: 'overdue', claimable: 0 });
    expect((await milestonesOf(demo, marathon!.missionId)).value.milestones[0]!.status).toBe('overdue');
    expect((await board(null, marathon!.missionId)).value).toMatchObject({ settled: true });
    // The promotions page's MISSION card runs with it.
    const promotions = (await call(t, 'promotionList', { as: demo })).body.value.list;
    expect(promotions.find((p: { code: string }) => p.code === 'MISSIONS')).toMatchObject({ status: 'go' });
  });

  it('pays one of two claims of the same milestone sent at once', async () => {
    const me = await signedInMember(t, 100_000);
    const { milestones } = await mission({ milestones: [{ targets: [{ condition: 'BET_COUNT', target: 1 }], amount: 1_500 }] });
    await play(me, 1_000);
    const before = await balance(t, me);
    const answers = await Promise.all([claim(me, { milestoneId: milestones[0] }), claim(me, { milestoneId: milestones[0] })]);
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)!.body.errorCode).toBe('mission.already.claimed');
    expect(await balance(t, me)).toBe(before + 1_500);
  });

  it('counts actual over target from real rounds and deposits: a round moves the valid bet by exactly its valid bet', async () => {
    const me = await signedInMember(t, 200_000);
    const { id } = await mission({
      milestones: [
        {
          targets: [
            { condition: 'VALID_BET', target: 5_000 },
            { condition: 'BET_COUNT', target: 2 },
          ],
          amount: 1_000,
        },
        { targets: [{ condition: 'PROFIT_MULTIPLIER', target: 300 }], points: 500 },
        { targets: [{ condition: 'DEPOSIT_AMOUNT', target: 10_000 }], ticket: 'GOLDEN_EGG' },
      ],
    });
    let view = await milestonesOf(me, id);
    expect(view.success).toBe(true);
    expect(view.value.milestones.map((x: { status: string }) => x.status)).toEqual(['locked', 'locked', 'locked']);
    expect(view.value.milestones[0]!.conditions).toEqual([
      { condition: 'VALID_BET', target: 50, actual: 0, reached: false },
      { condition: 'BET_COUNT', target: 2, actual: 0, reached: false },
    ]);

    await play(me, 3_000);
    view = await milestonesOf(me, id);
    expect(view.value.milestones[0]!.conditions[0]!.actual).toBe(validBet(3_000) / 100);
    await play(me, 2_500, 10_000);
    view = await milestonesOf(me, id);
    expect(view.value.milestones[0]!.conditions[0]!.actual).toBe((validBet(3_000) + validBet(2_500)) / 100);
    expect(view.value.milestones[0]!.conditions[1]).toEqual({ condition: 'BET_COUNT', target: 2, actual: 2, reached: true });
    // ₱100 won on ₱25: a 4x multiple.
    expect(view.value.milestones[1]!.conditions[0]).toEqual({ condition: 'PROFIT_MULTIPLIER', target: 3, actual: 4, reached: true });
    expect(view.value.milestones.map((x: { status: string }) => x.status)).toEqual([validBet(5_500) >= 5_000 ? 'claimable' : 'locked', 'claimable', 'locked']);

    await deposit(me, 10_000);
    view = await milestonesOf(me, id);
    expect(view.value.milestones[2]).toMatchObject({
      status: 'claimable',
      rewardTicket: 'GOLDEN_EGG',
      conditions: [{ actual: 100, target: 100, reached: true }],
    });

    // The list counts them for the member; a visitor sees the mission without progress.
    const mine = (await call(t, 'missionSummary', { as: me, query: { status: 'O', pageSize: 100 } })).body.value;
    expect(mine.signedIn).toBe(true);
    expect(mine.content.find((x: { missionId: number }) => x.missionId === id)).toMatchObject({
      totalMilestones: 3,
      totalCompleted: 3,
      claimable: 3,
      claimStatus: 'claimable',
    });
    expect(mine.claimableTotal).toBeGreaterThanOrEqual(3);
    const visitor = (await call(t, 'missionSummary', { query: { status: 'O', pageSize: 100 } })).body.value;
    expect(visitor).toMatchObject({ signedIn: false, claimableTotal: 0 });
    expect(visitor.content.find((x: { missionId: number }) => x.missionId === id)).toMatchObject({ totalCompleted: 0, claimStatus: 'none' });
    // Progress is the member's: a visitor is asked to sign in.
    expect((await call(t, 'missionMilestones', { query: { missionId: id } })).status).toBe(401);
    // The rules are sanitised.
    const rules = (await call(t, 'missionRules', { query: { missionId: id } })).body.value;
    expect(rules.rules).toBe('<p>Play.</p>');
  });

  it('pays a reached milestone once with its turnover, points and ticket, and refuses a second claim and an unreached one', async () => {
    const me = await signedInMember(t, 100_000);
    const { id, milestones } = await mission({
      milestones: [
        { targets: [{ condition: 'BET_COUNT', target: 1 }], amount: 2_000, points: 700, ticket: 'GOLDEN_EGG', turnover: 3 },
        { targets: [{ condition: 'BET_COUNT', target: 50 }], amount: 9_000 },
      ],
    });
    expect((await claim(me, { milestoneId: milestones[0] })).body).toMatchObject({ success: false, errorCode: 'mission.not.reached' });
    await play(me, 1_000);
    const before = await balance(t, me);
    const paid = await claim(me, { milestoneId: milestones[0] });
    expect(paid.body).toMatchObject({ success: true, value: { claimed: 1, amount: 20, points: 7, tickets: 1, turnoverRequired: 60 } });
    expect(await balance(t, me)).toBe(before + 2_000);
    const [row] = await t.db
      .select()
      .from(rewards)
      .where(eq(rewards.key, `mission:${milestones[0]}:${me.memberId}`));
    expect(row).toMatchObject({ type: 'MISSION', status: 'claimed', amount: 2_000, points: 700, ticketType: 'GOLDEN_EGG' });
    expect(
      await t.db
        .select()
        .from(tickets)
        .where(eq(tickets.key, `reward:${row!.id}:ticket`)),
    ).toHaveLength(1);
    expect(await t.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.rewardId, row!.id))).toMatchObject([{ required: 6_000 }]);

    expect((await claim(me, { milestoneId: milestones[0] })).body).toMatchObject({ success: false, errorCode: 'mission.already.claimed' });
    expect((await claim(me, { milestoneId: milestones[1] })).body).toMatchObject({ success: false, errorCode: 'mission.not.reached' });
    expect(await balance(t, me)).toBe(before + 2_000);
    expect((await milestonesOf(me, id)).value.milestones.map((x: { status: string }) => x.status)).toEqual(['claimed', 'locked']);
    // Another member who has not played cannot claim it.
    const other = await signedInMember(t, 0);
    expect((await claim(other, { milestoneId: milestones[0] })).body).toMatchObject({ success: false, errorCode: 'mission.not.reached' });
    expect((await claim(other, { milestoneId: 2_000_000_000 })).body).toMatchObject({ success: false, errorCode: 'mission.milestone.not.found' });
    expect((await claim(other, { missionId: 2_000_000_000 })).body).toMatchObject({ success: false, errorCode: 'mission.not.found' });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('claims every reached milestone at once, then has nothing left to claim', async () => {
    const me = await signedInMember(t, 100_000);
    const { id } = await mission({
      milestones: [
        { targets: [{ condition: 'BET_COUNT', target: 1 }], amount: 500 },
        { targets: [{ condition: 'BET_COUNT', target: 2 }], amount: 700, turnover: 1 },
        { targets: [{ condition: 'BET_COUNT', target: 9 }], amount: 900 },
      ],
    });
    await play(me, 1_000);
    await play(me, 1_000);
    const before = await balance(t, me);
    const all = await claim(me, { missionId: id });
    expect(all.body).toMatchObject({ success: true, value: { claimed: 2, amount: 12, turnoverRequired: 7 } });
    expect(await balance(t, me)).toBe(before + 1_200);
    expect((await claim(me, { missionId: id })).body).toMatchObject({ success: false, errorCode: 'mission.none.claimable' });
    // Everything: the earlier tests' running missions count these rounds too (their windows are open).
    expect((await claim(me, {})).body.success).toBe(true);
    expect((await claim(me, {})).body).toMatchObject({ success: false, errorCode: 'mission.none.claimable' });
    expect((await call(t, 'missionSummary', { as: me })).body.value.claimableTotal).toBe(0);
  });

  it('refuses bad input and trial players', async () => {
    const me = await signedInMember(t, 0);
    for (const body of [{ claimLeaderboard: 'Y' }, { milestoneId: 1, missionId: 1 }, { milestoneId: 'x' }, { milestoneId: -1 }, { extra: 1 }]) {
      const res = await claim(me, body);
      expect(res.body.success, JSON.stringify(body)).toBe(false);
    }
    expect((await untyped(t, 'missionSummary', { as: me, query: { status: 'X' } })).body.success).toBe(false);
    const trial = await signedInMember(t, 0, 4);
    expect((await claim(trial, {})).status).toBe(403);
  });

  it('ranks by the measure with ties to who reached it first, masks names and shows the own row', async () => {
    const { id } = await mission({ measure: 'VALID_BET' });
    const [a, b, c] = [await signedInMember(t, 100_000), await signedInMember(t, 100_000), await signedInMember(t, 100_000)];
    await play(a, 5_000);
    t.clock.advance(1_000);
    await play(b, 5_000);
    t.clock.advance(1_000);
    await play(c, 2_000);
    const page1 = await board(c, id, 2);
    expect(page1.success).toBe(true);
    expect(page1.value).toMatchObject({ total: 3, totalPages: 2, measure: 'VALID_BET', settled: false });
    expect(page1.value.content.map((r: { rank: number; name: string; isMe: boolean }) => [r.rank, r.name, r.isMe])).toEqual([
      [1, maskName(a.account), false],
      [2, maskName(b.account), false],
    ]);
    expect(page1.value.footer).toMatchObject({ rank: 3, name: maskName(c.account), value: validBet(2_000) / 100, isMe: true });
    expect(maskName('demo')).toBe('de**o');
    expect(maskName('ab')).toBe('a**');
    expect(page1.value.content[0]!.name).not.toContain(a.account);
    // A visitor sees the ranks without an own row; an unranked member has none either.
    expect((await board(null, id)).value).toMatchObject({ total: 3, footer: null });
    expect((await board(await signedInMember(t, 0), id)).value.footer).toBeNull();
    // A member's answer is theirs alone: no cache keeps it.
    const res = await call(t, 'missionLeaderboard', { as: c, query: { missionId: id } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('pays the top ranks once when the mission ends, with two runners, claimable from the leaderboard and the reward centre', async () => {
    const { id } = await mission({
      endsIn: 10 * 60_000,
      claimFor: DAY,
      prizes: [
        { rankFrom: 1, rankTo: 1, amount: 10_000, points: 1_000, turnoverMultiple: 2 },
        { rankFrom: 2, rankTo: 3, amount: 3_000, points: 0, turnoverMultiple: 1 },
      ],
    });
    const players = [await signedInMember(t, 100_000), await signedInMember(t, 100_000), await signedInMember(t, 100_000), await signedInMember(t, 100_000)];
    for (const [i, p] of players.entries()) await play(p, 4_000 - i * 500);
    t.clock.advance(11 * 60_000);
    const one = new JobRunner(t.deps, [missionPayoutsJob], { owner: 'one' });
    const two = new JobRunner(t.deps, [missionPayoutsJob], { owner: 'two' });
    await Promise.all([one.runDue(), two.runDue(), one.runDue()]);
    t.clock.advance(60_000);
    await Promise.all([one.runDue(), two.runDue()]);
    const paid = await t.db
      .select()
      .from(rewards)
      .where(like(rewards.key, `mission-rank:${id}:%`));
    expect(paid.map((r) => [r.memberId, r.amount, r.type] as const).sort((x, y) => y[1] - x[1])).toEqual([
      [players[0]!.memberId, 10_000, 'MISSION'],
      [players[1]!.memberId, 3_000, 'MISSION'],
      [players[2]!.memberId, 3_000, 'MISSION'],
    ]);
    expect((await t.db.select().from(missions).where(eq(missions.id, id)))[0]!.settledAt).not.toBeNull();

    const [top] = players;
    const view = (await board(top!, id)).value;
    expect(view).toMatchObject({ settled: true, myPrize: { rank: 1, amount: 100, points: 10, status: 'available' }, footer: { rank: 1, prizeAmount: 100 } });
    // It is in the reward centre too.
    expect((await call(t, 'rewardList', { as: top! })).body.value.list.some((r: { rewardId: number }) => r.rewardId === view.myPrize!.rewardId)).toBe(true);
    const before = await balance(t, top!);
    expect((await claim(top!, { missionId: id, claimLeaderboard: 'Y' })).body).toMatchObject({
      success: true,
      value: { claimed: 1, amount: 100, points: 10, turnoverRequired: 200 },
    });
    expect(await balance(t, top!)).toBe(before + 10_000);
    expect((await claim(top!, { missionId: id, claimLeaderboard: 'Y' })).body).toMatchObject({ success: false, errorCode: 'mission.already.claimed' });
    // The fourth won nothing; nobody claims another's prize.
    expect((await claim(players[3]!, { missionId: id, claimLeaderboard: 'Y' })).body).toMatchObject({ success: false, errorCode: 'mission.none.claimable' });
    // Rounds after the end change nothing.
    await play(players[3]!, 50_000);
    expect((await board(null, id)).value.content[0]!.name).toBe(maskName(top!.account));
  });

  it('makes a reached milestone overdue after the claim window, shown and refused', async () => {
    const me = await signedInMember(t, 100_000);
    const { id, milestones } = await mission({
      endsIn: HOUR,
      claimFor: HOUR,
      milestones: [{ targets: [{ condition: 'BET_COUNT', target: 1 }], amount: 1_000 }],
    });
    await play(me, 1_000);
    expect((await milestonesOf(me, id)).value.milestones[0]!.status).toBe('claimable');
    t.clock.advance(2 * HOUR + 1);
    expect((await milestonesOf(me, id)).value.milestones[0]!.status).toBe('overdue');
    const finished = (await call(t, 'missionSummary', { as: me, query: { status: 'F', pageSize: 100 } })).body.value;
    expect(finished.content.find((x: { missionId: number }) => x.missionId === id)).toMatchObject({ claimStatus: 'overdue', claimable: 0 });
    const before = await balance(t, me);
    expect((await claim(me, { milestoneId: milestones[0] })).body).toMatchObject({ success: false, errorCode: 'mission.overdue' });
    expect(await balance(t, me)).toBe(before);
    expect(
      await t.db
        .select()
        .from(rewards)
        .where(and(eq(rewards.memberId, me.memberId), like(rewards.key, 'mission:%'))),
    ).toHaveLength(0);
  });
});
