import { lt } from 'drizzle-orm';
import { socialSignIns } from '../../db/schema-social.ts';
import type { JobDefinition } from '../../jobs/runner.ts';

/** Drops social sign-ins whose start or ticket ran out (issue 39): abandoned at the provider, used, or never exchanged. */
export const socialSignInsPruneJob: JobDefinition = {
  name: 'social-sign-ins-prune',
  everyMs: 3_600_000,
  catchUp: 1,
  async run(deps) {
    const gone = await deps.db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, deps.clock.now())).returning({ stateHash: socialSignIns.stateHash });
    return `${gone.length} ended social sign-in(s) dropped`;
  },
};
