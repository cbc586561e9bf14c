// Keeping a raffle's next draws scheduled (docs/loyalty.md §raffle): a raffle with at least two draws repeats its
// cadence (the gap between its last two draws, with the last one's claim window) until its draws reach `horizonMs`
// past now. One transaction per raffle that locks the raffle's row, so two instances never add the same draw; a
// raffle with a single draw is a one-off and gets nothing.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { raffleSchedules, raffles } from '../db/schema-loyalty.ts';

/** How far ahead draws are kept: a day. */
export const SCHEDULE_HORIZON_MS = 24 * 3_600_000;
/** At most this many draws are added per raffle and run (a cadence of minutes must not fill the table at once). */
const MAX_ADDED = 200;

export async function keepRafflesScheduled(db: Db, now: Date, horizonMs = SCHEDULE_HORIZON_MS): Promise<number> {
  const ids = await db.select({ id: raffles.id }).from(raffles).orderBy(asc(raffles.id));
  let added = 0;
  for (const { id } of ids) {
    added += await db.transaction(async (tx) => {
      await tx.select({ id: raffles.id }).from(raffles).where(eq(raffles.id, id)).for('update');
      const [last, before] = await tx.select().from(raffleSchedules).where(eq(raffleSchedules.raffleId, id)).orderBy(desc(raffleSchedules.drawAt)).limit(2);
      if (!last || !before) return 0;
      const every = last.drawAt.getTime() - before.drawAt.getTime();
      const window = last.claimUntil.getTime() - last.drawAt.getTime();
      if (every <= 0) return 0;
      const until = now.getTime() + horizonMs;
      const rows: { raffleId: number; drawAt: Date; claimUntil: Date }[] = [];
      for (let at = last.drawAt.getTime() + every; at <= until && rows.length < MAX_ADDED; at += every)
        rows.push({ raffleId: id, drawAt: new Date(at), claimUntil: new Date(at + window) });
      if (rows.length) await tx.insert(raffleSchedules).values(rows);
      return rows.length;
    });
  }
  return added;
}
