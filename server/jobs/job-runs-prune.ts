import { and, eq, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { jobRuns } from '../db/schema-jobs.ts';
import type { JobDefinition } from './runner.ts';

/** Done runs are kept at least this long for the operator to read. */
export const JOB_RUNS_KEPT_MS = 7 * 86_400_000;

/**
 * Drops finished runs a week old, so job_runs stays small (a minute job writes 1,440 rows a day). A job that catches
 * up further back than a week (the day close: 31 days) keeps its runs over its whole catch-up window: a dropped run
 * would look missed and be run again.
 */
export function jobRunsPruneJob(jobs: readonly Pick<JobDefinition, 'name' | 'everyMs' | 'catchUp'>[] = []): JobDefinition {
  const longer = jobs.map((j) => ({ name: j.name, keepMs: (j.catchUp + 1) * j.everyMs })).filter((j) => j.keepMs > JOB_RUNS_KEPT_MS);
  return {
    name: 'job-runs-prune',
    everyMs: 86_400_000,
    catchUp: 1,
    async run(deps) {
      const now = deps.clock.now().getTime();
      const before = (ms: number) => lt(jobRuns.periodEnd, new Date(now - ms));
      const old: SQL | undefined = longer.length
        ? or(
            and(
              notInArray(
                jobRuns.job,
                longer.map((j) => j.name),
              ),
              before(JOB_RUNS_KEPT_MS),
            ),
            ...longer.map((j) => and(eq(jobRuns.job, j.name), before(j.keepMs))),
          )
        : before(JOB_RUNS_KEPT_MS);
      const gone = await deps.db
        .delete(jobRuns)
        .where(and(eq(jobRuns.status, 'done'), old))
        .returning({ job: jobRuns.job });
      return `${gone.length} old run(s) dropped`;
    },
  };
}
