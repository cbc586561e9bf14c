// The day close's floor (issue 38 item 4): the bare SQL of the same work on the same database, right after the
// close, so the close prints as a multiple of what this machine takes for it at least. The work: the aggregate of
// the day's settled rounds by member and game type into a table shaped like member_day_stats, and a plain insert
// of as many transfers (and two entries each) as the close wrote, into tables shaped like the ledger's (their
// indexes, no foreign keys). No turnover spans, no settlement rows, no locks, no checks: what the close adds to
// these is what the multiple measures. The scratch tables are dropped afterwards.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import type { EconomyPeriod } from '../../server/shared/periods.ts';
import { VALID_BET } from '../../server/shared/valid-bet.ts';

export interface Floor {
  seconds: number;
  /** The aggregate into the stats table. */
  stats: number;
  /** The transfers' and entries' insert. */
  ledger: number;
}

export async function closeFloor(db: Db, day: EconomyPeriod, transfers: number): Promise<Floor> {
  const from = day.from.toISOString();
  const to = day.to.toISOString();
  await db.execute(sql`create table bench_floor_stats (like member_day_stats including indexes)`);
  await db.execute(sql`create table bench_floor_transfers (like ledger_transfers including indexes)`);
  await db.execute(sql`create table bench_floor_entries (like ledger_entries including indexes)`);
  try {
    let started = performance.now();
    // In a transaction with the close's own memory setting for its sorts (server/jobs/day-close.ts).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '128MB'`);
      await tx.execute(sql`insert into bench_floor_stats (member_id, day, game_type, rounds, bet, valid_bet, bonus_bet, win)
        select r.member_id, ${day.key}, g.game_type, count(*), sum(r.bet), sum(${VALID_BET}), 0, sum(r.win)
        from game_rounds r join games g on g.node_id = r.node_id
        where r.status = 'settled' and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
        group by r.member_id, g.game_type`);
    });
    const stats = (performance.now() - started) / 1000;
    started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into bench_floor_transfers (id, idempotency_key, kind, from_account_id, to_account_id, amount, currency, memo, created_at)
        select g, 'floor:' || g, 'bonus.rebate', 1, 2 + g % 10000, 100, 'PHP', 'Rebate', now() from generate_series(1, ${transfers}::bigint) g`);
      await tx.execute(sql`insert into bench_floor_entries (id, transfer_id, account_id, amount, balance_after, created_at)
        select g, (g + 1) / 2, case when g % 2 = 1 then 1 else 2 + g % 10000 end, case when g % 2 = 1 then -100 else 100 end,
               case when g % 2 = 1 then null else g end, now()
        from generate_series(1, ${2 * transfers}::bigint) g`);
    });
    const ledger = (performance.now() - started) / 1000;
    return { seconds: stats + ledger, stats, ledger };
  } finally {
    await db.execute(sql`drop table if exists bench_floor_stats, bench_floor_transfers, bench_floor_entries`);
  }
}
