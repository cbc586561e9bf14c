// The job runner (server/jobs), on PGlite and PostgreSQL: each (job, period) runs once across instances on one
// database, a run whose process died is finished by the next runner after its lease, a run that threw is tried
// again, a restarted runner catches up what it missed (bounded), and the platform's jobs do their work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testConfig } from '../../../server/config.ts';
import { outboxSms, type Deps } from '../../../server/deps.ts';
import type { OpenDatabase } from '../../../server/db/open.ts';
import { jobRuns } from '../../../server/db/schema-jobs.ts';
import { bankAccounts, depositOrders, withdrawalParts, withdrawals } from '../../../server/db/schema-wallet.ts';
import { members } from '../../../server/db/schema.ts';
import { buildServer } from '../../../server/app.ts';
import { seedDemoData } from '../../../server/seed/seed.ts';
import { holdWithdrawal } from '../../../server/withdrawal/place-withdrawal.ts';
import { JobRunner, type JobDefinition, type Period } from '../../../server/jobs/runner.ts';
import { runOpsCommand } from '../../../server/ops/commands.ts';
import { dbKinds, fixedClock, sharedDatabase, startTestServer, testRandom } from '../test-server.ts';
import { signedInMember, type TestServer } from '../wallet-helpers.ts';
import { call } from '../call-client.ts';

const MINUTE = 60_000;

/** A job that records every period it runs, and can be made to throw or to hang. */
function countingJob(name: string, opts: { catchUp?: number } = {}) {
  const runs: Period[] = [];
  let failNext = false;
  let hang: Promise<void> | null = null;
  const job: JobDefinition = {
    name,
    everyMs: MINUTE,
    catchUp: opts.catchUp ?? 3,
    async run(_deps, period) {
      const waitFor = hang;
      hang = null;
      if (waitFor) await waitFor;
      if (failNext) {
        failNext = false;
        throw new Error('the work broke');
      }
      runs.push(period);
      return `ran ${period.from.toISOString()}`;
    },
  };
  return {
    job,
    runs,
    failOnce: () => void (failNext = true),
    /** The next run waits until the returned function is called. */
    hangNext() {
      let release!: () => void;
      hang = new Promise((r) => (release = r));
      return release;
    },
  };
}

