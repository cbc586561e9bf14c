// Row-lock waits during a timed run on PostgreSQL (issue 38): a connection of its own samples pg_stat_activity
// every few milliseconds and counts, over the run's client sessions of that database, how many were waiting on a
// row lock (wait_event_type 'Lock', event 'tuple' or 'transactionid': a row another transaction holds, or that
// transaction's commit). Their share of all sampled sessions is the share of session time spent waiting on row
// locks; the goal is under 1 %.
import pg from 'pg';

const SAMPLE_EVERY_MS = 10;

export interface LockWaits {
  /** Sessions seen over all samples. */
  sessions: number;
  /** Of those, sessions waiting on a row lock. */
  rowLockWaits: number;
  samples: number;
}

/** Starts sampling the database at `url`; the returned function stops and answers what it saw. */
export async function sampleLockWaits(url: string): Promise<() => Promise<LockWaits>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen: LockWaits = { sessions: 0, rowLockWaits: 0, samples: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ sessions: string; waits: string }>(
        `select count(*) as sessions,
                count(*) filter (where wait_event_type = 'Lock' and wait_event in ('tuple', 'transactionid')) as waits
         from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      seen.sessions += Number(rows[0]?.sessions ?? 0);
      seen.rowLockWaits += Number(rows[0]?.waits ?? 0);
      seen.samples++;
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await loop.catch(() => undefined);
    await client.end();
    return seen;
  };
}
