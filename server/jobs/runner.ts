// The job runner: timed work keyed by (job, period) in job_runs, so each period of a job runs once across any
// number of instances on one database. A claim is one INSERT ... ON CONFLICT DO UPDATE: a new period is taken by
// whoever inserts first; a period whose claimer died (its lease ran out) or whose work threw is taken over by the
// next runner that looks. The work itself must be idempotent per period: a run that died after its work but
// before it was marked done is run again. Time comes from the injected clock, so tests drive it by hand.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { jobRuns } from '../db/schema-jobs.ts';
import type { Deps } from '../deps.ts';
import { jobLag, jobLastTick, jobRuns as jobRunCount } from '../fleet/metrics.ts';
import { marksNow, publishSince } from '../live/job-hints.ts';

export interface Period {
  from: Date;
  to: Date;
}

export interface JobDefinition {
  name: string;
  /** The period's length; periods are aligned to the epoch (plus offsetMs) and run once they have ended. */
  everyMs: number;
  offsetMs?: number;
  /** How many of the latest ended periods a runner makes sure of: a server down longer skips older ones. */
  catchUp: number;
  /** The work of one period; what it returns is kept as the run's outcome. */
  run(deps: Deps, period: Period): Promise<string | void>;
}

export interface RunReport {
  job: string;
  period: Period;
  ok: boolean;
  outcome: string;
}

/** How long a claim is trusted: a run still unfinished after it is taken over by another runner. */
export const DEFAULT_LEASE_MS = 5 * 60_000;
/** Periods that died or failed, retried per job and tick at most. */
const RETRIES_PER_TICK = 10;

/** The periods of a job that have ended by now, the latest `catchUp` of them, oldest first. */
export function endedPeriods(job: Pick<JobDefinition, 'everyMs' | 'offsetMs' | 'catchUp'>, now: Date): Period[] {
  const offset = job.offsetMs ?? 0;
  const current = Math.floor((now.getTime() - offset) / job.everyMs);
  const periods: Period[] = [];
  for (let k = current - job.catchUp; k < current; k++)
    periods.push({ from: new Date(k * job.everyMs + offset), to: new Date((k + 1) * job.everyMs + offset) });
  return periods;
}

export class JobRunner {
  private readonly owner: string;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private everyMs = 0;
  /** Real time (not the injected clock) of the last finished tick: whether the timer still fires is a fact of this process. */
  private lastTickAt = 0;
  private ticking = false;
  /** Set by stop(): a tick under way finishes the period it holds and claims no other. */
  private stopping = false;

  constructor(
    private readonly deps: Deps,
    readonly jobs: readonly JobDefinition[],
    private readonly opts: { leaseMs?: number; owner?: string; log?: (line: string) => void } = {},
  ) {
    const names = new Set(jobs.map((j) => j.name));
    if (names.size !== jobs.length) throw new Error('Two jobs share a name');
    this.owner = opts.owner ?? randomBytes(8).toString('hex');
  }

  /** Runs every due period of every job once (one tick at a time in this process; calls queue up). */
  runDue(): Promise<RunReport[]> {
    const tick = this.queue.then(() => this.tick());
    this.queue = tick.catch(() => undefined);
    return tick;
  }

  /**
   * Ticks on a timer (the server process); tests call runDue themselves. A tick still under way when the timer fires
   * again is not queued behind: on a busy machine, ticks longer than the interval (a day close retried after a
   * failure) piled up without end, and stopping the server waited for all of them.
   */
  start(everyMs: number): void {
    if (this.timer) return;
    this.everyMs = everyMs;
    this.stopping = false;
    this.lastTickAt = Date.now();
    const tick = () => {
      if (this.ticking) return;
      this.ticking = true;
      void this.runDue()
        .catch((err: unknown) => this.opts.log?.(`jobs: the tick failed: ${(err as Error).message}`))
        .finally(() => {
          this.ticking = false;
          this.lastTickAt = Date.now();
          jobLastTick.set(this.lastTickAt / 1000);
        });
    };
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
  }

  /**
   * For /readyz: 'off' when the timer was never started (a test's server), 'ok' while a tick runs or the last one
   * ended within three periods of the timer, else how long ago it ended (the loop is stuck or the timer died).
   */
  health(): string {
    if (!this.everyMs) return 'off';
    if (this.stopping) return 'stopped';
    const since = Date.now() - this.lastTickAt;
    return this.ticking || since < 3 * this.everyMs ? 'ok' : `no tick for ${Math.round(since / 1000)} s`;
  }