describe.each(dbKinds)('the job runner on %s', (kind) => {
  const clock = fixedClock(new Date('2026-11-21T08:00:30Z'));
  let closeDatabase: (() => Promise<void>) | undefined;
  let dbs: OpenDatabase[];

  beforeAll(async () => {
    const shared = await sharedDatabase(kind);
    closeDatabase = shared.close;
    dbs = shared.dbs;
  });

  afterAll(async () => {
    await closeDatabase?.();
  });

  const deps = (i: number): Deps => ({ db: dbs[i]!.db, clock, random: testRandom(i + 1), sms: outboxSms(dbs[i]!.db, clock), config: testConfig() });
  const rows = (job: string) => dbs[0]!.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.periodStart);

  it('two instances on one database run each period of a job once', async () => {
    const c = countingJob('count-two');
    const a = new JobRunner(deps(0), [c.job]);
    const b = new JobRunner(deps(1), [c.job]);
    for (let i = 0; i < 4; i++) {
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      clock.advance(MINUTE);
    }
    const started = c.runs.map((p) => p.from.toISOString());
    expect(new Set(started).size).toBe(started.length);
    // 3 periods caught up at the first tick, then one more per minute.
    expect(started).toHaveLength(6);
    expect((await rows('count-two')).map((r) => [r.status, r.attempts])).toEqual(Array.from({ length: 6 }, () => ['done', 1]));
  });

  it('two servers on one database run each period of every platform job once, and pay a withdrawal once', async () => {
    const config = testConfig({ wallet: { ...testConfig().wallet, demoPayoutMinutes: 1 } });
    await seedDemoData(dbs[0]!.db, clock, config.merchant);
    const servers = await Promise.all([0, 1].map((i) => buildServer({ ...deps(i), config })));
    try {
      const [demo] = await dbs[0]!.db.select().from(members).where(eq(members.account, 'demo'));
      const [bank] = await dbs[0]!.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, demo!.id));
      const { row } = await holdWithdrawal({ ...deps(0), config }, { memberId: demo!.id, amount: 10_001, bankAccount: bank!, requestId: 'two-servers-1' });
      const reports = [];
      for (let i = 0; i < 3; i++) {
        clock.advance(MINUTE);
        reports.push(...(await Promise.all(servers.map((s) => s.jobs.runDue()))).flat());
      }
      const runs = reports.map((r) => `${r.job} ${r.period.from.toISOString()}`);
      expect(new Set(runs).size).toBe(runs.length);
      expect(reports.filter((r) => !r.ok)).toEqual([]);
      const stored = await dbs[0]!.db.select().from(jobRuns);
      expect(stored.filter((r) => r.status !== 'done' || r.attempts !== 1).filter((r) => !r.job.startsWith('count-'))).toEqual([]);
      const parts = await dbs[0]!.db.select().from(withdrawalParts).where(eq(withdrawalParts.withdrawalId, row.id));
      expect(parts.map((p) => p.amount).sort()).toEqual([5_000, 5_001]);
    } finally {
      for (const s of servers) await s.close();
    }
    // It seeds the whole demo (its seeding at a moved clock is part of what it tests): 30 s was too short on a busy machine.
  }, 90_000);

  it('a run whose instance died is finished by the next runner once its lease has run out, not before', async () => {
    const c = countingJob('count-crash', { catchUp: 1 });
    const dying = new JobRunner(deps(0), [c.job], { leaseMs: 5 * MINUTE });
    const release = c.hangNext();
    const stuck = dying.runDue(); // claims the period, then hangs as a killed process would stay silent
    await expect.poll(async () => (await rows('count-crash')).map((r) => r.status)).toEqual(['running']);
    const next = new JobRunner(deps(1), [c.job]);
    expect(await next.runDue()).toEqual([]);
    clock.advance(5 * MINUTE);
    // Five minutes on: the lease is out, the dead run's period is taken over (and the newest period run too).
    const reports = await next.runDue();
    const period = (await rows('count-crash'))[0]!;
    expect(reports.map((r) => r.period.from.toISOString())).toContain(period.periodStart.toISOString());
    expect(period).toMatchObject({ status: 'done', attempts: 2 });
    // The dead claimer coming back cannot mark the taken-over run as its own.
    release();
    await stuck;
    expect(c.runs.filter((p) => p.from.getTime() === period.periodStart.getTime())).toHaveLength(2);
    expect((await rows('count-crash'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a run that threw is marked failed and tried again at the next tick', async () => {
    const c = countingJob('count-fail', { catchUp: 1 });
    const runner = new JobRunner(deps(0), [c.job]);
    c.failOnce();
    const [failed] = await runner.runDue();
    expect(failed).toMatchObject({ ok: false, outcome: 'the work broke' });
    expect((await rows('count-fail')).map((r) => r.status)).toEqual(['failed']);
    const [retried] = await runner.runDue();
    expect(retried).toMatchObject({ ok: true, period: failed!.period });
    expect((await rows('count-fail'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a tick still under way when the timer fires again is not queued behind it, so stopping waits for one tick', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    // Broken every time: each tick that runs finds the failed period due again and tries it once more.
    const job: JobDefinition = {
      name: 'count-busy',
      everyMs: MINUTE,
      catchUp: 1,
      run: async () => (attempts++, await held, Promise.reject(new Error('still broken'))),
    };
    const runner = new JobRunner(deps(0), [job]);
    runner.start(1);
    await expect.poll(() => attempts).toBe(1);
    // The timer fires many times while the first tick waits (a queued tick would each run the job once more).
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await runner.stop();
    expect(attempts).toBe(1);
  });

  it('a restarted runner catches up the periods it missed, at most catchUp of them', async () => {
    const c = countingJob('count-restart', { catchUp: 10 });
    await new JobRunner(deps(0), [c.job]).runDue();
    const before = c.runs.length;
    clock.advance(4 * MINUTE); // down for four minutes
    const reports = await new JobRunner(deps(1), [c.job]).runDue();
    expect(reports).toHaveLength(4);
    expect(c.runs.length - before).toBe(4);
    clock.advance(60 * MINUTE); // down for an hour: only the last ten
    expect(await new JobRunner(deps(0), [c.job]).runDue()).toHaveLength(10);
  });
});

describe.each(dbKinds)('the platform jobs on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ kind });
  });
  afterAll(() => t.close());

  it('deposit expiry and withdrawal deadlines are written by their jobs, not by reads', async () => {
    const m = await signedInMember(t, 500_000);
    const orderNo = (await call(t, 'createDepositOrder', { as: m, body: { method: 'GCASH', amount: 100 } })).body.value.orderNo as string;
    const account = (await call(t, 'addBankAccount', { as: m, body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234564821' } })).body
      .value;
    await call(t, 'setPaymentPassword', { as: m, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } });
    const asked = (await call(t, 'withdraw', { as: m, body: { paymentPassword: '135790', requestId: 'jobs-test-1', amount: 200, bankAccountId: account.id } }))
      .body;
    expect(asked).toMatchObject({ errorCode: '', success: true });
    const w = asked.value;
    await runOpsCommand(t.deps, 'withdrawal-pay', { id: w.id, amount: 200 });
    t.clock.advance(31 * MINUTE);

    // The member sees both as they are now...
    expect((await call(t, 'depositOrder', { as: m, query: { orderNo } })).body.value.status).toBe('expired');
    expect((await call(t, 'withdrawal', { as: m, query: { id: w.id } })).body.value.status).toBe('completed');
    const stored = async () => ({
      order: (await t.db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)))[0]!.status,
      withdrawal: (await t.db.select().from(withdrawals).where(eq(withdrawals.id, w.id)))[0]!.status,
    });
    // ...but only the jobs write it.
    expect(await stored()).toEqual({ order: 'pending', withdrawal: 'paid' });
    const reports = await t.app.jobs.runDue();
    expect(reports.filter((r) => !r.ok)).toEqual([]);
    expect(await stored()).toEqual({ order: 'expired', withdrawal: 'completed' });
    const [run] = await t.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'deposit-expiry'), eq(jobRuns.status, 'done')))
      .orderBy(jobRuns.periodStart);
    expect(run).toBeDefined();
  });

  it('`clock advance` runs the jobs the new time makes due, and `jobs run` runs what is due', async () => {
    const deps = { ...t.deps, clock: Object.assign(fixedClock(t.clock.now()), {}) };
    const out = await runOpsCommand(deps, 'clock-advance', { minutes: 2 }, { jobs: new JobRunner(deps, t.app.jobs.jobs) });
    expect(out).toMatch(/The server's clock now reads .*\n(.|\n)*withdrawal-deadlines/);
    expect(await runOpsCommand(deps, 'jobs-run', {})).toBe('No job was due.');
  });
});
