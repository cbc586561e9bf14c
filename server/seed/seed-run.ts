// One seed run: done once per database, by name and version, so a database seeded by an older release gets only
// the runs it lacks. Two instances starting together on one PostgreSQL: the second waits on the advisory lock,
// then finds the run recorded and does nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';

export interface SeedRun {
  name: string;
  version: number;
}

const SEED_LOCK = 7262026;

const alreadyDone = async (db: Db | Tx, run: SeedRun) =>
  (await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, run.name))).some((r) => r.version >= run.version);

/** Runs `write` in one transaction unless the run is recorded; records it. Returns whether it ran. */
export async function seedOnce(db: Db, run: SeedRun, now: Date, write: (tx: Tx) => Promise<void>, prepare?: () => Promise<void>): Promise<boolean> {
  if (await alreadyDone(db, run)) return false;
  await prepare?.();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await alreadyDone(tx, run)) return false;
    await write(tx);
    await tx.insert(t.seedRuns).values({ ...run, createdAt: now });
    return true;
  });
}
