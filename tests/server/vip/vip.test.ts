// VIP levels (issue 13 item 4) through the real server: deposits through the demo payment provider and rounds
// through the vendor's signed wallet calls raise a member's level when the vip-upgrades job runs, with one upgrade
// bonus per level passed, once; ALL and ANY levels; trial accounts never rise; the monthly maintenance drops a
// member who missed the keep figures one level, once per month; the progress call's figures are what was played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { members } from '../../../server/db/schema.ts';
import { games } from '../../../server/db/schema-games.ts';
import { rewards, settlements, vipChanges } from '../../../server/db/schema-economy.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { maintainLevels, upgradeDue } from '../../../server/vip/service.ts';
import { previousPeriod } from '../../../server/shared/periods.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, startTestServer } from '../test-server.ts';
import { GAME, betBody, newPlayer, rollbackBody, walletCall, winBody } from '../vendor-helpers.ts';
import { type TestServer } from '../wallet-helpers.ts';
import { call } from '../call-client.ts';

interface Player {
  memberId: number;
  account: string;
  /** The session token (API calls). */
  token: string;
  /** The game token (vendor wallet calls). */
  gameToken: string;
}

const FIVE_MINUTES = 5 * 60_000;

async function player(t: TestServer, funds: number, type = 0): Promise<Player> {
  const p = await newPlayer(t, funds, type);
  return { memberId: p.memberId, account: p.account, gameToken: p.token, token: await createSession(t.deps, p.memberId) };
}

/** A settled round: a bet of `stake` centavos and a win of `win` (0: a lost bet that closes the round). */
async function play(t: TestServer, p: Player, stake: number, win = stake) {
  const bet = betBody(p.gameToken, stake, { closed: win === 0 });
  expect((await walletCall(t, 'bet', bet)).status).toBe('RS_OK');
  if (win > 0) expect((await walletCall(t, 'win', winBody(p.gameToken, bet, win))).status).toBe('RS_OK');
}

/** A paid deposit of `pesos` through the demo provider's pay page. */
async function deposit(t: TestServer, p: Player, pesos: number) {
  const created = await call(t, 'createDepositOrder', { as: p, body: { method: 'GCASH', amount: pesos } });
  expect(created.body.success).toBe(true);
  const url = new URL(created.body.value.payUrl!, 'http://x');
  const paid = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}/pay`,
    payload: `t=${url.searchParams.get('t')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.body).toContain('successful');
}

/** Moves the clock past the next 5-minute period and runs what is due. */
async function runJobs(t: TestServer) {
  t.clock.advance(FIVE_MINUTES);
  return t.app.jobs.runDue();
}

const levelOf = async (t: TestServer, p: Player) => (await t.db.select({ l: members.vipLevel }).from(members).where(eq(members.id, p.memberId)))[0]!.l;
const upgradeRewards = (t: TestServer, p: Player) =>
  t.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.memberId, p.memberId), like(rewards.key, 'vip-upgrade:%')))
    .orderBy(rewards.id);
const info = async (t: TestServer, p: Player) => (await call(t, 'memberInfo', { as: p })).body.value;
const progress = async (t: TestServer, p: Player) => {
  const res = await call(t, 'rankProgress', { as: p });
  expect(res.status).toBe(200);
  return res.body.value;
};

