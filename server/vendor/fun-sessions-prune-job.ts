import { lt } from 'drizzle-orm';
import { vendorFunSessions } from '../db/schema-games.ts';
import type { JobDefinition } from '../jobs/runner.ts';

/** Drops the demo vendor's ended free-play sessions (the launch that made them wrote nothing). */
export const funSessionsPruneJob: JobDefinition = {
  name: 'fun-sessions-prune',
  everyMs: 3_600_000,
  catchUp: 1,
  async run(deps) {
    const gone = await deps.db
      .delete(vendorFunSessions)
      .where(lt(vendorFunSessions.expiresAt, deps.clock.now()))
      .returning({ tokenHash: vendorFunSessions.tokenHash });
    return `${gone.length} ended free-play session(s) dropped`;
  },
};
