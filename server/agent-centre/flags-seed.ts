// The agent centre's whitelabel modules (issue 14) on a database seeded before them.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Clock } from '../deps.ts';
import { AGENT_WHITELABEL } from '../seed/base-data.ts';
import { seedOnce } from '../seed/seed-run.ts';

export async function seedAgentFlags(db: Db, clock: Clock): Promise<boolean> {
  return seedOnce(db, { name: 'agent-flags', version: 1 }, clock.now(), async (tx) => {
    const base = 2000;
    await tx
      .insert(t.whitelabelModules)
      .values(AGENT_WHITELABEL.map(([modId, parentId, enabled], i) => ({ modId, parentId, enabled, sort: base + i })))
      .onConflictDoNothing();
  });
}