describe.each(dbKinds)('VIP upgrades on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it('shows every level with its requirements and benefits to anyone', async () => {
    const res = await call(t, 'vipLevels');
    expect(res.status).toBe(200);
    const { levels } = res.body.value;
    expect(levels.map((l: { name: string }) => l.name)).toEqual(Array.from({ length: 11 }, (_, i) => `VIP ${i}`));
    expect(levels[0]).toMatchObject({ level: 0, depositRequired: 0, validBetRequired: 0, upgradeBonus: 0, rebateExtraPercent: 0 });
    expect(levels[1]).toMatchObject({
      level: 1,
      conditionType: 'ANY',
      depositRequired: 100,
      validBetRequired: 500,
      upgradeBonus: 18,
      upgradeTurnoverMultiple: 1,
    });
    expect(levels[3]).toMatchObject({ conditionType: 'ALL', depositRequired: 5000, validBetRequired: 20000 });
    expect(levels[10]).toMatchObject({ rebateExtraPercent: 0.3 });
    // Rebates by game type at the level: the base rate plus the level's extra; poker has none and is left out.
    const rng = levels[10]!.rebates.find((r: { gameType: string }) => r.gameType === 'RNG');
    expect(rng).toEqual({ gameType: 'RNG', percent: 1.5, extraPercent: 0.3 });
    expect(levels[10]!.rebates.some((r: { gameType: string }) => r.gameType === 'PVP')).toBe(false);
    // Requirements, bonuses, rebates and withdrawals never fall from one level to the next.
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]!.depositRequired).toBeGreaterThan(levels[i - 1]!.depositRequired);
      expect(levels[i]!.validBetRequired).toBeGreaterThan(levels[i - 1]!.validBetRequired);
      expect(levels[i]!.upgradeBonus).toBeGreaterThan(levels[i - 1]!.upgradeBonus);
      expect(levels[i]!.rebateExtraPercent).toBeGreaterThan(levels[i - 1]!.rebateExtraPercent);
      expect(levels[i]!.dailyWithdrawals).toBeGreaterThanOrEqual(levels[i - 1]!.dailyWithdrawals);
    }
  });

  it('refuses the progress to a visitor (401) and to a trial player (403)', async () => {
    expect((await call(t, 'rankProgress')).status).toBe(401);
    const trial = await player(t, 0, 4);
    const res = await call(t, 'rankProgress', { as: trial });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('member.trial');
  });

  it('raises a member who played ₱500 of valid bets to VIP 1 (ANY) at the next run, once, with one bonus', async () => {
    const p = await player(t, 100_000);
    for (let i = 0; i < 4; i++) await play(t, p, 10_000);
    const before = await progress(t, p);
    expect(before).toMatchObject({
      level: 0,
      name: 'VIP 0',
      next: { level: 1, name: 'VIP 1' },
      conditionType: 'ANY',
      completedConditions: 0,
      totalConditions: 1,
      keep: null,
    });
    expect(before.conditions).toEqual([
      { kind: 'totalDeposit', actual: 0, expected: 100, met: false },
      { kind: 'totalValidBet', actual: 400, expected: 500, met: false },
    ]);
    await play(t, p, 10_000, 0);
    expect((await progress(t, p)).conditions[1]).toEqual({ kind: 'totalValidBet', actual: 500, expected: 500, met: true });
    // Nothing changes before the job runs.
    expect(await info(t, p)).toMatchObject({ vipLabelName: 'VIP 0', hasVip: false, vipRankLevel: 0 });

    const reports = await runJobs(t);
    expect(reports.find((r) => r.job === 'vip-upgrades')).toMatchObject({ ok: true });
    expect(await info(t, p)).toMatchObject({ vipLevel: 1, vipLabelName: 'VIP 1', hasVip: true, vipRankLevel: 1 });
    const issued = await upgradeRewards(t, p);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      key: `vip-upgrade:${p.memberId}:1`,
      type: 'UPGRADE_BONUS',
      title: 'VIP 1 upgrade bonus',
      amount: 1_800,
      turnoverMultiple: 1,
      status: 'available',
    });
    expect(issued[0]!.expiresAt!.getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);
    expect(await t.db.select().from(vipChanges).where(eq(vipChanges.memberId, p.memberId))).toMatchObject([{ fromLevel: 0, toLevel: 1, reason: 'upgrade' }]);

    const after = await progress(t, p);
    expect(after).toMatchObject({ level: 1, next: { level: 2 }, upgradeBonusWaiting: { count: 1, amount: 18 } });
    expect(after.keep).toMatchObject({
      keepType: 'ANY',
      monthlyValidBet: { actual: 500, expected: 500, met: true },
      monthlyDeposit: { actual: 0, expected: 100, met: false },
      kept: true,
    });

    // Later runs, and the operator's full check, issue nothing more.
    await runJobs(t);
    await runJobs(t);
    expect(await runOpsCommand(t.deps, 'vip-check', {})).toBe('No member reached a higher VIP level.');
    expect(await upgradeRewards(t, p)).toHaveLength(1);
    expect(await levelOf(t, p)).toBe(1);
  });

  it('passes several levels at once with one bonus for each, and holds at an ALL level until both figures are met', async () => {
    const p = await player(t, 2_000_000);
    await deposit(t, p, 5_000);
    const mid = await progress(t, p);
    // VIP 1 and 2 are ANY (the deposit alone meets them); VIP 3 is ALL: ₱5,000 deposited and ₱20,000 of valid bets.
    expect(mid).toMatchObject({ level: 0, next: { level: 1 } });
    await runJobs(t);
    expect(await levelOf(t, p)).toBe(2);
    expect((await upgradeRewards(t, p)).map((r) => [r.key, r.amount])).toEqual([
      [`vip-upgrade:${p.memberId}:1`, 1_800],
      [`vip-upgrade:${p.memberId}:2`, 5_800],
    ]);
    const atTwo = await progress(t, p);
    expect(atTwo).toMatchObject({
      level: 2,
      next: { level: 3 },
      conditionType: 'ALL',
      completedConditions: 1,
      totalConditions: 2,
      upgradeBonusWaiting: { count: 2, amount: 76 },
    });
    expect(atTwo.conditions).toEqual([
      { kind: 'totalDeposit', actual: 5000, expected: 5000, met: true },
      { kind: 'totalValidBet', actual: 0, expected: 20000, met: false },
    ]);

    await play(t, p, 1_999_900);
    await runJobs(t);
    expect(await levelOf(t, p)).toBe(2);
    await play(t, p, 100);
    await runJobs(t);
    expect(await levelOf(t, p)).toBe(3);
    expect((await upgradeRewards(t, p)).map((r) => r.key)).toEqual([1, 2, 3].map((l) => `vip-upgrade:${p.memberId}:${l}`));
    expect((await info(t, p)).vipLabelName).toBe('VIP 3');
  });

  it("counts only settled rounds' valid bets: open and rolled-back rounds count 0, excluded games count their share", async () => {
    const p = await player(t, 1_000_000);
    await play(t, p, 20_000);
    const open = betBody(p.gameToken, 30_000);
    await walletCall(t, 'bet', open);
    const undone = betBody(p.gameToken, 40_000);
    await walletCall(t, 'bet', undone);
    await walletCall(t, 'rollback', rollbackBody(p.gameToken, undone));
    expect((await progress(t, p)).conditions[1]).toMatchObject({ actual: 200 });
    await walletCall(t, 'win', winBody(p.gameToken, open, 0));
    expect((await progress(t, p)).conditions[1]).toMatchObject({ actual: 500 });

    // An operator excludes 40 % of the game's bets from valid bets.
    await t.db.update(games).set({ excludedBp: 4_000 }).where(eq(games.nodeId, GAME.nodeId));
    try {
      await play(t, p, 10_001);
      // 10,001 x 0.6 = 6,000.6 centavos, rounded down per round; every round of the game now counts 60 %.
      expect((await progress(t, p)).conditions[1]).toMatchObject({ actual: (12_000 + 18_000 + 6_000) / 100 });
    } finally {
      await t.db.update(games).set({ excludedBp: 0 }).where(eq(games.nodeId, GAME.nodeId));
    }
  });

  it('never raises a trial account, whatever it plays', async () => {
    const trial = await player(t, 1_000_000, 4);
    for (let i = 0; i < 3; i++) await play(t, trial, 100_000);
    await runJobs(t);
    await runOpsCommand(t.deps, 'vip-check', {});
    expect(await levelOf(t, trial)).toBe(0);
    expect(await upgradeRewards(t, trial)).toHaveLength(0);
  });

  it('lets the operator set a level without a bonus; lowering it restarts the totals that count', async () => {
    const p = await player(t, 0);
    await deposit(t, p, 1_000);
    expect(await runOpsCommand(t.deps, 'vip-set', { account: p.account, level: 5 })).toBe(`${p.account} moved from VIP level 0 to 5.`);
    await runJobs(t);
    expect(await levelOf(t, p)).toBe(5);
    expect(await upgradeRewards(t, p)).toHaveLength(0);
    expect((await info(t, p)).vipLabelName).toBe('VIP 5');
    // A VIP 5 member may withdraw 8 times a day (the level's benefit; the merchant's own count is 5).
    expect((await call(t, 'withdrawInfo', { as: p })).body.value).toMatchObject({ dailyCount: 8, remainingToday: 8 });

    await runOpsCommand(t.deps, 'vip-set', { account: p.account, level: 0 });
    const restarted = await progress(t, p);
    expect(restarted).toMatchObject({ level: 0, countedSince: t.clock.now().toISOString() });
    expect(restarted.conditions[0]).toMatchObject({ kind: 'totalDeposit', actual: 0 });
    await runJobs(t);
    expect(await levelOf(t, p)).toBe(0);

    await expect(runOpsCommand(t.deps, 'vip-set', { account: p.account, level: 11 })).rejects.toThrow('No VIP level 11.');
    await expect(runOpsCommand(t.deps, 'vip-set', { account: 'nobody-here', level: 1 })).rejects.toThrow('No account nobody-here.');
    await expect(runOpsCommand(t.deps, 'vip-set', { account: p.account, level: -1 })).rejects.toThrow('Usage');
  });

  it('issues each level its bonus once however the runs overlap', async () => {
    const p = await player(t, 100_000);
    await play(t, p, 50_000);
    const now = t.clock.now();
    const outcomes = await Promise.all([upgradeDue(t.db, now), upgradeDue(t.db, now), upgradeDue(t.db, now)]);
    expect(outcomes.reduce((sum, o) => sum + o.upgraded.filter((u) => u.memberId === p.memberId).length, 0)).toBe(1);
    expect(await upgradeRewards(t, p)).toHaveLength(1);
    expect(await t.db.select().from(vipChanges).where(eq(vipChanges.memberId, p.memberId))).toHaveLength(1);
  });
});

