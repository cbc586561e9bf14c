// The reward centre's promotions (issue 13) on PGlite and PostgreSQL: daily sign-in (only today's cell, once, with
// its valid-bet condition), newbie rewards unlocked by the member's details, loss cashback issued once per member
// and day by its job, the claim history, the counts the header shows, and the bonus turnover a withdrawal waits
// for, played through real vendor rounds.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { members } from '../../../server/db/schema.ts';
import { promotions, rewards, settlements, turnoverRequirements } from '../../../server/db/schema-economy.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { createGameToken } from '../../../server/games/game-launch.ts';
import { dayOf } from '../../../server/shared/day-range.ts';
import { issueCashback } from '../../../server/promotions/cashback.ts';
import { previousPeriod } from '../../../server/shared/periods.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { GAME, betBody, newPlayer, walletCall, winBody } from '../vendor-helpers.ts';
import { balance, type TestMember, type TestServer } from '../wallet-helpers.ts';
import { call, untyped } from '../call-client.ts';
import type { CallQuery, TabledCall } from '../../../contract/calls.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = 480;

describe.each(dbKinds)('the reward centre on %s', (kind) => {
  let t: TestServer;
  let seq = 0;
  const promo: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestServer({ kind });
    for (const p of await t.db.select().from(promotions)) promo[p.code] = p.id;
  });
  afterAll(() => t.close());

  const today = () => dayOf(t.clock.now(), OFFSET);
  /** Moves the clock to the next members' day at 10:00 (a day's tests start from a known hour). */
  const nextDayAt10 = () => {
    const start = Date.parse(`${today()}T00:00:00Z`) - OFFSET * 60_000;
    t.clock.advance(start + DAY + 10 * HOUR - t.clock.now().getTime());
  };
  async function member(funds: number, type = 0): Promise<TestMember> {
    const p = await newPlayer(t, funds, type);
    return { memberId: p.memberId, account: p.account, token: await createSession(t.deps, p.memberId) };
  }
  /** A fresh session (sessions last a day). */
  const again = async (m: TestMember): Promise<TestMember> => ({ ...m, token: await createSession(t.deps, m.memberId) });
  /** One settled round on the demo vendor's slot: stake and win in centavos. */
  async function play(m: TestMember, bet: number, win = 0) {
    const token = await createGameToken(t.deps, m.memberId, GAME.nodeId);
    const round = betBody(token, bet);
    expect((await walletCall(t, 'bet', round)).status).toBe('RS_OK');
    expect((await walletCall(t, 'win', winBody(token, round, win))).status).toBe('RS_OK');
  }
  /** The value a named read answers the member, whatever it is (typed loosely, as the tests read it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const get = async <N extends TabledCall>(m: TestMember, name: N, query?: CallQuery<N>): Promise<any> => (await call(t, name, { as: m, query })).body.value;
  const count = async (m: TestMember) => (await get(m, 'memberInfo')).availablePromoCount as number;

  describe('daily sign-in', () => {
    const signIn = async (m: TestMember) => (await get(m, 'loginPromotions')).list[0];
    const claim = (m: TestMember, promotionId = promo.DAILYSIGNIN) => call(t, 'claimLoginPromotion', { as: m, body: { promotionId: promotionId! } });

    it("shows the members' week with today's cell, refuses it until today's valid bets reach its condition, then pays it once", async () => {
      let m = await member(100_000);
      // Saturday 21 November 2026 in Manila: cell 7 (₱28) asks for ₱100 of valid bets today.
      const week = await signIn(m);
      expect(week).toMatchObject({ promotionId: promo.DAILYSIGNIN, weekStart: '2026-11-15', weekEnd: '2026-11-21', todayValidBet: 0, turnoverMultiple: 1 });
      expect(week.cells.map((c: { day: string }) => c.day)).toEqual([
        '2026-11-15',
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
      ]);
      expect(week.cells[6]).toEqual({ dayNo: 7, day: '2026-11-21', amount: 28, validBetRequired: 100, hasClaimed: false, isToday: true, claimable: false });
      expect(week.cells.filter((c: { isToday: boolean }) => c.isToday)).toHaveLength(1);
      expect(await count(m)).toBe(0);

      const short = await claim(m);
      expect(short.body).toMatchObject({ success: false, errorCode: 'claim_bet_required', value: { actual: 0, required: 100 } });
      await play(m, 6_000);
      expect((await claim(m)).body).toMatchObject({ success: false, errorCode: 'claim_bet_required', value: { actual: 60, required: 100 } });
      expect(await balance(t, m)).toBe(94_000);

      await play(m, 4_000, 4_000);
      expect((await signIn(m)).cells[6]).toMatchObject({ claimable: true, hasClaimed: false });
      expect(await count(m)).toBe(1);
      const paid = await claim(m);
      expect(paid.body.value).toEqual({
        rewardId: expect.any(Number),
        amount: 28,
        points: 0,
        ticketId: null,
        turnoverRequired: 28,
        dayNo: 7,
        day: '2026-11-21',
      });
      expect(await balance(t, m)).toBe(94_000 + 2_800);
      expect((await signIn(m)).cells[6]).toMatchObject({ claimable: false, hasClaimed: true });
      expect(await count(m)).toBe(0);

      const twice = await claim(m);
      expect(twice.body).toMatchObject({ success: false, errorCode: 'reward.already.claimed' });
      expect(await balance(t, m)).toBe(96_800);

      // Sunday: a new week; Saturday's cell is another day's and only today's (Sunday, no bet needed) can be claimed.
      nextDayAt10();
      m = await again(m);
      const sunday = await signIn(m);
      expect(sunday).toMatchObject({ weekStart: '2026-11-22', weekEnd: '2026-11-28', todayValidBet: 0 });
      expect(sunday.cells.map((c: { claimable: boolean }) => c.claimable)).toEqual([true, false, false, false, false, false, false]);
      expect(sunday.cells[0]).toMatchObject({ dayNo: 1, day: '2026-11-22', amount: 3, isToday: true });
      expect((await claim(m)).body.value).toMatchObject({ amount: 3, dayNo: 1, day: '2026-11-22' });
      expect((await claim(m)).body.errorCode).toBe('reward.already.claimed');
      expect(await balance(t, m)).toBe(96_800 + 300);
      expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
    });

    it('refuses a promotion that is not a running sign-in, and bad input', async () => {
      const m = await member(0);
      expect((await claim(m, promo.SIGNUP100)).body).toMatchObject({ success: false, errorCode: 'promotion.not.running' });
      expect((await claim(m, 999_999)).body.errorCode).toBe('promotion.not.running');
      await t.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, promo.DAILYSIGNIN!));
      try {
        expect((await claim(m)).body.errorCode).toBe('promotion.not.running');
        expect((await get(m, 'loginPromotions')).list).toEqual([]);
      } finally {
        await t.db.update(promotions).set({ enabled: true }).where(eq(promotions.id, promo.DAILYSIGNIN!));
      }
      expect((await untyped(t, 'claimLoginPromotion', { as: m, body: { promotionId: 'x' } })).status).toBe(400);
      expect((await untyped(t, 'claimLoginPromotion', { as: m, body: {} })).status).toBe(400);
      expect((await untyped(t, 'claimLoginPromotion', { as: m, body: { promotionId: 1, extra: 1 } })).status).toBe(400);
      expect(await balance(t, m)).toBe(0);
      const trial = await member(0, 4);
      expect((await call(t, 'loginPromotions', { as: trial })).status).toBe(403);
      expect((await call(t, 'claimLoginPromotion', { body: { promotionId: promo.DAILYSIGNIN! } })).status).toBe(401);
    });
  });

  describe('newbie rewards', () => {
    const list = async (m: TestMember) => (await get(m, 'registerPromotions')).list as { promotionId: number; [k: string]: unknown }[];
    const claim = (m: TestMember, promotionId: number) => call(t, 'claimRegisterPromotion', { as: m, body: { promotionId } });
    const profile = (m: TestMember, body: Record<string, string>) => call(t, 'updateProfile', { as: m, body });

    it('refuses the sign-up bonus, naming what is missing, until the profile is complete, then pays it once with its turnover', async () => {
      const m = await member(0);
      const before = (await list(m)).find((p) => p.promotionId === promo.SIGNUP100);
      expect(before).toMatchObject({
        title: 'Sign-up bonus ₱100',
        bonus: 100,
        turnover: 3,
        requiredFields: ['birthday', 'address', 'nationality'],
        accomplishedFields: [],
        hasClaimed: false,
        claimable: false,
      });
      // Today's sign-in cell may count too: the newbie reward adds to what is counted only once it can be claimed.
      const baseline = await count(m);
      const refused = await claim(m, promo.SIGNUP100!);
      expect(refused.body).toMatchObject({
        success: false,
        errorCode: 'required_member_information_incomplete',
        value: { missingFields: ['birthday', 'address', 'nationality'] },
      });
      expect(refused.body.message).toContain('birthday, address, nationality');

      expect((await profile(m, { birthday: '1990-05-17', address: '12 Rizal St, Manila' })).body.success).toBe(true);
      expect((await list(m)).find((p) => p.promotionId === promo.SIGNUP100)).toMatchObject({ accomplishedFields: ['birthday', 'address'], claimable: false });
      expect((await claim(m, promo.SIGNUP100!)).body.value).toEqual({ missingFields: ['nationality'] });
      expect(await count(m)).toBe(baseline);
      expect(await balance(t, m)).toBe(0);

      await profile(m, { nationality: 'Filipino' });
      expect((await list(m)).find((p) => p.promotionId === promo.SIGNUP100)).toMatchObject({
        accomplishedFields: ['birthday', 'address', 'nationality'],
        claimable: true,
      });
      expect(await count(m)).toBe(baseline + 1);
      const paid = await claim(m, promo.SIGNUP100!);
      expect(paid.body.value).toEqual({ rewardId: expect.any(Number), amount: 100, points: 0, ticketId: null, turnoverRequired: 300 });
      expect(await balance(t, m)).toBe(10_000);
      expect((await claim(m, promo.SIGNUP100!)).body).toMatchObject({ success: false, errorCode: 'reward.already.claimed' });
      expect(await balance(t, m)).toBe(10_000);
      expect((await list(m)).find((p) => p.promotionId === promo.SIGNUP100)).toMatchObject({ hasClaimed: true, claimable: false });
      expect(await count(m)).toBe(baseline);
      // Clearing a field afterwards takes nothing back and opens no second claim.
      await profile(m, { address: '' });
      expect((await claim(m, promo.SIGNUP100!)).body.errorCode).toBe('reward.already.claimed');
      expect(
        await t.db
          .select()
          .from(rewards)
          .where(eq(rewards.key, `register:${promo.SIGNUP100}:${m.memberId}`)),
      ).toHaveLength(1);
    });

    it('reads a bound mobile from the account, and refuses what is not a running newbie reward', async () => {
      const m = await member(0);
      expect((await claim(m, promo.MOBILE20!)).body.value).toEqual({ missingFields: ['mobile'] });
      await t.db
        .update(members)
        .set({ mobile: `+63917${String(m.memberId).padStart(7, '0')}` })
        .where(eq(members.id, m.memberId));
      expect((await list(m)).find((p) => p.promotionId === promo.MOBILE20)).toMatchObject({ accomplishedFields: ['mobile'], claimable: true });
      // Two claims at once: one is paid, the other refused.
      const both = await Promise.all([claim(m, promo.MOBILE20!), claim(m, promo.MOBILE20!)]);
      expect(both.map((r) => r.body.success).sort()).toEqual([false, true]);
      expect(both.find((r) => !r.body.success)!.body.errorCode).toBe('reward.already.claimed');
      expect(both.find((r) => r.body.success)!.body.value).toMatchObject({ amount: 20, turnoverRequired: 20 });
      expect((await claim(m, promo.DAILYSIGNIN!)).body.errorCode).toBe('promotion.not.running');
      expect((await claim(m, promo.HALLOWEEN!)).body.errorCode).toBe('promotion.not.running');
      expect((await call(t, 'claimRegisterPromotion', { as: m, body: { promotionId: -1 } })).status).toBe(400);
      expect(await balance(t, m)).toBe(2_000);
    });
  });

  describe('loss cashback', () => {
    const savior = async (m: TestMember) => (await get(m, 'saviorPromotions')).list[0];
    const cashbackRows = (memberId: number) =>
      t.db
        .select()
        .from(rewards)
        .where(and(eq(rewards.memberId, memberId), like(rewards.key, 'cashback:%')));

    it("issues one reward per member and day once the day closes, at the tier the day's net loss reached, and never twice", async () => {
      nextDayAt10();
      let loser = await member(2_000_000);
      let winner = await member(100_000);
      let small = await member(100_000);
      const trial = await member(2_000_000, 4);
      const day = today();
      // ₱6,000 staked, ₱800 won back: a net loss of ₱5,200 reaches the 5% tier.
      await play(loser, 400_000, 80_000);
      await play(loser, 200_000);
      await play(winner, 10_000, 90_000);
      await play(small, 40_000);
      await play(trial, 600_000);
      // A round settled after midnight counts on the next day.
      const view = await savior(loser);
      expect(view).toMatchObject({
        promotionId: promo.RESCUE,
        tiers: [
          { netLoss: 500, percent: 3 },
          { netLoss: 5_000, percent: 5 },
          { netLoss: 20_000, percent: 8 },
        ],
        maxBonus: 8_888,
        claimDays: 3,
        turnoverMultiple: 1,
      });
      expect(view.yesterday).toMatchObject({ netLoss: 0, tier: null, bonus: 0 });

      nextDayAt10();
      [loser, winner, small] = await Promise.all([again(loser), again(winner), again(small)]);
      expect((await savior(loser)).yesterday).toEqual({ day, netLoss: 5_200, tier: { netLoss: 5_000, percent: 5 }, bonus: 260 });
      expect((await savior(winner)).yesterday).toEqual({ day, netLoss: 0, tier: null, bonus: 0 });
      expect((await savior(small)).yesterday).toMatchObject({ netLoss: 400, tier: null, bonus: 0 });

      expect(await cashbackRows(loser.memberId)).toEqual([]);
      await t.app.jobs.runDue();
      // The header's count includes it (with whatever else the day's play earned, such as VIP upgrade bonuses).
      const offered = (await get(loser, 'rewardList')) as { available: number; list: { promotionType: string }[] };
      expect(offered.list.filter((r) => r.promotionType === 'SAVIOR')).toHaveLength(1);
      expect(await count(loser)).toBeGreaterThanOrEqual(offered.available);
      const [reward] = await cashbackRows(loser.memberId);
      expect(reward).toMatchObject({
        key: `cashback:${promo.RESCUE}:${loser.memberId}:${day}`,
        type: 'SAVIOR',
        amount: 26_000,
        turnoverMultiple: 1,
        status: 'available',
      });
      // Claimable for 3 days after the day closed.
      const closed = previousPeriod('day', t.clock.now(), OFFSET);
      expect(reward!.expiresAt).toEqual(new Date(closed.to.getTime() + 3 * DAY));
      const cashbackSettlements = () =>
        t.db
          .select()
          .from(settlements)
          .where(and(eq(settlements.memberId, loser.memberId), like(settlements.rule, 'cashback:%')));
      expect(await cashbackSettlements()).toEqual([
        expect.objectContaining({ rule: `cashback:${promo.RESCUE}`, period: day, basis: 520_000, amount: 26_000, rewardId: reward!.id, transferId: null }),
      ]);
      for (const other of [winner, small, trial]) expect(await cashbackRows(other.memberId)).toEqual([]);

      // Again: the runner has done the day, and the work itself issues nothing twice.
      await t.app.jobs.runDue();
      expect(await issueCashback(t.db, closed, day, t.clock.now())).toBe(0);
      expect(await cashbackRows(loser.memberId)).toHaveLength(1);
      expect(await cashbackSettlements()).toHaveLength(1);

      const claimList = (await get(loser, 'rewardList')) as { list: { promotionType: string }[] };
      expect(claimList.list.filter((r) => r.promotionType === 'SAVIOR')).toEqual([
        expect.objectContaining({ promotionType: 'SAVIOR', amount: 260, status: 'available', expiry: reward!.expiresAt!.toISOString() }),
      ]);
      expect((await call(t, 'claimReward', { as: loser, body: { rewardId: reward!.id } })).body.value).toEqual({
        rewardId: reward!.id,
        amount: 260,
        points: 0,
        ticketId: null,
        turnoverRequired: 260,
      });
    });

    it('caps the bonus at the maximum and lets an unclaimed one expire', async () => {
      nextDayAt10();
      let whale = await member(30_000_000);
      const day = today();
      await play(whale, 25_000_000);
      nextDayAt10();
      whale = await again(whale);
      // 8% of ₱250,000 is ₱20,000: capped at ₱8,888.
      expect((await savior(whale)).yesterday).toEqual({ day, netLoss: 250_000, tier: { netLoss: 20_000, percent: 8 }, bonus: 8_888 });
      await t.app.jobs.runDue();
      const [reward] = await cashbackRows(whale.memberId);
      expect(reward!.amount).toBe(888_800);
      t.clock.advance(3 * DAY);
      whale = await again(whale);
      const held = await balance(t, whale);
      const listed = (await get(whale, 'rewardList')).list as { rewardId: number }[];
      expect(listed.find((r) => r.rewardId === reward!.id)).toMatchObject({ rewardId: reward!.id, status: 'expired' });
      expect((await call(t, 'claimReward', { as: whale, body: { rewardId: reward!.id } })).body.errorCode).toBe('reward.expired');
      // Nothing moved (the day close paid the day's rebate before; the expired reward pays nothing).
      expect(await balance(t, whale)).toBe(held);
    });
  });

  it('lists claimed rewards by the day of the claim with their total, and the counts equal what the lists offer', async () => {
    nextDayAt10();
    let m = await member(0);
    await runOpsCommand(t.deps, 'reward-issue', { account: m.account, amount: 12.5, title: 'Operator gift', turnover: 2 });
    await runOpsCommand(t.deps, 'reward-issue', { account: m.account, amount: 7, expiresIn: 60 });
    await t.db
      .update(members)
      .set({ mobile: `+63918${String(m.memberId).padStart(7, '0')}` })
      .where(eq(members.id, m.memberId));

    const counted = async () => {
      const claimList = await get(m, 'rewardList');
      const signIns = (await get(m, 'loginPromotions')).list.filter((p: { cells: { claimable: boolean }[] }) => p.cells.some((c) => c.claimable)).length;
      const newbie = (await get(m, 'registerPromotions')).list.filter((p: { claimable: boolean }) => p.claimable).length;
      return { header: await count(m), pages: claimList.available + signIns + newbie };
    };
    // Two rewards, the sign-in cell of today (a Monday, no bet needed), the mobile reward.
    expect(await counted()).toEqual({ header: 4, pages: 4 });
    const claimed = (await call(t, 'claimAllRewards', { as: m, body: {} })).body.value;
    expect(claimed).toEqual({ claimed: 2, amount: 19.5, turnoverRequired: 25 });
    expect(await counted()).toEqual({ header: 2, pages: 2 });
    await call(t, 'claimLoginPromotion', { as: m, body: { promotionId: promo.DAILYSIGNIN! } });
    await call(t, 'claimRegisterPromotion', { as: m, body: { promotionId: promo.MOBILE20! } });
    expect(await counted()).toEqual({ header: 0, pages: 0 });

    const history = await get(m, 'claimHistory');
    expect(history).toMatchObject({
      startDate: dayOf(new Date(t.clock.now().getTime() - 6 * DAY), OFFSET),
      endDate: today(),
      total: 4,
      totalPages: 1,
      pageNum: 1,
      totalAmount: 19.5 + 4 + 20,
    });
    expect(history.content.map((r: { promotionType: string; amount: number }) => [r.promotionType, r.amount]).sort()).toEqual([
      ['LOGIN', 4],
      ['MANUAL', 12.5],
      ['MANUAL', 7],
      ['REGISTER', 20],
    ]);
    expect(history.content[0]).toEqual({
      rewardId: expect.any(Number),
      promotionType: expect.any(String),
      title: expect.any(String),
      amount: expect.any(Number),
      turnoverMultiple: expect.any(Number),
      claimedAt: t.clock.now().toISOString(),
    });
    const paged = await get(m, 'claimHistory', { promotionType: 'MANUAL', pageSize: 1, pageNum: 2 });
    expect(paged).toMatchObject({ total: 2, totalPages: 2, pageNum: 2, pageSize: 1, totalAmount: 19.5 });
    expect(paged.content).toHaveLength(1);
    nextDayAt10();
    m = await again(m);
    const yesterday = dayOf(new Date(t.clock.now().getTime() - DAY), OFFSET);
    expect(await get(m, 'claimHistory', { startDate: today() })).toMatchObject({ total: 0, content: [], totalAmount: 0 });
    expect(await get(m, 'claimHistory', { startDate: yesterday, endDate: yesterday })).toMatchObject({ total: 4 });
    expect((await call(t, 'claimHistory', { as: m, query: { startDate: today(), endDate: yesterday } })).status).toBe(400);
    expect((await call(t, 'claimHistory', { as: m, query: { startDate: 'yesterday' } })).status).toBe(400);
    expect((await untyped(t, 'claimHistory', { as: m, query: { promotionType: 'NOPE' } })).status).toBe(400);
  });

  it('refuses a withdrawal with the exact turnover still to play until real rounds have played it, then accepts it', async () => {
    let m = await member(50_000);
    const bank = (await call(t, 'addBankAccount', { as: m, body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' } })).body
      .value;
    expect((await call(t, 'setPaymentPassword', { as: m, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } })).body.success).toBe(true);
    const withdraw = (amount: number) =>
      call(t, 'withdraw', { as: m, body: { amount, bankAccountId: bank.id, paymentPassword: '135790', requestId: `turnover-${process.pid}-${++seq}` } });
    const status = () => get(m, 'turnoverStatus');
    expect(await status()).toEqual({ required: 0, played: 0, remaining: 0 });

    await call(t, 'updateProfile', { as: m, body: { birthday: '1988-01-02', address: 'Cebu', nationality: 'Filipino' } });
    expect((await call(t, 'claimRegisterPromotion', { as: m, body: { promotionId: promo.SIGNUP100! } })).body.success).toBe(true);
    expect(await status()).toEqual({ required: 300, played: 0, remaining: 300 });

    const refused = (await withdraw(100)).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'withdraw.turnover.pending', value: { required: 300, played: 0, remaining: 300 } });
    expect(refused.message).toContain('₱300.00');
    expect(await balance(t, m)).toBe(60_000);

    // ₱150 staked and ₱120 won back: the stake counts, whatever the result. A rolled-back or open round counts nothing.
    await play(m, 15_000, 12_000);
    const token = await createGameToken(t.deps, m.memberId, GAME.nodeId);
    await walletCall(t, 'bet', betBody(token, 5_000));
    expect(await status()).toEqual({ required: 300, played: 150, remaining: 150 });
    expect((await withdraw(100)).body).toMatchObject({ errorCode: 'withdraw.turnover.pending', value: { remaining: 150 } });

    t.clock.advance(HOUR);
    m = await again(m);
    await play(m, 10_000);
    await play(m, 5_000, 30_000);
    expect(await status()).toEqual({ required: 300, played: 300, remaining: 0 });
    const accepted = (await withdraw(100)).body;
    expect(accepted).toMatchObject({ success: true, value: { amount: 100, status: 'pending' } });
    const [requirement] = await t.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, m.memberId));
    expect(requirement!.completedAt).not.toBeNull();
    expect(await status()).toEqual({ required: 0, played: 0, remaining: 0 });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});
