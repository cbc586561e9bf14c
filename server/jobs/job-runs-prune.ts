import { and, eq, lt } from 'drizzle-orm';
import { jobRuns } from '../db/schema-jobs.ts';
import type { JobDefinition } from './runner.ts';

/** Done runs are kept this long for the operator to read; no job catches up further back than this. */
export const JOB_RUNS_KEPT_MS = 7 * 86_400_000;

/** Drops finished runs a week old, so job_runs stays small (a minute job writes 1,440 rows a day). */
export const jobRunsPruneJob: JobDefinition = {
  name: 'job-runs-prune',
  everyMs: 86_400_000,
  catchUp: 1,
  async run(deps) {
    const gone = await deps.db
      .delete(jobRuns)
      .where(and(eq(jobRuns.status, 'done'), lt(jobRuns.periodEnd, new Date(deps.clock.now().getTime() - JOB_RUNS_KEPT_MS))))
      .returning({ job: jobRuns.job });
    return `${gone.length} old run(s) dropped`;
  },
};