  /**
   * Stops the timer and waits for a tick under way, which finishes the period it holds and claims no other: once it
   * returns, this runner holds no lease, and another instance takes the next periods at once.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }

  private async tick(): Promise<RunReport[]> {
    const reports: RunReport[] = [];
    for (const job of this.jobs) {
      if (this.stopping) break;
      for (const period of await this.duePeriods(job)) {
        if (this.stopping) break;
        const report = await this.runClaimed(job, period);
        if (report) reports.push(report);
      }
    }
    return reports;
  }

  /** Periods not done: the latest ended ones, and older ones whose run died or failed. */
  private async duePeriods(job: JobDefinition): Promise<Period[]> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const recent = endedPeriods(job, now);
    const seen = recent.length
      ? await db
          .select({ from: jobRuns.periodStart, status: jobRuns.status, leaseUntil: jobRuns.leaseUntil })
          .from(jobRuns)
          .where(
            and(
              eq(jobRuns.job, job.name),
              inArray(
                jobRuns.periodStart,
                recent.map((p) => p.from),
              ),
            ),
          )
      : [];
    const known = new Map(seen.map((r) => [r.from.getTime(), r]));
    const stale = await db
      .select({ from: jobRuns.periodStart, to: jobRuns.periodEnd })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), or(eq(jobRuns.status, 'failed'), and(eq(jobRuns.status, 'running'), lte(jobRuns.leaseUntil, now)))))
      .orderBy(jobRuns.periodStart)
      .limit(RETRIES_PER_TICK);
    const due = new Map<number, Period>(stale.map((r) => [r.from.getTime(), { from: r.from, to: r.to }]));
    for (const p of recent) {
      const row = known.get(p.from.getTime());
      if (!row || row.status === 'failed' || (row.status === 'running' && row.leaseUntil <= now)) due.set(p.from.getTime(), p);
    }
    return [...due.values()].sort((a, b) => a.from.getTime() - b.from.getTime());
  }

  /** Claims the period and runs it; null when another runner holds or finished it. */
  private async runClaimed(job: JobDefinition, period: Period): Promise<RunReport | null> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const lease = new Date(now.getTime() + (this.opts.leaseMs ?? DEFAULT_LEASE_MS));
    const claimed = await queryRows<{ attempts: number }>(
      db,
      sql`insert into job_runs (job, period_start, period_end, status, owner, lease_until, attempts, started_at)
          values (${job.name}, ${period.from.toISOString()}, ${period.to.toISOString()}, 'running', ${this.owner}, ${lease.toISOString()}, 1, ${now.toISOString()})
          on conflict (job, period_start) do update
            set status = 'running', owner = excluded.owner, lease_until = excluded.lease_until,
                attempts = job_runs.attempts + 1, started_at = excluded.started_at, finished_at = null, outcome = null
            where job_runs.status = 'failed' or (job_runs.status = 'running' and job_runs.lease_until <= excluded.started_at)
          returning attempts`,
    );
    if (claimed.length === 0) return null;
    jobLag.set({ job: job.name }, Math.max(0, now.getTime() - period.to.getTime()) / 1000);
    const mine = and(eq(jobRuns.job, job.name), eq(jobRuns.periodStart, period.from), eq(jobRuns.owner, this.owner), eq(jobRuns.status, 'running'));
    try {
      const marks = this.deps.live ? await marksNow(db) : null;
      const outcome = (await job.run(this.deps, period)) ?? '';
      await db.update(jobRuns).set({ status: 'done', finishedAt: clock.now(), outcome }).where(mine);
      jobRunCount.inc({ job: job.name, outcome: 'done' });
      // After the commit: the members' pages learn what the run paid (server/live/job-hints.ts).
      if (marks)
        await publishSince(this.deps, marks).catch((err: unknown) => this.opts.log?.(`jobs: ${job.name}: live hints failed: ${(err as Error).message}`));
      return { job: job.name, period, ok: true, outcome };
    } catch (err) {
      const outcome = (err as Error).message ?? String(err);
      this.opts.log?.(`jobs: ${job.name} for ${period.from.toISOString()} failed: ${outcome}`);
      // Failed, not left running: the next tick tries again at once instead of waiting out the lease.
      await db
        .update(jobRuns)
        .set({ status: 'failed', finishedAt: clock.now(), leaseUntil: clock.now(), outcome: outcome.slice(0, 500) })
        .where(mine);
      jobRunCount.inc({ job: job.name, outcome: 'failed' });
      return { job: job.name, period, ok: false, outcome };
    }
  }
}
