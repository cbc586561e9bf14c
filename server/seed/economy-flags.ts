// The economy's demo data (issue 13): its whitelabel modules on a database seeded before them. Promotions, VIP
// levels and the demo play of the last 30 days are their own runs beside this one.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Clock } from '../deps.ts';
import { ECONOMY_WHITELABEL } from './base-data.ts';
import { seedOnce } from './seed-run.ts';

export async function seedEconomyFlags(db: Db, clock: Clock): Promise<boolean> {
  return seedOnce(db, { name: 'economy-flags', version: 1 }, clock.now(), async (tx) => {
    const base = 1000;
    await tx
      .insert(t.whitelabelModules)
      .values(ECONOMY_WHITELABEL.map(([modId, parentId, enabled], i) => ({ modId, parentId, enabled, sort: base + i })))
      .onConflictDoNothing();
  });
}
