// The settlement core (issue 13 item 1, docs/economy.md): the day close draws each day's settled rounds into day
// statistics (valid bet with the game's exclusion share, rolled-back rounds 0, bonus bets apart) and pays the
// rebates per game type once, to the centavo, from the house bonus account: a repeat pays nothing, a run that dies
// before its commit leaves nothing and the next run pays it all once, a restarted server settles the days it
// missed, and two servers on one database settle a day once. On PGlite and, with PG_TEST_URL, on PostgreSQL.
import { LEDGER_OK, ledgerViolations } from '../../../server/ledger/checks.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, like, sql } from 'drizzle-orm';
import { buildServer } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import { outboxSms, type Deps } from '../../../server/deps.ts';
import { queryRows } from '../../../server/db/client.ts';
import { jobRuns } from '../../../server/db/schema-jobs.ts';
import { memberDayStats, settlements, turnoverRequirements } from '../../../server/db/schema-economy.ts';
import { games } from '../../../server/db/schema-games.ts';
import { ledgerTransfers, members } from '../../../server/db/schema.ts';
import { claimReward, issueRewards } from '../../../server/rewards/service.ts';
import { payoutSettlements, settlementKey } from '../../../server/shared/payouts.ts';
import { transfer } from '../../../server/ledger/transfer.ts';
import { closeDay } from '../../../server/jobs/day-close.ts';
import { periodOf } from '../../../server/shared/periods.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, fixedClock, sharedDatabase, startTestServer, testRandom } from '../test-server.ts';
import { balanceOf, newPlayer, type TestServer } from '../vendor-helpers.ts';
import { type TestMember } from '../wallet-helpers.ts';
import { createSession } from '../../../server/session/sessions.ts';
import { DAY, gameOf, passMidnight, playRound, today } from '../economy-helpers.ts';
import { houseBonusAccountId, accountId, memberAccountCode } from '../../../server/ledger/accounts.ts';
import { call } from '../call-client.ts';

const rebateTransfers = (t: Pick<TestServer, 'db'>, memberId: number) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'bonus.rebate'), like(ledgerTransfers.idempotencyKey, `settle:rebate:%:${memberId}:%`)))
    .orderBy(ledgerTransfers.id);

const dayCloseRuns = (reports: { job: string; ok: boolean; outcome: string; period: { from: Date } }[]) => reports.filter((r) => r.job === 'day-close');

