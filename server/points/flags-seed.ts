// The loyalty demo data (issue 15, docs/loyalty.md): its whitelabel modules on a database seeded before them, then
// each part's own seed run (points mall, missions, raffle, referral), so an older database gets only what it lacks.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Clock } from '../deps.ts';
import { LOYALTY_WHITELABEL } from '../seed/base-data.ts';
import { seedOnce } from '../seed/seed-run.ts';

export async function seedLoyaltyFlags(db: Db, clock: Clock): Promise<boolean> {
  return seedOnce(db, { name: 'loyalty-flags', version: 1 }, clock.now(), async (tx) => {
    const base = 3000;
    await tx
      .insert(t.whitelabelModules)
      .values(LOYALTY_WHITELABEL.map(([modId, parentId, enabled], i) => ({ modId, parentId, enabled, sort: base + i })))
      .onConflictDoNothing();
  });
}