describe.each(dbKinds)('VIP monthly maintenance on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it("drops a member who missed the month's keep figures one level, once; keeps the others", async () => {
    const offset = t.deps.config.wallet.timeZoneOffsetMinutes;
    const atLevel = async (level: number) => {
      const p = await player(t, 5_000_000);
      await t.db.update(members).set({ vipLevel: level }).where(eq(members.id, p.memberId));
      return p;
    };
    // VIP 2 keeps with ₱2,000 of valid bets OR ₱300 deposited; VIP 5 needs ₱40,000 of valid bets AND ₱8,000 deposited.
    const idle = await atLevel(2);
    const smallPlay = await atLevel(2);
    await play(t, smallPlay, 150_000);
    const depositor = await atLevel(2);
    await deposit(t, depositor, 300);
    const player2 = await atLevel(2);
    await play(t, player2, 200_000);
    const halfAll = await atLevel(5);
    await deposit(t, halfAll, 8_000);
    const fullAll = await atLevel(5);
    await deposit(t, fullAll, 8_000);
    await play(t, fullAll, 4_000_000);
    const atZero = await atLevel(0);
    const trial = await player(t, 0, 4);
    // Reaches VIP 1 this month through the upgrade job: not demoted for the month it rose in.
    const risen = await player(t, 100_000);
    await play(t, risen, 50_000);
    await runJobs(t);
    expect(await levelOf(t, risen)).toBe(1);

    expect((await progress(t, idle)).keep).toMatchObject({
      keepType: 'ANY',
      kept: false,
      dropsTo: 'VIP 1',
      raisedThisMonth: false,
      monthEnd: '2026-11-30T16:00:00.000Z',
    });
    expect((await progress(t, risen)).keep).toMatchObject({ kept: true, raisedThisMonth: true });
    expect((await progress(t, smallPlay)).keep).toMatchObject({ monthlyValidBet: { actual: 1500, expected: 2000, met: false }, kept: false });
    expect((await progress(t, halfAll)).keep).toMatchObject({
      keepType: 'ALL',
      monthlyDeposit: { actual: 8000, met: true },
      monthlyValidBet: { met: false },
      kept: false,
    });

    // Just before the month closes (midnight in the members' time zone, GMT+8), nothing is judged.
    t.clock.advance(Date.parse('2026-11-30T15:58:00Z') - t.clock.now().getTime());
    await t.app.jobs.runDue();
    expect(await levelOf(t, idle)).toBe(2);
    // The hour holding the close ends at 16:00 UTC: the month is judged then.
    t.clock.advance(Date.parse('2026-11-30T16:00:30Z') - t.clock.now().getTime());
    const reports = await t.app.jobs.runDue();
    expect(reports.find((r) => r.job === 'vip-maintenance' && r.outcome.startsWith('m2026-11'))).toMatchObject({ ok: true });

    const levels = Object.fromEntries(
      await Promise.all(
        Object.entries({ idle, smallPlay, depositor, player2, halfAll, fullAll, atZero, trial, risen }).map(async ([k, p]) => [k, await levelOf(t, p)]),
      ),
    );
    expect(levels).toEqual({ idle: 1, smallPlay: 1, depositor: 2, player2: 2, halfAll: 4, fullAll: 5, atZero: 0, trial: 0, risen: 1 });
    expect(await t.db.select().from(vipChanges).where(eq(vipChanges.memberId, idle.memberId))).toMatchObject([
      { fromLevel: 2, toLevel: 1, reason: 'maintenance' },
    ]);
    const keepRows = await t.db.select().from(settlements).where(eq(settlements.rule, 'vip-keep'));
    expect(keepRows.find((r) => r.memberId === smallPlay.memberId)).toMatchObject({ period: 'm2026-11', basis: 150_000, amount: 0 });
    expect(keepRows.some((r) => r.memberId === risen.memberId || r.memberId === atZero.memberId || r.memberId === trial.memberId)).toBe(false);

    // Sessions last a day: sign the members in again after the jump.
    for (const p of [idle, smallPlay]) p.token = await createSession(t.deps, p.memberId);
    // Once per month: the job again, the function again (now at the lower level), the upgrade job after it.
    const month = previousPeriod('month', t.clock.now(), offset);
    expect(await maintainLevels(t.db, t.clock.now(), month)).toEqual({ judged: 0, demoted: [] });
    for (let i = 0; i < 3; i++) await runJobs(t);
    await runOpsCommand(t.deps, 'vip-check', {});
    expect(await levelOf(t, idle)).toBe(1);
    expect(await levelOf(t, halfAll)).toBe(4);
    expect(await t.db.select().from(vipChanges).where(eq(vipChanges.memberId, idle.memberId))).toHaveLength(1);
    expect((await info(t, idle)).vipLabelName).toBe('VIP 1');
    // The demotion restarts the totals that count toward the next upgrade.
    expect(await progress(t, smallPlay)).toMatchObject({ level: 1, countedSince: '2026-11-30T16:00:30.000Z', conditions: [{ actual: 0 }, { actual: 0 }] });
  });
});