describe.each(dbKinds)('the day close on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
    // Settle the seeded days first, so each test sees only its own.
    await t.app.jobs.runDue();
    // The spec's rates, whatever VIP level a test's play reaches (the upgrade job runs in the same tick as the close);
    // the VIP test below gives its own level an extra.
    await t.db.execute(sql`update vip_levels set rebate_extra_bp = 0`);
  });
  afterAll(() => t.close());

  it('draws valid bets with the exclusion share, counts a rolled-back round 0 and keeps bonus bets apart', async () => {
    const rng = await gameOf(t, 'RNG', 0);
    const rng2 = await gameOf(t, 'RNG', 1);
    const live = await gameOf(t, 'LIVE');
    // A quarter of every bet on the first slot is not a valid bet (an operator's exclusion).
    await t.db.update(games).set({ excludedBp: 2_500 }).where(eq(games.nodeId, rng.nodeId));
    const a = await newPlayer(t, 1_000_000);
    const b = await newPlayer(t, 1_000_000);
    const day = today(t);

    await playRound(t, a.memberId, rng, 10_001, 5_000); // valid 7,500 (7,500.75 down to the centavo)
    await playRound(t, a.memberId, rng2, 3_333); // valid 3,333, lost
    await playRound(t, a.memberId, rng2, 50_000, 'rollback'); // refunded: no bet at all
    await playRound(t, a.memberId, live, 12_345, 20_000); // valid 12,345

    // B claims a ₱10.00 reward with 5x turnover: ₱50.00 of valid bets to play, which earn no rebate.
    const [rewardId] = await issueRewards(t.db, t.clock.now(), [
      { key: `test-turnover:${b.memberId}`, memberId: b.memberId, type: 'MANUAL', title: 'Test', amount: 1_000, turnoverMultiple: 5 },
    ]);
    await claimReward(t.db, t.clock, 'PHP', b.memberId, rewardId!);
    t.clock.advance(1_000);
    await playRound(t, b.memberId, rng2, 3_000); // bonus: 3,000 of 5,000 played
    t.clock.advance(1_000);
    await playRound(t, b.memberId, rng2, 3_000); // bonus: reaches the 5,000, the turnover closes here
    t.clock.advance(1_000);
    await playRound(t, b.memberId, rng2, 4_000); // after it: an ordinary valid bet again

    passMidnight(t);
    const reports = dayCloseRuns(await t.app.jobs.runDue());
    expect(reports.map((r) => [r.period.from.toISOString(), r.ok])).toEqual([[day.from.toISOString(), true]]);

    const stats = await t.db.select().from(memberDayStats).where(eq(memberDayStats.day, day.key));
    const of = (memberId: number) =>
      stats
        .filter((s) => s.memberId === memberId)
        .map(({ gameType, rounds, bet, validBet, bonusBet, win }) => ({ gameType, rounds, bet, validBet, bonusBet, win }))
        .sort((x, y) => x.gameType.localeCompare(y.gameType));
    expect(of(a.memberId)).toEqual([
      { gameType: 'LIVE', rounds: 1, bet: 12_345, validBet: 12_345, bonusBet: 0, win: 20_000 },
      { gameType: 'RNG', rounds: 2, bet: 13_334, validBet: 10_833, bonusBet: 0, win: 5_000 },
    ]);
    expect(of(b.memberId)).toEqual([{ gameType: 'RNG', rounds: 3, bet: 10_000, validBet: 10_000, bonusBet: 6_000, win: 0 }]);
    const [requirement] = await t.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, b.memberId));
    expect(requirement!.completedAt).not.toBeNull();
  });

  it('pays each member the rebate per game type to the centavo after midnight, once', async () => {
    const rng = await gameOf(t, 'RNG', 1);
    const live = await gameOf(t, 'LIVE');
    const fish = await gameOf(t, 'FISH');
    const pvp = await gameOf(t, 'PVP');
    const a = await newPlayer(t, 2_000_000);
    const day = today(t);
    await playRound(t, a.memberId, rng, 12_345, 10_000);
    await playRound(t, a.memberId, rng, 8_765);
    await playRound(t, a.memberId, live, 33_333, 70_000);
    await playRound(t, a.memberId, fish, 99); // 1 % of 0.99 is below a centavo: no rebate
    await playRound(t, a.memberId, pvp, 50_000); // PVP has no rebate
    const before = await balanceOf(t, a.memberId);

    passMidnight(t);
    const reports = dayCloseRuns(await t.app.jobs.runDue());
    expect(reports).toHaveLength(1);
    expect(reports[0]!.outcome).toMatch(/rebates: \d+ row\(s\), \d+ paid/);

    // RNG 1.2 % of 211.10 = 2.5332 -> 2.53; LIVE 0.8 % of 333.33 = 2.66664 -> 2.66.
    const rows = await t.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.memberId, a.memberId), eq(settlements.period, day.key)));
    expect(rows.map((r) => [r.rule, r.basis, r.amount, r.transferId !== null]).sort()).toEqual([
      ['rebate:LIVE', 33_333, 266, true],
      ['rebate:RNG', 21_110, 253, true],
    ]);
    expect(await balanceOf(t, a.memberId)).toBe(before + 253 + 266);
    const transfers = await rebateTransfers(t, a.memberId);
    expect(transfers.map((x) => [x.idempotencyKey, x.amount, x.memo]).sort()).toEqual([
      [`settle:rebate:LIVE:${a.memberId}:${day.key}`, 266, `Rebate LIVE ${day.key}`],
      [`settle:rebate:RNG:${a.memberId}:${day.key}`, 253, `Rebate RNG ${day.key}`],
    ]);

    // The member sees them in Bonus details.
    const m: TestMember = { ...a, token: await createSession(t.deps, a.memberId) };
    const details = (await call(t, 'bonusDetails', { as: m, query: { startDate: day.key, endDate: today(t).key } })).body.value;
    expect(details.totalIn).toBe(5.19);

    // Again: the runner has the day done; the close itself run again writes and pays nothing.
    expect(dayCloseRuns(await t.app.jobs.runDue())).toEqual([]);
    expect(await closeDay(t.deps, day)).toMatch(new RegExp(`^${day.key}: 0 stat row\\(s\\); rebates: 0 row\\(s\\), 0 paid, 0.00;`));
    expect(await balanceOf(t, a.memberId)).toBe(before + 253 + 266);
    expect(await rebateTransfers(t, a.memberId)).toHaveLength(2);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('a VIP level raises the rates where the base rate is above 0', async () => {
    await t.db.execute(sql`insert into vip_levels (level, name, deposit_required, valid_bet_required, condition_type, keep_deposit, keep_valid_bet, keep_type,
                             upgrade_bonus, upgrade_turnover_multiple, rebate_extra_bp, daily_withdrawals)
                           values (7, 'VIP 7', 0, 0, 'ANY', 0, 0, 'ANY', 0, 0, 30, 10)
                           on conflict (level) do update set rebate_extra_bp = 30`);
    const a = await newPlayer(t, 1_000_000);
    await t.db.update(members).set({ vipLevel: 7 }).where(eq(members.id, a.memberId));
    const day = today(t);
    await playRound(t, a.memberId, await gameOf(t, 'RNG', 1), 10_000);
    await playRound(t, a.memberId, await gameOf(t, 'PVP'), 10_000);
    passMidnight(t);
    await t.app.jobs.runDue();
    const rows = await t.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.memberId, a.memberId), eq(settlements.period, day.key)));
    // RNG (1.2 + 0.3) % of 100.00; PVP stays without rebate.
    expect(rows.map((r) => [r.rule, r.amount])).toEqual([['rebate:RNG', 150]]);
  });

  it('a run that dies before its commit leaves nothing paid, and the next run pays it all once', async () => {
    const a = await newPlayer(t, 1_000_000);
    const day = today(t);
    await playRound(t, a.memberId, await gameOf(t, 'RNG', 1), 10_000);
    await playRound(t, a.memberId, await gameOf(t, 'LIVE'), 10_000);
    const before = await balanceOf(t, a.memberId);
    const transfersBefore = (await t.db.select({ n: sql<number>`count(*)` }).from(ledgerTransfers))[0]!.n;

    t.deps.config.failpoint = 'settle-before-commit';
    try {
      passMidnight(t);
      const [failed] = dayCloseRuns(await t.app.jobs.runDue());
      expect(failed).toMatchObject({ ok: false, outcome: expect.stringMatching(/failpoint settle-before-commit/) });
    } finally {
      delete t.deps.config.failpoint;
    }
    expect(await t.db.select().from(settlements).where(eq(settlements.period, day.key))).toEqual([]);
    expect((await t.db.select({ n: sql<number>`count(*)` }).from(ledgerTransfers))[0]!.n).toBe(transfersBefore);
    expect(await balanceOf(t, a.memberId)).toBe(before);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);

    const [retried] = dayCloseRuns(await t.app.jobs.runDue());
    expect(retried).toMatchObject({ ok: true, period: { from: day.from } });
    expect(await balanceOf(t, a.memberId)).toBe(before + 120 + 80);
    expect(await rebateTransfers(t, a.memberId)).toHaveLength(2);
    const [run] = await t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'day-close'), eq(jobRuns.periodStart, day.from)));
    expect(run).toMatchObject({ status: 'done', attempts: 2 });
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it('a server restarted after three missed days settles all three', async () => {
    const a = await newPlayer(t, 1_000_000);
    const days = [];
    for (let i = 0; i < 3; i++) {
      days.push(today(t));
      await playRound(t, a.memberId, await gameOf(t, 'RNG', 1), 10_000 * (i + 1));
      passMidnight(t, 30);
    }
    // The old instance is gone without having run its jobs; a new one starts on the same database.
    const restarted = await buildServer(t.deps);
    try {
      const reports = dayCloseRuns(await restarted.jobs.runDue());
      expect(reports.map((r) => [r.period.from.toISOString(), r.ok])).toEqual(days.map((d) => [d.from.toISOString(), true]));
    } finally {
      await restarted.close();
    }
    const rows = await t.db.select().from(settlements).where(eq(settlements.memberId, a.memberId)).orderBy(settlements.period);
    expect(rows.map((r) => [r.period, r.amount])).toEqual(days.map((d, i) => [d.key, 120 * (i + 1)]));
  });

  it('pays nothing while rebates (MYRBT3) are off', async () => {
    const a = await newPlayer(t, 1_000_000);
    await playRound(t, a.memberId, await gameOf(t, 'RNG', 1), 10_000);
    await runOpsCommand(t.deps, 'flag-set', { modId: 'MYRBT3', enabled: false });
    try {
      passMidnight(t);
      const [run] = dayCloseRuns(await t.app.jobs.runDue());
      expect(run).toMatchObject({ ok: true, outcome: expect.stringContaining('rebates: MYRBT3 off') });
    } finally {
      await runOpsCommand(t.deps, 'flag-set', { modId: 'MYRBT3', enabled: true });
    }
    expect(await rebateTransfers(t, a.memberId)).toEqual([]);
  });
  it("pays any rule's written rows once, links a transfer its key already made, and refuses a key used for other terms", async () => {
    const [a, b, c] = await Promise.all([newPlayer(t, 0), newPlayer(t, 0), newPlayer(t, 0)]);
    const now = t.clock.now();
    const row = (memberId: number, amount: number) => ({ rule: 'test:wage', memberId, period: 'w2026-11-22', basis: amount * 10, amount, createdAt: now });
    await t.db.insert(settlements).values([row(a.memberId, 1_234), row(b.memberId, 0)]);
    const pay = () =>
      t.db.transaction((tx) =>
        payoutSettlements(tx, { rules: [{ rule: 'test:wage', memo: 'Test wage' }], period: 'w2026-11-22', kind: 'bonus.test', currency: 'PHP', now }),
      );
    expect(await pay()).toEqual({ paid: 1, amount: 1_234 });
    expect(await pay()).toEqual({ paid: 0, amount: 0 });
    expect(await balanceOf(t, a.memberId)).toBe(1_234);

    // A transfer under C's key exists already (a run that paid it before its row was kept): linked, not paid again.
    const house = await houseBonusAccountId(t.db, 'PHP');
    const wallet = await accountId(t.db, memberAccountCode(c.memberId), 'PHP', { memberId: c.memberId });
    const earlier = await transfer(t.db, t.clock, {
      key: settlementKey('test:wage', c.memberId, 'w2026-11-22'),
      kind: 'bonus.test',
      fromAccountId: house,
      toAccountId: wallet,
      amount: 500,
    });
    await t.db.insert(settlements).values(row(c.memberId, 500));
    expect(await pay()).toEqual({ paid: 0, amount: 0 });
    const [linked] = await t.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.rule, 'test:wage'), eq(settlements.memberId, c.memberId)));
    expect(linked!.transferId).toBe(earlier.transferId);
    expect(await balanceOf(t, c.memberId)).toBe(500);

    // The same key for another amount: a conflict, and nothing is written.
    const d = await newPlayer(t, 0);
    const dWallet = await accountId(t.db, memberAccountCode(d.memberId), 'PHP', { memberId: d.memberId });
    await transfer(t.db, t.clock, {
      key: settlementKey('test:wage', d.memberId, 'w2026-11-22'),
      kind: 'bonus.test',
      fromAccountId: house,
      toAccountId: dWallet,
      amount: 1,
    });
    await t.db.insert(settlements).values([row(d.memberId, 700), { ...row(a.memberId, 900), rule: 'test:wage', period: 'w2026-11-29' }]);
    await expect(pay()).rejects.toMatchObject({ code: 'ledger.idempotency.conflict' });
    expect(await balanceOf(t, d.memberId)).toBe(1);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });

  it("keeps the day close's runs over its catch-up window, so a settled day is never run again", async () => {
    t.clock.advance(10 * DAY);
    // Ten days on: the job-runs prune drops other jobs' week-old runs, not these.
    expect(dayCloseRuns(await t.app.jobs.runDue())).toHaveLength(10);
    expect(dayCloseRuns(await t.app.jobs.runDue())).toEqual([]);
    // Every day of the catch-up window keeps its done run.
    const window = new Date(today(t).from.getTime() - 31 * DAY);
    const kept = await t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'day-close'), gte(jobRuns.periodStart, window)));
    expect(kept.filter((r) => r.status === 'done')).toHaveLength(31);
    const [old] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from job_runs where job <> 'day-close' and period_end < ${new Date(t.clock.now().getTime() - 7 * DAY).toISOString()}::timestamptz`,
    );
    expect(Number(old!.n)).toBe(0);
  });
});

describe.each(dbKinds)('two servers on one %s database', (kind) => {
  const clock = fixedClock(new Date('2026-11-21T08:00:00Z'));
  let closeDatabase: (() => Promise<void>) | undefined;
  let servers: Awaited<ReturnType<typeof buildServer>>[];
  let deps: Deps[];

  beforeAll(async () => {
    const shared = await sharedDatabase(kind, { seeded: true });
    closeDatabase = shared.close;
    const dbs = shared.dbs;
    deps = dbs.map((d, i) => ({ db: d.db, clock, random: testRandom(i + 1), sms: outboxSms(d.db, clock), config: testConfig() }));
    servers = await Promise.all(deps.map((d) => buildServer(d)));
  });

  afterAll(async () => {
    for (const s of servers ?? []) await s.close();
    await closeDatabase?.();
  });

  it('settle a day exactly once when their jobs run at the same time', async () => {
    const t = { app: servers[0]!, deps: deps[0]!, clock, db: deps[0]!.db } as unknown as TestServer;
    const players = await Promise.all([0, 1, 2].map(() => newPlayer(t, 1_000_000)));
    const day = periodOf('day', clock.now(), 480);
    for (const [i, p] of players.entries()) {
      await playRound(t, p.memberId, await gameOf(t, 'RNG', 1), 10_000 * (i + 1));
      await playRound(t, p.memberId, await gameOf(t, 'LIVE'), 10_000);
    }
    const before = await Promise.all(players.map((p) => balanceOf(t, p.memberId)));
    clock.advance(day.to.getTime() - clock.now().getTime() + 60_000);

    const reports = (await Promise.all([servers[0]!.jobs.runDue(), servers[1]!.jobs.runDue(), servers[0]!.jobs.runDue(), servers[1]!.jobs.runDue()])).flat();
    const closes = dayCloseRuns(reports).map((r) => r.period.from.toISOString());
    expect(new Set(closes).size).toBe(closes.length);
    expect(closes).toContain(day.from.toISOString());
    expect(reports.filter((r) => !r.ok)).toEqual([]);

    // And the close itself, run by both at once past the runner, pays nothing more.
    await Promise.all(deps.map((d) => closeDay(d, day)));
    const after = await Promise.all(players.map((p) => balanceOf(t, p.memberId)));
    expect(after.map((b, i) => b - before[i]!)).toEqual([120 + 80, 240 + 80, 360 + 80]);
    for (const p of players) expect(await rebateTransfers(t, p.memberId)).toHaveLength(2);
    const [paid] = await queryRows<{ n: string }>(t.db, sql`select count(*) as n from settlements where period = ${day.key} and transfer_id is null`);
    expect(Number(paid!.n)).toBe(0);
    expect(await ledgerViolations(t.db)).toEqual(LEDGER_OK);
  });
});
