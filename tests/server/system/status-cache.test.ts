// The status answer while the database is busy (issue 39 item 4): past its second the kept answer is given while the
// next is read, so a status call never waits behind other work (on the embedded database, a burst of uploads'
// session checks); the new answer is given once it has been read.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { StatusCache } from '../../../server/system/system-status.ts';
import { settings } from '../../../server/db/schema.ts';
import { dbKinds, fixedClock, openTestDatabase } from '../test-server.ts';

describe.each(dbKinds)('the status cache on %s', (kind) => {
  it('answers from the kept snapshot while its next read waits on a locked table, then from the new one', async () => {
    const { db, close } = await openTestDatabase(kind, { seeded: true });
    try {
      const clock = fixedClock();
      const cache = new StatusCache({ db, clock });
      expect((await cache.get()).maintenance.enabled).toBe(false);

      // An operator's transaction holds the settings table, switching maintenance on, and has not committed.
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const maintenance = { enabled: true, endTime: null };
      const operator = db.transaction(async (tx) => {
        await tx.execute(sql`lock table settings in access exclusive mode`);
        await tx
          .insert(settings)
          .values({ key: 'maintenance', value: maintenance, updatedAt: clock.now() })
          .onConflictDoUpdate({ target: settings.key, set: { value: maintenance, updatedAt: clock.now() } });
        locked();
        await held;
      });
      await isLocked;

      // Past its second: the kept answer, at once, while the next read waits for the lock.
      clock.advance(1_500);
      expect((await cache.get()).maintenance.enabled).toBe(false);

      commit();
      await operator;
      await expect.poll(async () => (await cache.get()).maintenance.enabled).toBe(true);
    } finally {
      await close();
    }
  });
});
