// Timed work (server/jobs): one row per run of a job for one period, so each (job, period) runs once across any
// number of instances on one database, and a run whose process died is taken over when its lease runs out.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * status: running (claimed; its lease says until when the claimer is trusted to finish), done, failed (the work
 * threw; the next tick claims it again). attempts counts the claims.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** The period's start; the period is [periodStart, periodEnd). */
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    status: text('status').notNull(),
    /** Who claimed it last (a random id per runner), so only the claimer marks it done. */
    owner: text('owner').notNull(),
    leaseUntil: at('lease_until').notNull(),
    attempts: integer('attempts').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    /** What the work reported (a count, a short line), or the error of a failed attempt. */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] }), index('job_runs_unfinished_idx').on(t.status, t.leaseUntil)],
);
