// Social sign-in's whitelabel modules (issue 39) on a database seeded before them.
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Clock } from '../../deps.ts';
import { SOCIAL_WHITELABEL } from '../../seed/base-data.ts';
import { seedOnce } from '../../seed/seed-run.ts';

export async function seedSocialFlags(db: Db, clock: Clock): Promise<boolean> {
  return seedOnce(db, { name: 'social-flags', version: 1 }, clock.now(), async (tx) => {
    const base = 4000;
    await tx
      .insert(t.whitelabelModules)
      .values(SOCIAL_WHITELABEL.map(([modId, parentId, enabled], i) => ({ modId, parentId, enabled, sort: base + i })))
      .onConflictDoNothing();
  });
}
